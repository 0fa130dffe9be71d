export { makeMailRepo, type MailRepo } from './mail.repo'
export { makeMailer, type Mailer, type MailMessage } from './mailer'
export { genericMail, passwordResetMail, verificationCodeMail, type MailTranslator } from './templates'
