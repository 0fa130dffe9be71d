// Issue 13's journey: on a fresh install (SEED_DEMO=0: no catalogue, the starter channels) an administrator
// builds the site in the browser alone: uploads tagged MP3s (which creates the artist), publishes the
// album with a new genre, makes a channel of it, applies the "Music streaming" preset and puts the
// channel first on the homepage (keyboard reordering), changes the light theme's primary colour in
// the appearance editor (seen live in the preview frame first), and a guest sees all of it.
// The shared e2e server has the demo catalogue, so this spec starts its own server on an empty DATA_DIR.
import type { Page } from '@playwright/test'
import { taggedMp3, type Id3Tags } from '../tests/server/import/audio-fixtures'
import { expectAccessible } from './fixtures/axe'
import { ownServer } from './fixtures/own-server'
import { expect, waitForShell } from './fixtures/test'

const ADMIN = { email: 'owner@fresh.local', password: 'fresh-install-password' }
// Every page of this spec talks to the fresh server.
const { server, test } = ownServer({ port: Number(process.env.E2E_FRESH_PORT ?? 4351), name: 'fresh', admin: ADMIN })
const FRESH_URL = server.url

test.use({ serviceWorkers: 'block' })

const mp3 = (name: string, tags: Id3Tags, seconds: number) => ({ name, mimeType: 'audio/mpeg', buffer: taggedMp3(tags, seconds) })

/** Admin pages have their own layout (no `main#main`): wait for their first heading instead. */
async function open(page: Page, url: string) {
  await page.goto(url)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
}

test('on a fresh install an administrator builds the home page in the browser and a guest sees it', async ({ page, browser }) => {
  test.setTimeout(240_000)
  const artist = 'Lighthouse Keepers'
  const tagAlbum = 'Harbour Songs'
  // With uploads.autoMatch the upload flow already makes an empty album of the tag's name when it reads
  // the files (a known gap of the upload journey); the admin publishes under a name of their own.
  const album = 'Harbour Songs Live'
  const genre = 'Sea Shanty'
  const channel = 'Fresh Finds'

  const login = await page.request.post('/api/v1/auth/login', { data: ADMIN })
  expect(login.status(), await login.text()).toBe(200)

  // An empty site: nothing to hear yet.
  const empty = await (await page.request.get('/api/v1/search/Harbour')).text()
  expect(empty).not.toContain(tagAlbum)

  // 1. Upload: the tags name the artist (created as the files are read), the album and the genre.
  await open(page, '/backstage/upload')
  await page.getByTestId('upload-files-input').setInputFiles([
    mp3('01.mp3', { title: 'Low Tide', artist, album: tagAlbum, genre, track: 1 }, 5),
    mp3('02.mp3', { title: 'High Water', artist, album: tagAlbum, genre, track: 2 }, 6),
  ])
  await expect(page.getByTestId('upload-row').filter({ hasText: 'Ready for details' })).toHaveCount(2, { timeout: 30_000 })
  await page.getByRole('region', { name: 'Ready for details' }).getByRole('link', { name: `Continue with ${tagAlbum}` }).click()
  const albumForm = page.getByRole('form', { name: 'New album' })
  await expect(albumForm.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(tagAlbum)
  await albumForm.getByRole('textbox', { name: 'Name', exact: true }).fill(album)
  await expect(albumForm.getByRole('textbox', { name: 'Genres' })).toHaveValue(genre)
  await expect(albumForm.getByRole('group', { name: 'Artists' }).getByText(artist)).toBeVisible()
  await albumForm.getByRole('button', { name: 'Create album' }).click()
  await expect(page).toHaveURL(/\/album\/\d+\//)
  await expect(page.getByRole('heading', { level: 1, name: album })).toBeVisible()

  // 2. The "Music streaming" preset (the starter channels a fresh install gets) is applied again: it replaces every channel.
  await open(page, '/admin/channels')
  await page.getByRole('button', { name: 'Apply “Music streaming” preset' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Apply preset' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expectAccessible(page, '/admin/channels')
  // 3. A new manual channel holding the album (search-and-add).
  await open(page, '/admin/channels/new')
  await expectAccessible(page, '/admin/channels/new')
  const form = page.getByRole('form', { name: 'New channel' })
  await form.getByRole('textbox', { name: 'Name' }).fill(channel)
  await form.getByLabel('Content type').selectOption('manual')
  await form.getByLabel('Content model').selectOption('album')
  await form.getByRole('button', { name: 'Create channel' }).click()
  await expect(page).toHaveURL(/\/admin\/channels\/\d+\/edit$/)
  await page.getByRole('searchbox', { name: 'Search albums to add' }).fill('Harbour')
  await page.getByRole('button', { name: `Add ${album}`, exact: true }).click()
  await expect(page.getByRole('list', { name: 'Channel content' }).getByRole('listitem').filter({ hasText: album })).toBeVisible()
  await expectAccessible(page, 'channel editor')

  // It goes into the homepage channel and is moved first by keyboard.
  await open(page, '/admin/channels')
  await page.getByRole('link', { name: 'Edit Discover' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Edit “Discover”' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search channels to add' }).fill('Fresh')
  await page.getByRole('button', { name: `Add ${channel}`, exact: true }).click()
  const content = page.getByRole('list', { name: 'Channel content' }).getByRole('listitem')
  await expect(content).toHaveCount(5)
  await expect(content.last()).toContainText(channel)
  const handle = page.getByRole('button', { name: 'Reorder item 5' })
  await handle.focus()
  await page.keyboard.press('Space')
  // The keyboard sensor measures the list when the drag starts and after each move: keys sent faster than
  // that were dropped on a loaded run (the item moved fewer places). Wait for the drag, then step.
  await expect(handle).toHaveAttribute('aria-pressed', 'true')
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('ArrowUp')
    await page.waitForTimeout(150)
  }
  // The drop shows the new order at once and saves it in the background: wait for that save to answer
  // before reloading, or the reload may cancel it (seen on a fast run).
  const saved = page.waitForResponse((r) => r.url().endsWith('/reorder-content') && r.request().method() === 'POST')
  await page.keyboard.press('Space')
  await expect(content.first()).toContainText(channel)
  expect((await saved).status()).toBe(200)
  // The order is saved: a reload shows it too.
  await page.reload()
  await expect(page.getByRole('list', { name: 'Channel content' }).getByRole('listitem').first()).toContainText(channel)

  // 4. The appearance editor: the light theme's primary colour, previewed live in the frame, then saved.
  await open(page, '/admin/appearance')
  await expectAccessible(page, '/admin/appearance')
  const preview = page.frameLocator('iframe[title="Site preview"]')
  await expect(preview.locator('main#main')).toBeVisible({ timeout: 20_000 })
  await page.getByRole('button', { name: /^Themes/ }).click()
  await page.getByRole('button', { name: 'Edit Light' }).click()
  await page.getByRole('textbox', { name: 'Primary', exact: true }).fill('200 30 90')
  await expect
    .poll(() => page.frames().find((f) => f.url().includes('appearance-preview'))?.evaluate(() => document.documentElement.style.getPropertyValue('--be-primary')))
    .toBe('200 30 90')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Appearance saved')).toBeVisible()
  await expectAccessible(page, '/admin/appearance/themes')

  // Logging out from the site inside the editor's frame is refused with the spec's toast.
  await preview.getByRole('button', { name: 'Account menu' }).click()
  await preview.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(preview.getByText("Can't logout while in appearance editor.")).toBeVisible()

  // 5. A guest sees the channel first on the homepage, the album and its genre, in the new colour.
  const guestContext = await browser.newContext({ baseURL: FRESH_URL, serviceWorkers: 'block', colorScheme: 'light' })
  const guest = await guestContext.newPage()
  await guest.goto('/')
  await waitForShell(guest)
  await expect(guest.getByRole('heading', { name: channel })).toBeVisible()
  await expect(guest.getByRole('link', { name: album }).first()).toBeVisible()
  await expect
    .poll(() => guest.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--be-primary').trim()))
    .toBe('200 30 90')
  // The page is painted in the new colour before the app starts (the theme sheet its head links): with the
  // app held back, a light visitor sees it, and a "system" visitor whose OS is dark the dark default.
  for (const [colorScheme, primary, background] of [['light', '200 30 90', '255 255 255'], ['dark', '74 222 128', '18 18 18']] as const) {
    const still = await browser.newContext({ baseURL: FRESH_URL, serviceWorkers: 'block', colorScheme })
    const held = await still.newPage()
    await held.route('**/boot.js', (route) => route.abort())
    await held.goto('/')
    await expect(held.locator('#ssr-state')).toBeAttached()
    await expect(held.getByRole('heading', { name: channel })).toBeVisible()
    const look = await held.evaluate(() => {
      const style = getComputedStyle(document.documentElement)
      return { primary: style.getPropertyValue('--be-primary').trim(), background: style.getPropertyValue('--be-background').trim(), scheme: style.colorScheme }
    })
    expect(look, colorScheme).toEqual({ primary, background, scheme: colorScheme })
    await still.close()
  }
  await expectAccessible(guest, 'guest home')
  await guest.getByRole('link', { name: album }).first().click()
  await expect(guest.getByRole('heading', { level: 1, name: album })).toBeVisible()
  await expect(guest.getByRole('link', { name: artist }).first()).toBeVisible()
  await expect(guest.getByText(/Low Tide/).first()).toBeVisible()
  // The genre the admin gave the album links to its page (the preset's `genre` channel).
  await guest.getByRole('link', { name: new RegExp(`^${genre}$`, 'i') }).first().click()
  await expect(guest).toHaveURL(/\/genre\//)
  await expect(guest.getByRole('heading', { level: 1, name: new RegExp(genre, 'i') })).toBeVisible()
  await guestContext.close()
})

test('every appearance section passes axe; branding, a menu item and custom CSS reach a guest after saving', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const login = await page.request.post('/api/v1/auth/login', { data: ADMIN })
  expect(login.status(), await login.text()).toBe(200)
  await open(page, '/admin/appearance')
  for (const section of ['General', 'SEO', 'Custom code', 'Themes', 'Menus', 'Landing page']) {
    await page.getByRole('button', { name: new RegExp(`^${section}`) }).click()
    await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible()
    await expectAccessible(page, `/admin/appearance: ${section}`)
    if (section === 'General') await page.getByRole('textbox', { name: 'Site name' }).fill('Harbour Radio')
    if (section === 'Custom code') await page.getByRole('textbox', { name: 'Custom CSS' }).fill('body { outline: 3px solid rgb(1, 2, 3); }')
    if (section === 'Menus') {
      await page.getByRole('button', { name: 'Edit Primary sidebar' }).click()
      await page.getByRole('button', { name: 'Add item' }).click()
      await page.getByRole('textbox', { name: 'Label' }).fill('Tide Charts')
      await page.getByRole('textbox', { name: /^Route/ }).fill('/popular-albums')
      await expectAccessible(page, '/admin/appearance: menu item')
    }
    await page.getByRole('button', { name: 'Back to sections' }).click()
  }
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Appearance saved')).toBeVisible()

  const guestContext = await browser.newContext({ baseURL: FRESH_URL, serviceWorkers: 'block' })
  const guest = await guestContext.newPage()
  await guest.goto('/')
  await waitForShell(guest)
  await expect(guest.getByRole('link', { name: 'Harbour Radio home' }).first()).toBeVisible()
  await expect(guest.getByRole('link', { name: 'Tide Charts' }).first()).toBeAttached()
  await expect.poll(() => guest.evaluate(() => getComputedStyle(document.body).outlineColor)).toBe('rgb(1, 2, 3)')
  // A server-rendered page links the custom CSS itself: it applies before the app starts (here it never does).
  const held = await guestContext.newPage()
  await held.route('**/boot.js', (route) => route.abort())
  await held.goto('/pages/privacy-policy')
  await expect(held.locator('#ssr-state')).toBeAttached()
  expect(await held.evaluate(() => getComputedStyle(document.body).outlineColor)).toBe('rgb(1, 2, 3)')
  await guestContext.close()
})
