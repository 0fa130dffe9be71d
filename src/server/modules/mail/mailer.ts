import nodemailer, { type Transporter } from 'nodemailer'
import type { JobQueue } from '../../lib/jobs/index'
import type { MailRepo } from './mail.repo'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

export interface Mailer {
  /**
   * Records the mail and, with MAIL_URL, queues its delivery (job `mail.send`, retried): the request
   * that caused it never waits for SMTP. The log's status goes queued → sent, or failed with the error.
   */
  send(message: MailMessage): Promise<{ id: number; status: 'queued' | 'logged' }>
}

export const MAIL_SEND_JOB = 'mail.send'

/**
 * SMTP through nodemailer when MAIL_URL is set (smtp://host:port); otherwise the mail is only kept in
 * the outgoing-email log with status `logged`, which the admin area shows.
 */
export function makeMailer({ repo, mailUrl, from, jobs }: { repo: MailRepo; mailUrl?: string; from: string; jobs: JobQueue }): Mailer {
  let transport: Transporter | null = null
  const getTransport = () => (transport ??= nodemailer.createTransport(mailUrl!))

  jobs.define<{ id: number }>(
    MAIL_SEND_JOB,
    async ({ id }) => {
      const mail = await repo.find(id)
      if (!mail || mail.status === 'sent') return
      try {
        await getTransport().sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) })
      } catch (err) {
        // The log shows the last attempt's error; a later successful retry sets `sent`.
        await repo.setStatus(id, 'failed', err instanceof Error ? err.message : String(err))
        throw err
      }
      await repo.setStatus(id, 'sent')
    },
    { attempts: 5, concurrency: 4 },
  )

  return {
    async send(message) {
      const status = mailUrl ? 'queued' : 'logged'
      const id = await repo.record({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null, status })
      if (!mailUrl) return { id, status: 'logged' }
      await jobs.enqueue(MAIL_SEND_JOB, { id }, { jobId: `mail-${id}` })
      return { id, status: 'queued' }
    },
  }
}
