export { useRecaptcha, type HumanProof } from './use-recaptcha'
export { loadRecaptcha, recaptchaScriptUrl, type Grecaptcha } from './load-script'
