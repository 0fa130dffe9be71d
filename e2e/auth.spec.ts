// Accounts end to end in Chromium: register -> verify with the mailed code -> log out -> log in with
// two-factor (TOTP computed here) -> session list -> log out other sessions. Mails arrive at a real
// SMTP peer on loopback; the server must run with MAIL_URL pointing at it (E2E: smtp://127.0.0.1:3157).
import type { APIRequestContext, Page } from '@playwright/test'
import { OAuth2Server } from 'oauth2-mock-server'
import { generateSync } from 'otplib'
import { SMTPServer } from 'smtp-server'
import { E2E_ADMIN } from './fixtures/admin'
import { expect, test } from './fixtures/test'

const MAIL_URL = process.env.MAIL_URL
const PASSWORD = 'e2e user password'
const inbox: { to: string[]; text: string }[] = []
let smtp: SMTPServer | null = null

test.describe.configure({ mode: 'serial' })

async function asAdmin(request: APIRequestContext, client: Record<string, unknown>, server?: Record<string, unknown>) {
  const login = await request.post('/api/v1/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  expect(login.status(), await login.text()).toBe(200)
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value
  const res = await request.post('/api/v1/settings', { data: { client: JSON.stringify(client), ...(server ? { server: JSON.stringify(server) } : {}) }, headers: { 'X-XSRF-TOKEN': xsrf } })
  expect(res.status(), await res.text()).toBe(200)
  await request.post('/api/v1/auth/logout', { headers: { 'X-XSRF-TOKEN': xsrf } })
}

async function waitForMail(to: string): Promise<string> {
  await expect.poll(() => inbox.some((m) => m.to.includes(to)), { timeout: 10_000 }).toBe(true)
  return [...inbox].reverse().find((m) => m.to.includes(to))!.text
}

async function login(page: Page, email: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Continue' }).click()
}

test.beforeAll(async () => {
  // e2e/global-setup.ts always starts the server with MAIL_URL; without it these journeys cannot read
  // their mail, and skipping would hide that, so fail instead.
  if (!MAIL_URL) throw new Error('The e2e server needs MAIL_URL (e2e/global-setup.ts sets smtp://127.0.0.1:3157)')
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = ''
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')))
      stream.on('end', () => {
        const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), text })
        done()
      })
    },
  })
  const port = Number(new URL(MAIL_URL!).port)
  await new Promise<void>((resolve) => smtp!.listen(port, '127.0.0.1', resolve))
})

test.afterAll(async ({ request }) => {
  if (!smtp) return
  await asAdmin(request, { require_email_confirmation: false })
  await new Promise<void>((resolve) => smtp!.close(() => resolve()))
})

test('register, verify the e-mail with the mailed code, log out', async ({ page, request }) => {
  await asAdmin(request, { require_email_confirmation: true })
  const email = `new-${Date.now()}@example.com`
  await page.goto('/register')
  await expect(page.getByRole('heading', { name: 'Create a new account' })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()

  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible()
  await expect(page.getByText(`Enter the verification code we sent to ${email.slice(0, 2)}`)).toBeVisible()
  const code = /verification code is (\d{6})/.exec(await waitForMail(email))![1]!
  await page.getByLabel('Code').fill(code)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.locator('main#main')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/login$/)
})

test('two-factor login, the session list and logging out other sessions', async ({ page, browser, request }) => {
  await asAdmin(request, { require_email_confirmation: false })
  const email = `tfa-${Date.now()}@example.com`
  await request.post('/api/v1/auth/register', { data: { email, password: PASSWORD, password_confirmation: PASSWORD } })

  await login(page, email)
  await expect(page).not.toHaveURL(/\/login$/)
  await page.goto('/account-settings')
  await page.getByRole('button', { name: 'Enable' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Password').fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  const secret = (await page.locator('code').first().textContent())!.trim()
  await page.getByLabel('Code').fill(generateSync({ secret }))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('You have enabled two factor authentication.')).toBeVisible()

  // A second browser signs in with the code computed here.
  const other = await browser.newContext()
  const second = await other.newPage()
  await login(second, email)
  await expect(second.getByRole('heading', { name: 'Two factor authentication' })).toBeVisible()
  await second.getByLabel('Code').fill(generateSync({ secret }))
  await second.getByRole('button', { name: 'Confirm' }).click()
  await expect(second).not.toHaveURL(/\/login$/)

  await page.reload()
  const sessions = page.getByRole('region', { name: 'Active sessions' })
  // This page, the second browser and the API context that registered the account.
  await expect(sessions.getByRole('listitem')).toHaveCount(3)
  await expect(sessions.getByText('This device')).toHaveCount(1)
  await sessions.getByRole('button', { name: 'Log out other sessions' }).click()
  await page.getByRole('dialog').getByLabel('Password').fill(PASSWORD)
  await page.getByRole('dialog').getByRole('button', { name: 'Log out other sessions' }).click()
  await expect(page.getByText('Logged out other sessions.')).toBeVisible()
  await expect(sessions.getByRole('listitem')).toHaveCount(1)

  const res = await second.request.get('/api/v1/user-sessions')
  expect(res.status()).toBe(401)
  await other.close()
})

test('social login through the popup with a real OAuth2 server on loopback', async ({ page, request }) => {
  const oauth = new OAuth2Server()
  await oauth.issuer.keys.generate('RS256')
  await oauth.start(3156, '127.0.0.1')
  const email = `social-${Date.now()}@example.com`
  oauth.service.on('beforeUserinfo', (response: { body: unknown }) => {
    response.body = { sub: `google-${email}`, email, name: 'Social Person' }
  })
  const provider = 'http://127.0.0.1:3156'
  try {
    await asAdmin(
      request,
      { 'social.google.enable': true },
      {
        'social.google.client_id': 'encore-e2e',
        'social.google.client_secret': 'e2e-secret',
        'social.google.authorize_url': `${provider}/authorize`,
        'social.google.token_url': `${provider}/token`,
        'social.google.userinfo_url': `${provider}/userinfo`,
      },
    )
    await page.goto('/login')
    const popupOpened = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Continue with Google' }).click()
    const popup = await popupOpened
    // Not popup.waitForEvent('close'): on a warm server the whole flow (three loopback redirects and the
    // callback page's window.close) can finish before that waiter is attached, and a 'close' already
    // emitted is never seen again, so the wait ran into the test's timeout. isClosed() has no such gap.
    await expect.poll(() => popup.isClosed(), { timeout: 20_000 }).toBe(true)
    // SUCCESS: the opener applied the bootstrap data and left the login page.
    await expect(page).not.toHaveURL(/\/login$/)
    await page.getByRole('button', { name: 'Account menu' }).click()
    await expect(page.getByText(email)).toBeVisible()
    await page.keyboard.press('Escape')
  } finally {
    await asAdmin(request, { 'social.google.enable': false })
    await oauth.stop()
  }
})
