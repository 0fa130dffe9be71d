// Issue 6 journey: save an album, cut the network for the page and the service worker, reload
// /library/offline and hear a saved track (the media time advances) with no network at all; then, signed
// in, like a saved track and add one to a playlist offline, reload offline (the changes wait, visibly),
// reconnect, and find each change on the server exactly once.
import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test, waitForShell } from './fixtures/test'
import { registerByApi, rowTrackId, trackRows } from './fixtures/your-music'

/** Every media element the page plays (howler's html5 Audio objects are not in the DOM). */
async function recordMediaElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: HTMLMediaElement[] = []
    Object.assign(window, { __media: seen })
    const play = HTMLMediaElement.prototype.play
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!seen.includes(this)) seen.push(this)
      return play.call(this)
    }
  })
}

const mediaTime = (page: Page) =>
  page.evaluate(() => Math.max(0, ...((window as unknown as { __media?: HTMLMediaElement[] }).__media ?? []).map((m) => m.currentTime)))

/** Track ids liked in the library saved on the device (what an offline start shows, stores/library-saved.ts). */
function persistedLikes(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('encore.library') ?? 'null') as { library?: { likes?: { track?: object } } } | null
    return Object.keys(saved?.library?.likes?.track ?? {}).map(Number)
  })
}

/** Query keys (as JSON) in the persisted query cache: what an offline start can show without the server. */
function persistedQueryKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('encore-query-cache')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    type Persisted = { clientState?: { queries: { queryKey: unknown[] }[] } }
    const value = await new Promise<Persisted | undefined>((resolve) => {
      const get = db.transaction('clients').objectStore('clients').get('query-client')
      get.onsuccess = () => resolve(get.result as Persisted | undefined)
      get.onerror = () => resolve(undefined)
    })
    db.close()
    return (value?.clientState?.queries ?? []).map((q) => JSON.stringify(q.queryKey))
  })
}

/** Waits until the service worker controls the page (precache done, one reload). */
async function controlledBySw(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await waitForShell(page)
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true)
  // setOffline alone does not cut the service worker's own fetches; aborting at the context does.
  await context.route('**/*', (route) => route.abort('internetdisconnected'))
}

/** An album of the demo catalogue whose tracks are uploaded files (savable), with its page path. */
async function findSavableAlbum(page: Page): Promise<{ path: string; names: string[] }> {
  for (let id = 1; id <= 10; id++) {
    const response = await page.request.get(`/api/v1/albums/${id}?loader=albumPage`, { headers: { 'X-Encore-Client': 'web' } })
    if (!response.ok()) continue
    const { album } = (await response.json()) as { album: { tracks?: { name: string; src?: string | null }[] } }
    const tracks = (album.tracks ?? []).filter((t) => t.src?.includes('storage/track_media'))
    if (tracks.length > 0) return { path: `/album/${id}/artist/album`, names: tracks.map((t) => t.name) }
  }
  throw new Error('no album with uploaded tracks in the demo catalogue')
}

/** The track rows of /library/offline (the app's track table, each with its Play button). */
const savedRows = (page: Page) =>
  page.getByRole('region', { name: 'Tracks' }).getByRole('row').filter({ has: page.getByRole('button', { name: /^(Play|Pause) / }) })

test.describe('offline listening', () => {
  test('a saved album plays from /library/offline with the network cut', async ({ page, context, visit }) => {
    test.setTimeout(90_000)
    await recordMediaElements(page)
    await visit('/')
    await controlledBySw(page)
    const album = await findSavableAlbum(page)

    await visit(album.path)
    await page.getByRole('button', { name: 'Save offline' }).click()
    await expect(page.getByRole('button', { name: 'Remove from offline' })).toBeVisible({ timeout: 45_000 })

    await goOffline(context)
    await page.goto('/library/offline')
    await waitForShell(page)
    const tracks = page.getByRole('region', { name: 'Tracks' })
    await expect(savedRows(page)).toHaveCount(album.names.length)
    // Proof the network is gone: the API cannot be reached from the page.
    const api = await page.evaluate(() => window.fetch('/api/v1/health').then(() => 'reachable', () => 'unreachable'))
    expect(api).toBe('unreachable')

    await tracks.getByRole('button', { name: `Play ${album.names[0]}` }).first().click()
    await expect.poll(() => mediaTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5)
    // The answer came from the saved copy with a proper partial response.
    const probe = await page.evaluate(async () => {
      const media = (window as unknown as { __media: HTMLMediaElement[] }).__media
      const src = media.map((m) => m.currentSrc).find((s) => s.includes('/stream')) ?? ''
      const r = await window.fetch(src, { headers: { Range: 'bytes=0-9' } })
      return { status: r.status, range: r.headers.get('content-range'), type: r.headers.get('content-type'), length: (await r.arrayBuffer()).byteLength }
    })
    expect(probe.status).toBe(206)
    expect(probe.range).toMatch(/^bytes 0-9\/\d+$/)
    expect(probe.type).toMatch(/^audio\//)
    expect(probe.length).toBe(10)

    await context.unroute('**/*')
    await context.setOffline(false)
  })

  test('a like and a playlist entry made offline survive a reload and reach the server once', async ({ page, context, visit }) => {
    test.setTimeout(120_000)
    await registerByApi(page, 'offline')
    // The playlist exists before the page loads, so bootstrap data (the row menu's list) has it.
    const playlistName = `Offline mix ${Date.now() % 100000}`
    const xsrf = (await page.request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? ''
    const created = await page.request.post('/api/v1/playlists', { data: { name: playlistName }, headers: { 'X-XSRF-TOKEN': xsrf } })
    expect(created.status(), await created.text()).toBe(200)
    const playlistId = ((await created.json()) as { playlist: { id: number } }).playlist.id

    await visit('/')
    await controlledBySw(page)
    const album = await findSavableAlbum(page)
    await visit(album.path)
    await page.getByRole('button', { name: 'Save offline', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Remove from offline', exact: true })).toBeVisible({ timeout: 45_000 })
    // Two saved tracks when the album has them: one to like, the other for the playlist.
    const [likedName, addedName = likedName] = album.names
    const rowOf = (name: string) => trackRows(page).filter({ has: page.getByRole('link', { name, exact: true }) }).first()
    const likeButton = rowOf(likedName!).getByRole('button', { name: 'Like' })
    await expect(likeButton).toHaveAttribute('aria-pressed', 'false')
    const likedId = await rowTrackId(rowOf(likedName!))
    const addedId = await rowTrackId(rowOf(addedName!))
    // Open the row menu once online: its chunk and the playlist list it shows are then in memory.
    await rowOf(addedName!).getByRole('button', { name: `More options for ${addedName}` }).click()
    await expect(page.getByRole('menuitem', { name: playlistName })).toBeVisible()
    await page.keyboard.press('Escape')

    await goOffline(context)
    await likeButton.click()
    await expect(likeButton).toHaveAttribute('aria-pressed', 'true')
    await rowOf(addedName!).getByRole('button', { name: `More options for ${addedName}` }).click()
    await page.getByRole('menuitem', { name: playlistName }).click()
    const indicator = page.getByRole('status').filter({ hasText: /waiting to be sent/ })
    await expect(indicator).toHaveText("You're offline · 2 changes waiting to be sent")
    // No error toast: a queued change is not a failure.
    await expect(page.getByText(/Couldn't|went wrong/)).toHaveCount(0)

    // Still offline: the page comes back from the service worker and the persisted cache, the changes
    // from IndexedDB, and the Like button shows the like that the server does not have yet.
    await page.reload()
    await waitForShell(page)
    await expect(indicator).toHaveText("You're offline · 2 changes waiting to be sent")
    await expect(rowOf(likedName!).getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true')
    const api = await page.evaluate(() => window.fetch('/api/v1/health').then(() => 'reachable', () => 'unreachable'))
    expect(api).toBe('unreachable')

    await context.unroute('**/*')
    await context.setOffline(false)
    await expect(indicator).toHaveCount(0, { timeout: 30_000 })
    await expect(rowOf(likedName!).getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true')

    // On the server, with the user's session: the like and the playlist entry, each exactly once.
    const liked = await page.request.get('/api/v1/users/me/liked-tracks?perPage=50')
    const likedIds = ((await liked.json()) as { pagination: { data: { id: number }[] } }).pagination.data.map((t) => t.id)
    expect(likedIds.filter((id) => id === likedId)).toHaveLength(1)
    const entries = await page.request.get(`/api/v1/playlists/${playlistId}/tracks?perPage=50`)
    const entryIds = ((await entries.json()) as { pagination: { data: { id: number }[] } }).pagination.data.map((t) => t.id)
    expect(entryIds).toEqual([addedId])
  })

  test('offline, likes from a saved track row and from the player bar reach the server once each', async ({ page, context, visit }) => {
    test.setTimeout(120_000)
    await registerByApi(page, 'offline-rows')
    await visit('/')
    await controlledBySw(page)
    const album = await findSavableAlbum(page)
    expect(album.names.length, 'the album needs two uploaded tracks').toBeGreaterThan(1)
    await visit(album.path)
    await page.getByRole('button', { name: 'Save offline', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Remove from offline', exact: true })).toBeVisible({ timeout: 45_000 })

    await goOffline(context)
    await page.goto('/library/offline')
    await waitForShell(page)
    await expect(savedRows(page)).toHaveCount(album.names.length)
    const [rowName, barName] = album.names as [string, string]
    const rowOf = (name: string) => savedRows(page).filter({ has: page.getByRole('link', { name, exact: true }) }).first()
    // The same rows as every other list: linked track and artists, cover, duration, like and menu.
    await expect(rowOf(rowName).getByRole('link', { name: rowName, exact: true })).toHaveAttribute('href', /^\/track\/\d+\//)
    await expect(rowOf(rowName).locator('a[href^="/artist/"]').first()).toBeVisible()
    await expect(rowOf(rowName).getByText(/^\d+:\d\d$/)).toBeVisible()
    await expect(rowOf(rowName).getByRole('button', { name: `More options for ${rowName}` })).toBeVisible()
    const rowId = await rowTrackId(rowOf(rowName))
    const barId = await rowTrackId(rowOf(barName))

    const rowLike = rowOf(rowName).getByRole('button', { name: 'Like' })
    await rowLike.click()
    await expect(rowLike).toHaveAttribute('aria-pressed', 'true')

    // Play the other saved track from its row: the row shows it playing, the bar shows it cued.
    await rowOf(barName).getByRole('button', { name: `Play ${barName}` }).click()
    await expect(rowOf(barName).getByRole('button', { name: `Pause ${barName}` })).toBeVisible()
    const bar = page.getByRole('region', { name: 'Player' })
    await expect(bar.getByRole('link', { name: barName, exact: true })).toBeVisible()
    const barLike = bar.getByRole('button', { name: 'Like' })
    await expect(barLike).toHaveAttribute('aria-pressed', 'false')
    await barLike.click()
    await expect(barLike).toHaveAttribute('aria-pressed', 'true')
    // One library state: the row of the playing track answers the bar's like.
    await expect(rowOf(barName).getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true')
    // The bar's menu offers the track's pages and sharing, offline too.
    await bar.getByRole('button', { name: `More options for ${barName}` }).click()
    await expect(page.getByRole('menuitem', { name: 'Go to album' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Share' })).toBeVisible()
    await page.keyboard.press('Escape')

    // The two likes and the play of the saved track (play logs wait offline too).
    const indicator = page.getByRole('status').filter({ hasText: /waiting to be sent/ })
    await expect(indicator).toHaveText("You're offline · 3 changes waiting to be sent")
    await expect(page.getByText(/Couldn't|went wrong/)).toHaveCount(0)

    await context.unroute('**/*')
    await context.setOffline(false)
    await expect(indicator).toHaveCount(0, { timeout: 30_000 })
    const liked = await page.request.get('/api/v1/users/me/liked-tracks?perPage=50')
    const likedIds = ((await liked.json()) as { pagination: { data: { id: number }[] } }).pagination.data.map((t) => t.id)
    expect(likedIds.filter((id) => id === rowId)).toHaveLength(1)
    expect(likedIds.filter((id) => id === barId)).toHaveLength(1)
    expect(likedIds).toHaveLength(2)

    // At phone width the mini bar's button is named by what it shows (axe label-content-name-mismatch),
    // and its like shows the same state.
    await page.setViewportSize({ width: 390, height: 844 })
    const open = bar.getByRole('button', { name: /open player$/ })
    await expect(open).toBeVisible()
    expect(((await open.evaluate((el) => el.textContent)) ?? '').startsWith(barName)).toBe(true)
    await expect(bar.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true')
    const scan = await new AxeBuilder({ page }).include('[data-testid="player-bar"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    expect(scan.violations.map((v) => v.id)).toEqual([])
    await page.setViewportSize({ width: 1280, height: 720 })
  })

  test('offline, pages that need the server say so, and the offline music is one tab away', async ({ page, context, visit }) => {
    test.setTimeout(90_000)
    await registerByApi(page, 'offline-pages')
    await visit('/')
    await controlledBySw(page)
    await visit('/library/songs')
    // Play something first: the player's store then holds objects of the page's query data (valtio
    // proxies them in place), and a page first opened after that must still be saved for offline use.
    await visit('/album/2/artist/album')
    await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).first().click()
    await expect(page.getByRole('main').getByRole('button', { name: 'Pause', exact: true }).first()).toBeVisible()
    // A like made online must still show after an offline reload (the offline start reads a saved copy).
    const likeFirst = () => trackRows(page).first().getByRole('button', { name: 'Like' })
    const likedId = await rowTrackId(trackRows(page).first())
    await likeFirst().click()
    await expect(likeFirst()).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('link', { name: 'Popular Albums' }).click()
    await expect(page.getByRole('main').locator('a[href^="/album/"]').first()).toBeVisible()
    const popularUrl = page.url()
    // Saved on the device (the library as soon as the server confirmed the like, the query cache at most
    // once a second), with the page opened before it.
    await expect.poll(() => persistedLikes(page), { timeout: 15_000 }).toContain(likedId)
    const popularSlug = new URL(popularUrl).pathname.split('/').filter(Boolean).pop() ?? ''
    await expect.poll(async () => (await persistedQueryKeys(page)).some((key) => key.includes(popularSlug)), { timeout: 15_000 }).toBe(true)

    await goOffline(context)
    await page.goto(popularUrl)
    await waitForShell(page)
    await expect(page.getByRole('main').locator('a[href^="/album/"]').first()).toBeVisible()
    await expect(page.getByRole('heading', { name: "You're offline" })).toHaveCount(0)
    await page.goto('/album/2/artist/album')
    await waitForShell(page)
    await expect(likeFirst()).toHaveAttribute('aria-pressed', 'true')

    // A search and a page never opened need the server: the offline state, not "No results" or a spinner.
    await page.goto('/search/anything')
    await waitForShell(page)
    await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible()
    await expect(page.getByText(/No results for/)).toHaveCount(0)
    await page.goto('/album/7/artist/album')
    await waitForShell(page)
    await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible()

    // A page already visited opens from the persisted cache; its tabs lead to the offline music.
    await page.goto('/library/songs')
    await waitForShell(page)
    await page.getByRole('navigation', { name: 'Your music' }).getByRole('link', { name: 'Offline' }).click()
    await expect(page.getByRole('heading', { name: 'Offline music' })).toBeVisible()
    await expect(page).toHaveURL(/\/library\/offline$/)

    await context.unroute('**/*')
    await context.setOffline(false)
  })
})
