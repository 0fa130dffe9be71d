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
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * Sends one notification to a set of users over each channel they left on (in-app, e-mail, browser):
 * a user who turned a channel off gets nothing there. Callers with many recipients (followers) pass
 * them in batches from a background job; in-app rows go in multi-row INSERTs.
 */
export function makeDelivery(ports: DeliveryPorts) {
  const { repo, clock } = ports

  async function email(userIds: number[], n: NewNotification) {
    if (userIds.length === 0) return
    const base = (await ports.baseUrl()).replace(/\/$/, '')
    const link = /^https?:/.test(n.summary.url) ? n.summary.url : `${base}${n.summary.url}`
    for (const user of await repo.emails(userIds)) {
      // One at a time: the mailer records each mail and never throws, and SMTP servers throttle bursts.
      await ports.sendMail({
        to: user.email,
        subject: n.summary.title,
        text: `${n.summary.body}\n\n${link}`,
        html: `<p>${escapeHtml(n.summary.body)}</p><p><a href="${escapeHtml(link)}">Open in Encore</a></p>`,
      })
    }
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
      if (by.browser.length) {
        // The push opens the stored notification when there is one; otherwise a fresh id keeps payloads uniform.
        const idOf = new Map(stored.map((s) => [s.userId, s.id]))
        await ports.push(
          by.browser.map((userId) => ({
            userId,
            payload: { title: n.summary.title, body: n.summary.body, icon: n.data.image, url: n.summary.url, notificationId: idOf.get(userId) ?? randomUUID() },
          })),
        )
      }
      return { stored: stored.length }
    },
  }
}

export type Delivery = ReturnType<typeof makeDelivery>
