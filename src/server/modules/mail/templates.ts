import type { MailMessage } from './mailer'

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Translates a source line into the recipient's language (translations service); identity by default. */
export type MailTranslator = (key: string, params?: Record<string, string | number>) => string
const untranslated: MailTranslator = (key, params = {}) => key.replace(/:([A-Za-z_]\w*)/g, (m, name: string) => (params[name] !== undefined ? String(params[name]) : m))

/** A plain layout shared by every mail: a greeting line, paragraphs and an optional button. */
export function genericMail(opts: { to: string; subject: string; siteName: string; lines: string[]; action?: { label: string; url: string } }): MailMessage {
  const text = [...opts.lines, ...(opts.action ? [`${opts.action.label}: ${opts.action.url}`] : []), '', `— ${opts.siteName}`].join('\n\n')
  const paragraphs = opts.lines.map((l) => `<p>${escape(l)}</p>`).join('')
  const button = opts.action ? `<p><a href="${escape(opts.action.url)}">${escape(opts.action.label)}</a></p>` : ''
  return { to: opts.to, subject: opts.subject, text, html: `<div>${paragraphs}${button}<p>${escape(opts.siteName)}</p></div>` }
}

export function verificationCodeMail(to: string, code: string, siteName: string, t: MailTranslator = untranslated): MailMessage {
  return genericMail({
    to,
    siteName,
    subject: t('Your :site verification code', { site: siteName }),
    lines: [
      t('Your verification code is :code', { code }),
      t('The code expires in 30 minutes. If you did not create an account, no further action is required.'),
    ],
  })
}

export function passwordResetMail(to: string, url: string, siteName: string, t: MailTranslator = untranslated): MailMessage {
  return genericMail({
    to,
    siteName,
    subject: t('Reset Password Notification'),
    lines: [
      t('You are receiving this email because we received a password reset request for your account.'),
      t('This password reset link will expire in 60 minutes. If you did not request a password reset, no further action is required.'),
    ],
    action: { label: t('Reset Password'), url },
  })
}
