import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../helpers/build-app'
import { Browser, newUser } from '../auth/auth-helpers'
import { actor, buildNotificationsApp, eventually } from './notifications-app'
import { openStream } from './sse-client'

// Issue 25: "Enable realtime updates" (realtime.enable) off stops the live stream: open streams get a
// last `realtime-off` event and end, new ones are refused; on again, the stream works again.
describe('realtime.enable and the live notification stream', () => {
  const PORT = 4303
  let t: TestApp
  beforeAll(async () => {
    t = await buildNotificationsApp()
    await t.app.listen({ port: PORT, host: '127.0.0.1' })
  }, 180_000)
  afterAll(async () => {
    await t.close()
  })

  it('streams while on, ends open streams and refuses new ones when the admin turns it off', async () => {
    await newUser(t.db, 'live@test.local')
    const browser = new Browser(t.app)
    expect((await browser.login('live@test.local')).statusCode).toBe(200)
    const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const admin = await actor(t.db, ['admin'])
    const setRealtime = (on: boolean) =>
      t.app.inject({ method: 'POST', url: '/api/v1/settings', headers: admin.headers, payload: { client: JSON.stringify({ 'realtime.enable': on }) } })

    const stream = await openStream(PORT, cookie)
    expect(stream.status).toBe(200)
    await eventually(async () => expect(stream.events[0]).toEqual({ type: 'unread-count', unreadCount: 0 }))

    expect((await setRealtime(false)).statusCode).toBe(200)
    await eventually(async () => expect(stream.ended).toBe(true))
    expect(stream.events.at(-1)).toEqual({ type: 'realtime-off' })

    const refused = await openStream(PORT, cookie)
    expect(refused.status).toBe(404)
    refused.close()

    expect((await setRealtime(true)).statusCode).toBe(200)
    const again = await openStream(PORT, cookie)
    expect(again.status).toBe(200)
    again.close()
  })
})
