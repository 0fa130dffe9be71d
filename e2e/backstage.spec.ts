// Issue 11's journey: a listener asks to become an artist in the backstage form, the admin approves it on
// /admin/backstage-requests, the new artist uploads a WAV through the track form (POST file-entries) and
// saves the track, and a guest finds that track in search and plays it.
import type { Page } from '@playwright/test'
import { E2E_ADMIN } from './fixtures/admin'
import { expectAccessible } from './fixtures/axe'
import { expect, test } from './fixtures/test'
import { MEDIA_PROBE, expectPlaying, registerByApi, rowTrackId, trackRows } from './fixtures/your-music'

/** A 4-second 8 kHz mono 16-bit WAV with a 440 Hz tone: small, and Chromium plays it. */
function toneWav(seconds = 4, rate = 8000): Buffer {
  const samples = seconds * rate
  const buf = Buffer.alloc(44 + samples * 2)
  buf.write('RIFF', 0)
  buf.writeUInt32LE(36 + samples * 2, 4)
  buf.write('WAVEfmt ', 8)
  buf.writeUInt32LE(16, 16)
  buf.writeUInt16LE(1, 20)
  buf.writeUInt16LE(1, 22)
  buf.writeUInt32LE(rate, 24)
  buf.writeUInt32LE(rate * 2, 28)
  buf.writeUInt16LE(2, 32)
  buf.writeUInt16LE(16, 34)
  buf.write('data', 36)
  buf.writeUInt32LE(samples * 2, 40)
  for (let i = 0; i < samples; i++) buf.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000), 44 + i * 2)
  return buf
}

async function loginByApi(page: Page, email: string, password: string) {
  const res = await page.request.post('/api/v1/auth/login', { data: { email, password, remember: true } })
  expect(res.status(), await res.text()).toBe(200)
}

test.describe('backstage', () => {
  test('become an artist, get approved, upload a track; a guest finds it in search and plays it', async ({ page, visit, browser }) => {
    test.setTimeout(90_000)
    const stamp = Date.now() % 1_000_000
    const artistName = `Paper Moons ${stamp}`
    const trackName = `Glass Harbour ${stamp}`

    // The listener sends the request in the form.
    await registerByApi(page, 'backstage')
    await visit('/backstage/requests')
    await page.getByRole('link', { name: /Become an artist/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Become an artist' })).toBeVisible()
    await expectAccessible(page, '/backstage/requests/become-artist')
    await page.getByRole('textbox', { name: 'Artist name' }).fill(artistName)
    await page.getByRole('button', { name: 'Send request' }).click()
    await expect(page).toHaveURL(/\/backstage\/requests\/\d+\/request-submitted$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Request submitted' })).toBeVisible()
    await expectAccessible(page, 'request submitted')

    // The admin approves it.
    const adminContext = await browser.newContext()
    const admin = await adminContext.newPage()
    await loginByApi(admin, E2E_ADMIN.email, E2E_ADMIN.password)
    await admin.goto('/admin/backstage-requests')
    await expect(admin.getByRole('button', { name: `Review ${artistName}` })).toBeVisible()
    await expectAccessible(admin, '/admin/backstage-requests')
    await admin.getByRole('button', { name: `Review ${artistName}` }).click()
    const dialog = admin.getByRole('dialog')
    await expect(dialog.getByText('Passport scan')).toBeVisible()
    await expectAccessible(admin, '/admin/backstage-requests (review dialog)')
    await dialog.getByRole('textbox', { name: 'Notes' }).fill('Welcome to Encore')
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await expect(admin.getByText('Request approved').first()).toBeVisible()
    await adminContext.close()

    // Now an artist: the new-track page opens, the WAV goes up through POST file-entries.
    await visit('/backstage/tracks/new')
    await expect(page.getByRole('heading', { level: 1, name: 'New track' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Artists' }).getByText(artistName)).toBeVisible()
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/v1/file-entries') && r.request().method() === 'POST')
    await page.getByLabel('Audio file', { exact: true }).and(page.locator('input[type=file]')).setInputFiles({ name: 'glass.wav', mimeType: 'audio/wav', buffer: toneWav() })
    expect((await uploaded).ok()).toBe(true)
    await expect(page.getByRole('textbox', { name: 'Duration (mm:ss)' })).toHaveValue('0:04')
    await page.getByRole('textbox', { name: 'Name' }).fill(trackName)
    await page.getByRole('button', { name: 'Create track' }).click()
    await expect(page).toHaveURL(/\/track\/\d+\//)
    await expect(page.getByRole('heading', { level: 1, name: trackName })).toBeVisible()

    // A guest finds it in search and plays it.
    const guestContext = await browser.newContext()
    const guest = await guestContext.newPage()
    await guest.addInitScript({ path: MEDIA_PROBE })
    await guest.goto(`/search/${encodeURIComponent(trackName)}`)
    const result = trackRows(guest).filter({ has: guest.getByRole('link', { name: trackName, exact: true }) }).first()
    await expect(result).toBeVisible()
    const trackId = await rowTrackId(result)
    await result.getByRole('button', { name: /^Play / }).click()
    await expectPlaying(guest, trackId)
    await guestContext.close()
  })
})
