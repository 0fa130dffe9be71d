// Issue 28's artist path, as a new user walks it: "Become an artist" from the account menu, a form that
// names the missing field, the admin's approval (through the API: its dialog is e2e/backstage.spec.ts's),
// then Backstage in the account menu and Edit and Insights on the artist's own track page; and an unknown
// address answers 404 with the not-found page.
import { adminRequest, post, waitForArtistRole } from './fixtures/artist'
import { expect, test } from './fixtures/test'
import { registerByApi } from './fixtures/your-music'

const NOT_FOUND = "Looks like you've found the doorway to the great nothing"

test.use({ serviceWorkers: 'block' })

test.describe('the artist way in', () => {
  test('a new user finds "Become an artist" in the account menu, is approved, then reaches Backstage and their track tools', async ({ page, visit, browser }) => {
    test.setTimeout(90_000)
    const artistName = `Quiet Harbour ${Date.now() % 1_000_000}`
    await registerByApi(page, 'way-in')

    await visit('/')
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Become an artist' }).click()
    await expect(page).toHaveURL(/\/backstage\/requests\/become-artist$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Become an artist' })).toBeVisible()

    // Send is not greyed out: pressed too early, the form says which field is missing.
    const send = page.getByRole('button', { name: 'Send request' })
    await expect(send).toBeEnabled()
    await send.click()
    const name = page.getByRole('textbox', { name: 'Artist name' })
    await expect(page.getByText('The artist name must be at least 3 characters.')).toBeVisible()
    await expect(name).toBeFocused()
    await name.fill(artistName)
    await send.click()
    await expect(page).toHaveURL(/\/backstage\/requests\/\d+\/request-submitted$/)
    const requestId = Number(/requests\/(\d+)\//.exec(page.url())![1])

    const admin = await adminRequest(browser)
    await post(admin.request, `/api/v1/backstage-request/${requestId}/approve`, { notes: 'Welcome' })
    await admin.close()
    // The server may serve a user's permissions from a cache for up to 1 s: wait for the artist role.
    await waitForArtistRole(page)

    await visit('/')
    await page.getByRole('button', { name: 'Account menu' }).click()
    const backstage = page.getByRole('group', { name: 'Backstage' })
    await expect(backstage.getByRole('menuitem')).toHaveText(['Upload', 'Requests', 'Insights'])
    await expect(page.getByRole('menuitem', { name: 'Become an artist' })).toHaveCount(0)
    await page.keyboard.press('Escape')

    const trackName = `Low Tide ${Date.now() % 1_000_000}`
    const { track } = (await post(page.request, '/api/v1/tracks', { name: trackName, duration: 61_000, artists: ['CURRENT_USER'] })) as { track: { id: number } }
    await visit(`/track/${track.id}/low-tide`)
    await expect(page.getByRole('heading', { level: 1, name: trackName })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Edit', exact: true })).toHaveAttribute('href', `/backstage/tracks/${track.id}/edit`)
    await expect(main.getByRole('link', { name: 'Insights', exact: true })).toHaveAttribute('href', `/backstage/tracks/${track.id}/insights`)
    await expect(main.getByRole('button', { name: 'Delete', exact: true })).toBeVisible()
  })

  test('an unknown address answers 404 with the not-found page and its title', async ({ page, visit }) => {
    const head = await page.request.head('/no-such-page')
    expect(head.status()).toBe(404)
    const res = await page.request.get('/no-such-page')
    expect(res.status()).toBe(404)
    expect(await res.text()).toContain('<title>Page not found - ')

    await visit('/no-such-page')
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible()
    await expect(page).toHaveTitle(/^Page not found - /)
    // A page that exists still answers 200.
    expect((await page.request.get('/')).status()).toBe(200)
  })
})
