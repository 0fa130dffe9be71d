import type { Transporter } from 'nodemailer'
import { cjsExports } from '../../lib/cjs-exports'
import type { JobQueue } from '../../lib/jobs/index'
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
  /**
   * Records the mail and, when mail is delivered (SMTP settings or MAIL_URL), queues its delivery (job
   * `mail.send`, retried): the request that caused it never waits for SMTP. The log's status goes
   * queued → sent, or failed with the error. Without delivery the mail is only logged.
   */
  send(message: MailMessage): Promise<{ id: number; status: 'queued' | 'logged' }>
}

export const MAIL_SEND_JOB = 'mail.send'

interface MailSettings {
  effective(): Promise<{ server: Record<string, unknown> }>
}

type Delivery = { kind: 'log' } | { kind: 'smtp'; options: string | Record<string, unknown>; from: string }

/**
 * Where mail goes, read at each send so an admin change applies without a restart: the outgoing-email
 * settings (`mail.driver` smtp or log) when set, else MAIL_URL from the environment, else the log only.
 */
async function delivery(settings: MailSettings | undefined, mailUrl: string | undefined, envFrom: string): Promise<Delivery> {
  const server = settings ? (await settings.effective()).server : {}
  const driver = server['mail.driver']
  if (driver === 'log') return { kind: 'log' }
  if (driver === 'smtp' && typeof server['mail.host'] === 'string' && server['mail.host'] !== '') {
    const encryption = server['mail.encryption']
    const user = String(server['mail.username'] ?? '')
    const address = String(server['mail.from_address'] ?? '')
    const name = String(server['mail.from_name'] ?? '')
    return {
      kind: 'smtp',
      options: {
        host: server['mail.host'],
        port: Number(server['mail.port'] ?? 587),
        secure: encryption === 'tls',
        requireTLS: encryption === 'starttls',
        ignoreTLS: encryption === 'none',
        ...(user ? { auth: { user, pass: String(server['mail.password'] ?? '') } } : {}),
      },
      from: address ? (name ? `"${name.replace(/"/g, '')}" <${address}>` : address) : envFrom,
    }
  }
  return mailUrl ? { kind: 'smtp', options: mailUrl, from: envFrom } : { kind: 'log' }
}

interface MailerDeps {
  repo: MailRepo
  mailUrl?: string
  from: string
  jobs: JobQueue
  settings?: MailSettings
}

/** SMTP through nodemailer as a retried job, or only the outgoing-email log (status `logged`), which the admin area shows. */
export function makeMailer({ repo, mailUrl, from, jobs, settings }: MailerDeps): Mailer {
  // One transport per configuration: a settings change builds a new one, an unchanged one is reused.
  let cached: { key: string; transport: Transporter } | null = null
  const transportFor = async (options: string | Record<string, unknown>) => {
    // nodemailer loads with the first mail delivered over SMTP, not with the server (a site that only logs mail never needs it).
    const nodemailer = cjsExports(await import('nodemailer'))
    const key = JSON.stringify(options)
    if (cached?.key !== key) {
      cached?.transport.close()
      cached = { key, transport: nodemailer.createTransport(options as Parameters<typeof nodemailer.createTransport>[0]) }
    }
    return cached.transport
  }

  jobs.define<{ id: number; replyTo?: string }>(
    MAIL_SEND_JOB,
    async ({ id, replyTo }) => {
      const mail = await repo.find(id)
      if (!mail || mail.status === 'sent') return
      const target = await delivery(settings, mailUrl, from)
      if (target.kind === 'log') return repo.setStatus(id, 'logged')
      try {
        await (await transportFor(target.options)).sendMail({
          from: target.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          ...(replyTo ? { replyTo } : {}),
        })
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
      const target = await delivery(settings, mailUrl, from)
      const status = target.kind === 'smtp' ? 'queued' : 'logged'
      const id = await repo.record({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null, status })
      if (target.kind === 'log') return { id, status: 'logged' }
      await jobs.enqueue(MAIL_SEND_JOB, { id, ...(message.replyTo ? { replyTo: message.replyTo } : {}) }, { jobId: `mail-${id}` })
      return { id, status: 'queued' }
    },
  }
}
