import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BootstrapDataSchema } from '../../../src/shared/contracts/bootstrap'
import {
  NotificationListResponseSchema,
  NotificationSubscriptionsResponseSchema,
  UnreadCountResponseSchema,
} from '../../../src/shared/contracts/notifications'
import { notificationSubscriptions } from '../../../src/server/db/schema/index'
import { eq } from 'drizzle-orm'
import type { TestApp } from '../../helpers/build-app'
import { actor, api, buildNotificationsApp, seedNotifications, storedFor, type Actor } from './notifications-app'

describe('notifications inbox (GET notifications, mark-as-read, mark-all, delete, subscriptions)', () => {
  let t: TestApp
  let alice: Actor
  let bob: Actor
  let aliceIds: string[]
  let bobIds: string[]
  let call: ReturnType<typeof api>

  beforeAll(async () => {
    t = await buildNotificationsApp()
    call = api(t)
    alice = await actor(t.db, ['users'], 'Alice')
    bob = await actor(t.db, ['users'], 'Bob')
    aliceIds = await seedNotifications(t.db, alice.id, 35)
    bobIds = await seedNotifications(t.db, bob.id, 2)
  }, 180_000)
  afterAll(async () => {
    await t.close()
  })

  it('lists only the caller’s notifications, newest first, 30 per page', async () => {
    const first = NotificationListResponseSchema.parse((await call('GET', 'notifications', alice)).json()).pagination
    expect(first.data).toHaveLength(30)
    expect(first.per_page).toBe(30)
    expect(first.next_page).toBe(2)
    expect(first.data[0]!.id).toBe(aliceIds[34])
    expect(first.data[0]!.data.lines[0]!.content).toBe('Note 34')
    expect(first.data.every((n) => n.read_at === null && !bobIds.includes(n.id))).toBe(true)
    const second = NotificationListResponseSchema.parse((await call('GET', 'notifications?page=2', alice)).json()).pagination
    expect(second.data.map((n) => n.id)).toEqual(aliceIds.slice(0, 5).reverse())
    expect(second.next_page).toBeNull()
  })

  it('needs a signed-in user', async () => {
    expect((await call('GET', 'notifications')).statusCode).toBe(401)
    expect((await call('POST', 'notifications/mark-as-read', undefined, { ids: [aliceIds[0]] })).statusCode).toBe(401)
  })

  it('marks own notifications read and answers the unread count', async () => {
    const res = await call('POST', 'notifications/mark-as-read', alice, { ids: [aliceIds[0], aliceIds[1]] })
    expect(res.statusCode).toBe(200)
    expect(UnreadCountResponseSchema.parse(res.json()).unreadCount).toBe(33)
    const rows = await storedFor(t.db, alice.id)
    expect(rows.filter((r) => r.readAt !== null).map((r) => r.id).sort()).toEqual([aliceIds[0], aliceIds[1]].sort())
    const boot = BootstrapDataSchema.parse((await call('GET', 'bootstrap-data', alice)).json())
    expect(boot.user!.unread_notifications_count).toBe(33)
  })

  it("refuses another user's ids with 404 and changes nothing, not even the caller's own ids in the same call", async () => {
    const res = await call('POST', 'notifications/mark-as-read', alice, { ids: [aliceIds[2], bobIds[0]] })
    expect(res.statusCode).toBe(404)
    expect((await storedFor(t.db, bob.id)).every((r) => r.readAt === null)).toBe(true)
    expect((await storedFor(t.db, alice.id)).find((r) => r.id === aliceIds[2])!.readAt).toBeNull()

    const del = await call('DELETE', `notifications/${bobIds[0]},${aliceIds[3]}`, alice)
    expect(del.statusCode).toBe(404)
    expect(await storedFor(t.db, bob.id)).toHaveLength(2)
    expect(await storedFor(t.db, alice.id)).toHaveLength(35)
  })

  it('refuses malformed ids with 422 naming the field', async () => {
    const res = await call('POST', 'notifications/mark-as-read', alice, { ids: ['12'] })
    expect(res.statusCode).toBe(422)
    expect(Object.keys(res.json().errors)[0]).toMatch(/^ids/)
    expect((await call('POST', 'notifications/mark-as-read', alice, { ids: [] })).statusCode).toBe(422)
    expect((await call('DELETE', 'notifications/not-a-uuid', alice)).statusCode).toBe(422)
  })

  it('deletes own notifications', async () => {
    const res = await call('DELETE', `notifications/${aliceIds[4]}`, alice)
    expect(res.statusCode).toBe(200)
    expect(UnreadCountResponseSchema.parse(res.json()).unreadCount).toBe(32)
    expect((await storedFor(t.db, alice.id)).map((r) => r.id)).not.toContain(aliceIds[4])
  })

  it('marks all as read (POST notifications/mark-all-as-read), only the caller’s', async () => {
    const res = await call('POST', 'notifications/mark-all-as-read', alice)
    expect(UnreadCountResponseSchema.parse(res.json()).unreadCount).toBe(0)
    expect((await storedFor(t.db, alice.id)).every((r) => r.readAt !== null)).toBe(true)
    expect((await storedFor(t.db, bob.id)).every((r) => r.readAt === null)).toBe(true)
    const boot = BootstrapDataSchema.parse((await call('GET', 'bootstrap-data', alice)).json())
    expect(boot.user!.unread_notifications_count).toBe(0)
  })

  it('reads and saves channel choices per type (GET/PUT notifications/me/subscriptions)', async () => {
    const initial = NotificationSubscriptionsResponseSchema.parse((await call('GET', 'notifications/me/subscriptions', bob)).json())
    expect(initial.available_channels).toEqual(['in_app', 'email', 'browser'])
    expect(initial.subscriptions.flatMap((g) => g.subscriptions.map((s) => s.notif_id)).sort()).toEqual(
      ['ArtistUploadedMedia', 'BackstageRequestWasHandled', 'CommentReceivedReply', 'WorkspaceInvite'],
    )
    expect(initial.user_selections.find((s) => s.notif_id === 'ArtistUploadedMedia')!.channels).toEqual({ in_app: true, email: false, browser: true })

    const put = await call('PUT', 'notifications/me/subscriptions', bob, {
      selections: [{ notif_id: 'ArtistUploadedMedia', channels: { in_app: false, email: true, browser: false } }, { notif_id: 'CommentReceivedReply', channels: { browser: false } }],
    })
    expect(put.statusCode).toBe(200)
    const saved = NotificationSubscriptionsResponseSchema.parse(put.json()).user_selections
    expect(saved.find((s) => s.notif_id === 'ArtistUploadedMedia')!.channels).toEqual({ in_app: false, email: true, browser: false })
    expect(saved.find((s) => s.notif_id === 'CommentReceivedReply')!.channels).toEqual({ in_app: true, email: false, browser: false })
    const rows = await t.db.select().from(notificationSubscriptions).where(eq(notificationSubscriptions.userId, bob.id))
    expect(rows).toHaveLength(2)
    // Alice's choices are untouched.
    const other = NotificationSubscriptionsResponseSchema.parse((await call('GET', 'notifications/me/subscriptions', alice)).json())
    expect(other.user_selections.find((s) => s.notif_id === 'ArtistUploadedMedia')!.channels.in_app).toBe(true)
  })

  it('refuses unknown types and channels with 422', async () => {
    expect((await call('PUT', 'notifications/me/subscriptions', bob, { selections: [{ notif_id: 'Nope', channels: {} }] })).statusCode).toBe(422)
    expect((await call('PUT', 'notifications/me/subscriptions', bob, { selections: [{ notif_id: 'ArtistUploadedMedia', channels: { sms: true } }] })).statusCode).toBe(422)
  })

  it('puts the VAPID public key in bootstrap data and never the private key', async () => {
    const res = await call('GET', 'bootstrap-data')
    const boot = BootstrapDataSchema.parse(res.json())
    const key = (boot.settings.notifications as { vapid_public_key?: string }).vapid_public_key
    expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/)
    expect(res.body).not.toContain('vapid_private_key')
    // Kept: a second app over the same database reads the same pair.
    const again = BootstrapDataSchema.parse((await call('GET', 'bootstrap-data', alice)).json())
    expect((again.settings.notifications as { vapid_public_key?: string }).vapid_public_key).toBe(key)
  })
})
