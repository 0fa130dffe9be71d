import { randomUUID } from 'node:crypto'
import type { Notification, PushPayload } from '../../../shared/contracts/notifications'
import { recipientsByChannel } from './channels'
import type { NewNotification } from './notification-types'
import type { NotificationsRepo } from './notifications.repo'

/** What a new in-app notification tells live listeners: one message per stored batch, recipients inline. */
export interface CreatedBatch {
  notification: Omit<Notification, 'id'>
  recipients: { userId: number; id: string }[]
}

export interface DeliveryPorts {
  repo: NotificationsRepo
  clock: () => Date
  /** Absolute site URL for links in e-mails (settings base_url). */
  baseUrl: () => Promise<string>
  sendMail(message: { to: string; subject: string; text: string; html?: string }): Promise<unknown>
  /** Browser push to every subscription of these users (each with their own notificationId). */
  push(messages: { userId: number; payload: PushPayload }[]): Promise<void>
  /** Live update of the users' open tabs, in this and every other process. */
  announce(batch: CreatedBatch): Promise<void>
  /** A translator for one language (the translations service); without it, texts stay in English. */
  translator?: (language: string | null) => Promise<(key: string, params?: Record<string, string | number>) => string>
}

type Translate = (key: string, params?: Record<string, string | number>) => string
const english: Translate = (key) => key

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * Sends one notification to a set of users over each channel they left on (in-app, e-mail, browser):
 * a user who turned a channel off gets nothing there. Callers with many recipients (followers) pass
 * them in batches from a background job; in-app rows go in multi-row INSERTs.
 */
export function makeDelivery(ports: DeliveryPorts) {
  const { repo, clock } = ports

  // One translator per language of a batch: recipients mostly share a few languages.
  function translators() {
    const byLanguage = new Map<string, Promise<Translate>>()
    return (language: string | null): Promise<Translate> => {
      if (!ports.translator) return Promise.resolve(english)
      const key = language ?? ''
      if (!byLanguage.has(key)) byLanguage.set(key, ports.translator(language))
      return byLanguage.get(key)!
    }
  }

  /** The summary in the recipient's language (issue 13): the source lines translated, user text as is. */
  function summaryIn(n: NewNotification, tr: Translate) {
    const { i18n } = n.summary
    return {
      title: i18n ? tr(i18n.title.key, i18n.title.params) : n.summary.title,
      body: i18n?.body ? tr(i18n.body.key, i18n.body.params) : n.summary.body,
    }
  }

  async function email(userIds: number[], n: NewNotification) {
    if (userIds.length === 0) return
    const base = (await ports.baseUrl()).replace(/\/$/, '')
    const link = /^https?:/.test(n.summary.url) ? n.summary.url : `${base}${n.summary.url}`
    const translatorFor = translators()
    for (const user of await repo.emails(userIds)) {
      const tr = await translatorFor(user.language)
      const { title, body } = summaryIn(n, tr)
      // One at a time: the mailer records each mail and never throws, and SMTP servers throttle bursts.
      await ports.sendMail({
        to: user.email,
        subject: title,
        text: `${body}\n\n${link}`,
        html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(tr('Open in Encore'))}</a></p>`,
      })
    }
  }

  async function pushes(userIds: number[], n: NewNotification, idOf: Map<number, string>) {
    const translatorFor = translators()
    // Only the language is needed here; the same query as the mails keeps the repo small.
    const languageOf = new Map(ports.translator ? (await repo.emails(userIds)).map((u) => [u.id, u.language]) : [])
    const messages = []
    for (const userId of userIds) {
      const { title, body } = summaryIn(n, await translatorFor(languageOf.get(userId) ?? null))
      // The push opens the stored notification when there is one; otherwise a fresh id keeps payloads uniform.
      messages.push({ userId, payload: { title, body, icon: n.data.image, url: n.summary.url, notificationId: idOf.get(userId) ?? randomUUID() } })
    }
    await ports.push(messages)
  }

  return {
    async deliver(userIds: number[], n: NewNotification): Promise<{ stored: number }> {
      const unique = [...new Set(userIds)]
      if (unique.length === 0) return { stored: 0 }
      const by = recipientsByChannel(n.type, unique, await repo.selectionsFor(unique, n.type))
      const at = clock()
      const data = { ...n.data, ...(n.inviteId ? { inviteId: n.inviteId } : {}) }
      const stored = await repo.insertMany(by.in_app, { type: n.type, data }, at)
      if (stored.length) {
        await ports.announce({
          notification: { type: n.type, read_at: null, created_at: at.toISOString(), data: n.data, ...(n.inviteId ? { inviteId: n.inviteId } : {}) },
          recipients: stored,
        })
      }
      await email(by.email, n)
      if (by.browser.length) await pushes(by.browser, n, new Map(stored.map((s) => [s.userId, s.id])))
      return { stored: stored.length }
    },
  }
}

export type Delivery = ReturnType<typeof makeDelivery>
