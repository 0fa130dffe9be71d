// "No screen ever hangs or lies" (issue 24) in Chromium against the production build and the seeded
// catalogue: a guest's Like is done after signing in, on the page it was asked on; signing out leaves no
// private playlist in the persisted query cache; a 500 of a page's data shows the error page with Reload;
// a misspelt search finds the track; /search without a query lists recent searches and genres; the genre
// page lists the genre's popular tracks, albums and artists.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/test'
import { openFirstAlbum, PASSWORD, registerByApi, uniqueEmail } from './fixtures/your-music'

/** The persisted query cache (lib/persist.ts) as text, or '' when nothing is saved. */
async function persistedCache(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('encore-query-cache')
        open.onerror = () => resolve('')
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('clients')) return resolve('')
          const get = db.transaction('clients').objectStore('clients').get('query-client')
          get.onsuccess = () => resolve(get.result ? JSON.stringify(get.result) : '')
          get.onerror = () => resolve('')
        }
      }),
  )
}

async function signInWithForm(page: Page, email: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Continue' }).click()
}

test.describe('listener depth', () => {
  test("a guest's Like is done after signing in, back on the album", async ({ page, request, visit }) => {
    test.setTimeout(60_000)
    // The account exists already (its own cookie jar): the guest only signs in.
    const email = uniqueEmail('pending-like')
    const made = await request.post('/api/v1/auth/register', { data: { email, password: PASSWORD, password_confirmation: PASSWORD } })
    expect(made.status(), await made.text()).toBe(200)

    await openFirstAlbum(page, visit)
    const albumUrl = page.url()
    const like = page.getByRole('main').getByRole('button', { name: 'Like', exact: true }).first()
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    await like.click()
    await expect(page).toHaveURL(/\/login$/)
    await signInWithForm(page, email)

    await expect(page).toHaveURL(albumUrl)
    await expect(page.getByRole('main').getByRole('button', { name: 'Like', exact: true }).first()).toHaveAttribute('aria-pressed', 'true')
    // Done on the server, not only shown: a reload still shows it liked.
    await page.reload()
    await expect(page.getByRole('main').getByRole('button', { name: 'Like', exact: true }).first()).toHaveAttribute('aria-pressed', 'true')
  })

  test('signing out leaves no private playlist in the cache after a reload', async ({ page, visit }) => {
    test.setTimeout(60_000)
    const email = uniqueEmail('private-cache')
    const made = await page.request.post('/api/v1/auth/register', { data: { email, password: PASSWORD, password_confirmation: PASSWORD } })
    expect(made.status(), await made.text()).toBe(200)
    const xsrf = (await page.request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value
    const name = `Secret mix ${Date.now()}`
    const created = await page.request.post('/api/v1/playlists', { data: { name, public: false }, headers: { 'X-XSRF-TOKEN': xsrf } })
    expect(created.status(), await created.text()).toBe(200)
    const { playlist } = (await created.json()) as { playlist: { id: number } }

    await visit(`/playlist/${playlist.id}/secret-mix`)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    // The cache is saved (throttled) with the private playlist in it.
    await expect.poll(() => persistedCache(page), { timeout: 10_000 }).toContain(name)

    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect.poll(() => persistedCache(page)).not.toContain(name)

    await page.reload()
    await expect(page.locator('main#main')).toBeVisible()
    expect(await persistedCache(page)).not.toContain(name)
    await page.goto(`/playlist/${playlist.id}/secret-mix`)
    await expect(page.locator('main#main')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name })).toHaveCount(0)
  })

  test("a 500 from a page's data shows the error page with Reload, which loads it again", async ({ page, visit }) => {
    // Signed in, the page is the client-rendered shell and asks for its data, which the route below fails.
    // A guest's album page arrives server-rendered with its data (docs/decisions/0034): the browser then
    // asks for nothing; when the server's own request fails, the guest gets this same shell.
    // The album is not opened before: a page already seen comes from the saved query cache (offline
    // first) and its failed refresh rightly keeps what is shown.
    await registerByApi(page, 'error-page')
    await visit('/')
    const albumPath = (await page.getByRole('main').locator('a[href^="/album/"]').first().getAttribute('href'))!
    const albumId = /^\/album\/(\d+)\//.exec(albumPath)![1]
    await page.route(`**/api/v1/albums/${albumId}?*`, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }))
    await page.goto(albumPath)
    await expect(page.getByRole('heading', { name: 'There was an issue loading this page' })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText('Please try again later')).toBeVisible()
    await page.unroute(`**/api/v1/albums/${albumId}?*`)
    await page.getByRole('button', { name: 'Reload' }).click()
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('There was an issue loading this page')
    await expect(page.getByRole('main').getByRole('table')).toBeVisible()
  })

  test('a misspelt search finds the track, and /search then lists it with genres to browse', async ({ page, visit }) => {
    await visit('/search/dreming')
    await expect(page.getByRole('main').getByRole('link', { name: /Dreaming/ }).first()).toBeVisible()

    await visit('/search')
    await expect(page.getByRole('heading', { name: 'Recent searches' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'dreming' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Browse genres' })).toBeVisible()
    const genre = page.getByRole('main').getByRole('link', { name: 'Dream Pop' })
    await genre.click()
    await expect(page).toHaveURL(/\/genre\/dream-pop$/)
    // The genre page: its popular tracks, albums and artists, and no developer text.
    for (const heading of ['Popular tracks', 'Popular albums', 'Popular artists']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    await expect(page.getByText(/named in the URL|comes from the URL/)).toHaveCount(0)
  })
})
