export { recaptchaRoutes } from './recaptcha.routes'
export { makeRecaptchaService, recaptchaAnyEnabled, recaptchaEnabledFor, type RecaptchaService } from './recaptcha.service'
export { makeRecaptchaFor } from './wiring'
export { requireHuman } from './require-human'
