import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pushSubscriptions, settings } from '../../../src/server/db/schema/index'
import { parsePushHosts, pushEndpointProblem } from '../../../src/server/modules/notifications/push-endpoints'
import { BootstrapDataSchema } from '../../../src/shared/contracts/bootstrap'
import { PushPayloadSchema } from '../../../src/shared/contracts/notifications'
import type { TestApp } from '../../helpers/build-app'
import { newArtist, newTrack } from '../../helpers/factories'
import { actor, api, buildNotificationsApp, eventually, storedFor, type Actor } from './notifications-app'
import { startPushReceiver } from './push-receiver'

const RECEIVER_PORT = 4301

describe('browser push (web-push to a local HTTPS push service)', () => {
  let t: TestApp
  let receiver: Awaited<ReturnType<typeof startPushReceiver>>
  let call: ReturnType<typeof api>
  let listener: Actor
  let replier: Actor
  let other: Actor
  let trackId: number
  let parentId: number
  let caDir: string

  beforeAll(async () => {
    receiver = await startPushReceiver(RECEIVER_PORT)
    caDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-push-ca-'))
    fs.writeFileSync(path.join(caDir, 'ca.pem'), receiver.cert)
    // The receiver is allowed by configuration only: the default allow-list (browsers' push services) stays.
    t = await buildNotificationsApp({ PUSH_ENDPOINT_HOSTS: receiver.host, PUSH_CA_FILE: path.join(caDir, 'ca.pem') })
    call = api(t)
    listener = await actor(t.db, ['users'], 'Listener')
    replier = await actor(t.db, ['users'], 'Replier')
    other = await actor(t.db, ['users'], 'Other')
    trackId = (await newTrack(t.db, [(await newArtist(t.db)).id], { name: 'Night Bus' })).id
    parentId = (await call('POST', 'comment', listener, { commentable_type: 'track', commentable_id: trackId, content: 'First!' })).json().comment.id
  }, 180_000)
  afterAll(async () => {
    await t.close()
    await receiver.close()
    fs.rmSync(caDir, { recursive: true, force: true })
  })

  const reply = (content: string) => call('POST', 'comment', replier, { commentable_type: 'track', commentable_id: trackId, content, inReplyTo: parentId })

  it('delivers an encrypted, VAPID-signed payload {title, body, icon, url, notificationId} that the browser keys decrypt', async () => {
    const browser = receiver.subscribe()
    expect((await call('POST', 'notifications/push-subscriptions', listener, { ...browser, expirationTime: null })).statusCode).toBe(200)
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, listener.id))).toHaveLength(1)

    expect((await reply('Great <b>tune</b>')).statusCode).toBe(200)
    await eventually(async () => expect(receiver.received).toHaveLength(1))
    const push = receiver.received[0]!
    expect(push.encoding).toBe('aes128gcm')
    const payload = PushPayloadSchema.strict().parse(JSON.parse(push.plaintext))
    const [stored] = await storedFor(t.db, listener.id)
    expect(payload).toEqual({ title: 'Replier Test replied to your comment', body: 'Great <b>tune</b>', icon: null, url: `/track/${trackId}/night-bus`, notificationId: stored!.id })
    // Signed with the site's key, the one bootstrap data hands to browsers; the private key never travels.
    const boot = BootstrapDataSchema.parse((await call('GET', 'bootstrap-data')).json())
    expect(push.vapidKey).toBe((boot.settings.notifications as { vapid_public_key: string }).vapid_public_key)
    const [privateRow] = await t.db.select().from(settings).where(eq(settings.name, 'notifications.vapid_private_key'))
    expect(privateRow!.private).toBe(true)
    expect(push.plaintext).not.toContain(String(privateRow!.value))
    expect(Buffer.byteLength(push.plaintext)).toBeLessThan(1024)
    expect(receiver.errors).toEqual([])
  })

  it('sends nothing to the browser channel once the user turns it off', async () => {
    await call('PUT', 'notifications/me/subscriptions', listener, { selections: [{ notif_id: 'CommentReceivedReply', channels: { browser: false } }] })
    await reply('Second reply')
    expect(await storedFor(t.db, listener.id)).toHaveLength(2)
    expect(receiver.received).toHaveLength(1)
    await call('PUT', 'notifications/me/subscriptions', listener, { selections: [{ notif_id: 'CommentReceivedReply', channels: { browser: true } }] })
  })

  it('removes a subscription the push service answers 410 (gone)', async () => {
    receiver.answer(410)
    await reply('Third reply')
    await eventually(async () => expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, listener.id))).toHaveLength(0))
    receiver.answer(201)
  })

  it('refuses endpoints that are not https or not a known push service, and bad keys, with 422; nothing stored', async () => {
    const good = receiver.subscribe()
    const bad = [
      { ...good, endpoint: good.endpoint.replace('https:', 'http:') },
      { ...good, endpoint: 'https://evil.example/push/abc' },
      { ...good, endpoint: `https://127.0.0.1:${RECEIVER_PORT + 1}/push/abc` },
      { ...good, endpoint: `https://user:pw@${receiver.host}/push/abc` },
      { ...good, endpoint: `https://${receiver.host}/` },
      { ...good, keys: { ...good.keys, p256dh: 'AAAA' } },
      { ...good, keys: { ...good.keys, auth: 'not base64url!' } },
      { endpoint: good.endpoint },
    ]
    for (const body of bad) {
      const res = await call('POST', 'notifications/push-subscriptions', other, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
    }
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, other.id))).toHaveLength(0)
  })

  it('allows the browsers’ push services by default and the test receiver only through PUSH_ENDPOINT_HOSTS', () => {
    const defaults = parsePushHosts(undefined)
    expect(pushEndpointProblem('https://fcm.googleapis.com/fcm/send/abc:def', defaults)).toBeNull()
    expect(pushEndpointProblem('https://updates.push.services.mozilla.com/wpush/v2/gAAA', defaults)).toBeNull()
    expect(pushEndpointProblem('https://wns2-par02p.notify.windows.com/w/?token=x', defaults)).toBeNull()
    expect(pushEndpointProblem('https://web.push.apple.com/QGx', defaults)).toBeNull()
    expect(pushEndpointProblem(`https://${receiver.host}/push/abc`, defaults)).not.toBeNull()
    expect(pushEndpointProblem('https://fcm.googleapis.com.evil.example/fcm/send/x', defaults)).not.toBeNull()
    expect(pushEndpointProblem('https://push.apple.com/x', defaults)).not.toBeNull()
    expect(pushEndpointProblem('https://fcm.googleapis.com:8443/fcm/send/x', defaults)).not.toBeNull()
  })

  it('moves an endpoint another account holds only for the same browser (its keys); anyone else gets 409 and it stays', async () => {
    const browser = receiver.subscribe()
    expect((await call('POST', 'notifications/push-subscriptions', listener, browser)).statusCode).toBe(200)
    const stranger = receiver.subscribe()
    const taken = await call('POST', 'notifications/push-subscriptions', other, { endpoint: browser.endpoint, keys: stranger.keys })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().message).toBe('This push subscription belongs to another account.')
    const halfKnown = await call('POST', 'notifications/push-subscriptions', other, { endpoint: browser.endpoint, keys: { ...stranger.keys, p256dh: browser.keys.p256dh } })
    expect(halfKnown.statusCode).toBe(409)
    const owner = async () => (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint)))[0]!.userId
    expect(await owner()).toBe(listener.id)
    // The same browser (the listener signed out there, another account signed in) re-registers its subscription.
    expect((await call('POST', 'notifications/push-subscriptions', other, browser)).statusCode).toBe(200)
    expect(await owner()).toBe(other.id)
    await call('DELETE', 'notifications/push-subscriptions', other, { endpoint: browser.endpoint })
  })

  it('DELETE push-subscriptions by endpoint: own only (another user’s answers 404 and stays)', async () => {
    const browser = receiver.subscribe()
    await call('POST', 'notifications/push-subscriptions', listener, browser)
    expect((await call('DELETE', 'notifications/push-subscriptions', other, { endpoint: browser.endpoint })).statusCode).toBe(404)
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint))).toHaveLength(1)
    expect((await call('DELETE', 'notifications/push-subscriptions', listener, { endpoint: browser.endpoint })).statusCode).toBe(200)
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint))).toHaveLength(0)
    expect((await call('DELETE', 'notifications/push-subscriptions', undefined, { endpoint: browser.endpoint })).statusCode).toBe(401)
  })
})
