import nodemailer, { type Transporter } from 'nodemailer'
import type { MailRepo } from './mail.repo'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** Where replies go (the contact form: the visitor who wrote). */
  replyTo?: string
}

export interface Mailer {
  /** Never throws: a failed SMTP delivery is recorded as `failed` so the request that caused it still succeeds. */
  send(message: MailMessage): Promise<{ id: number; status: 'sent' | 'failed' | 'logged' }>
}

/**
 * SMTP through nodemailer when MAIL_URL is set (smtp://host:port); otherwise the mail is only kept in
 * the outgoing-email log with status `logged`, which the admin area shows.
 */
export function makeMailer({ repo, mailUrl, from }: { repo: MailRepo; mailUrl?: string; from: string }): Mailer {
  let transport: Transporter | null = null
  const getTransport = () => (transport ??= nodemailer.createTransport(mailUrl!))
  return {
    async send(message) {
      const status = mailUrl ? 'sending' : 'logged'
      const id = await repo.record({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null, status })
      if (!mailUrl) return { id, status: 'logged' }
      try {
        await getTransport().sendMail({ from, ...message })
        await repo.setStatus(id, 'sent')
        return { id, status: 'sent' }
      } catch (err) {
        await repo.setStatus(id, 'failed', err instanceof Error ? err.message : String(err))
        return { id, status: 'failed' }
      }
    },
  }
}
