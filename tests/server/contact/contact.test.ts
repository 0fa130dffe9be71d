import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTACT_SUCCESS_MESSAGE } from '../../../src/shared/contracts/contact'
import { outgoingEmails } from '../../../src/server/db/schema/index'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { makeSettingsRepo, makeSettingsService } from '../../../src/server/modules/settings/index'
import { startSmtpPeer } from '../auth/smtp-peer'

const SMTP_PORT = 4371

describe('contact page: a message mailed to the site, checked and throttled', () => {
  let t: TestApp
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>
  /** Writes through the settings service, which flushes the one-second settings cache at once. */
  const settingsOf = () => makeSettingsService({ repo: makeSettingsRepo(t.db) })
  const send = (body: object, ip = '10.0.0.1') => t.app.inject({ method: 'POST', url: '/api/v1/contact-page', payload: body, remoteAddress: ip })

  beforeAll(async () => {
    smtp = await startSmtpPeer(SMTP_PORT)
    t = await buildTestApp({ MAIL_URL: smtp.url, ADMIN_EMAIL: 'owner@example.com' })
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  it('mails the message to the admin address over SMTP, replying to the sender', async () => {
    const res = await send({ name: 'Ada', email: 'ada@example.com', message: 'Hello there' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: CONTACT_SUCCESS_MESSAGE })
    // Delivery is a queued job: wait for the SMTP peer to receive it.
    const mail = await smtp.waitFor('owner@example.com')
    expect(mail.text).toContain('Hello there')
    expect(mail.raw).toMatch(/Reply-To: Ada <ada@example.com>/i)
    await expect.poll(async () => (await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, 'owner@example.com')))[0]?.status).toBe('sent')
  })

  it('sends to mail.contact_page_address when it is set', async () => {
    await settingsOf().update({ server: { 'mail.contact_page_address': 'support@example.com' } })
    await send({ name: 'Bo', email: 'bo@example.com', message: 'Question' }, '10.0.0.2')
    expect((await smtp.waitFor('support@example.com')).text).toContain('Question')
    await settingsOf().update({ server: { 'mail.contact_page_address': '' } })
  })

  it('refuses missing or bad fields with a 422 naming each, and sends nothing', async () => {
    const before = smtp.inbox.length
    const res = await send({ name: '', email: 'not-an-address', message: '' }, '10.0.0.3')
    expect(res.statusCode).toBe(422)
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'message', 'name'])
    expect(smtp.inbox.length).toBe(before)
  })

  it('throttles a flood from one address: the sixth message in ten minutes is a 429', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await send({ name: 'Flood', email: 'f@example.com', message: `#${i}` }, '10.0.0.9')).statusCode)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    // Another address is not affected.
    expect((await send({ name: 'Other', email: 'o@example.com', message: 'hi' }, '10.0.0.10')).statusCode).toBe(200)
  })

  it('asks for the human check when recaptcha is on for contact', async () => {
    await settingsOf().update({ client: { 'recaptcha.enable.contact': true } })
    const res = await send({ name: 'Bot', email: 'bot@example.com', message: 'spam' }, '10.0.0.11')
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.recaptcha_token).toBeTruthy()
    await settingsOf().update({ client: { 'recaptcha.enable.contact': false } })
  })
})
