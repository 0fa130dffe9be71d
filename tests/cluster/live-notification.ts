// Issue 15: "a notification created on one process reaches a browser connected to another". A real
// Chromium signs in through nginx, then opens the notification stream (server-sent events) on process B
// directly (the session cookie is host-wide, so B knows the user); a reply to that user's comment is
// posted to process A, and the browser must receive it over B's stream (Redis pub/sub in between).
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { chromium } from '@playwright/test'
import type pg from 'pg'
import { CHROMIUM_ARGS } from '../../playwright.config'
import { ClusterClient } from './client'

interface Ports {
  lb: string
  /** Where the reply is posted. */
  processA: string
  /** Where the browser's stream is connected. */
  processB: string
}

/** How long the browser waits for the event: generous for a loaded CI machine, still a few seconds. */
const DELIVERY_BOUND_MS = 5000

export async function notificationAcrossProcesses(admin: ClusterClient, db: pg.Client, ports: Ports, trackId: number): Promise<void> {
  const email = `listener-${randomBytes(4).toString('hex')}@encore.local`
  const password = 'listener-password-1'
  const registered = await fetch(`${ports.lb}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, password_confirmation: password }),
  })
  assert.equal(registered.status, 200, `registration: ${await registered.text()}`)
  // The stream needs no verified address, but other routes might: the check is about delivery.
  await db.query('update users set email_verified_at = now() where email = $1', [email])
  const listener = new ClusterClient(ports.lb)
  await listener.login(email, password)
  const { body } = await listener.write('comment', '/api/v1/comment', { commentable_type: 'track', commentable_id: trackId, content: 'Listening from process B' })
  const commentId = (body as { comment: { id: number } }).comment.id

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true })
  try {
    const page = await browser.newPage()
    // Signed in through the load balancer, as a visitor would be.
    await page.goto(`${ports.lb}/api/v1/health`)
    const login = await page.evaluate(
      async ({ email, password }) =>
        (await fetch('/api/v1/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, remember: true }) })).status,
      { email, password },
    )
    assert.equal(login, 200, 'the browser signs in through nginx')
    // Pinned to process B: the page's origin is B, so its EventSource connects there and nowhere else.
    await page.goto(`${ports.processB}/api/v1/health`)
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const events: unknown[] = []
          ;(window as unknown as { liveEvents: unknown[] }).liveEvents = events
          const source = new EventSource('/api/v1/notifications/stream')
          source.addEventListener('notification', (e) => events.push(JSON.parse((e as MessageEvent<string>).data)))
          source.addEventListener('unread-count', () => resolve(), { once: true })
          source.onerror = () => reject(new Error('the notification stream on process B failed'))
        }),
    )
    const reply = await admin.once('reply', '/api/v1/comment', { method: 'POST', body: JSON.stringify({ commentable_type: 'track', commentable_id: trackId, content: 'A reply from process A', inReplyTo: commentId }) }, ports.processA)
    assert.ok(reply.attempt.ok, `the reply is posted to process A (${reply.attempt.status})`)
    const posted = Date.now()
    const received = await page
      .waitForFunction(() => ((window as unknown as { liveEvents: unknown[] }).liveEvents.length > 0 ? (window as unknown as { liveEvents: unknown[] }).liveEvents[0] : null), null, {
        timeout: DELIVERY_BOUND_MS,
      })
      .then((handle) => handle.jsonValue() as Promise<{ type: string; notification: { data: unknown } }>)
    assert.equal(received.type, 'notification')
    assert.match(JSON.stringify(received.notification), /A reply from process A/)
    console.log(`    the browser on process B received the notification ${Date.now() - posted} ms after process A answered`)
  } finally {
    await browser.close()
  }
}
