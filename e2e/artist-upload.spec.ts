// Issue 11's upload journey (music-catalog §3.11): a new listener asks to become an artist, the admin
// approves, the artist drops tagged MP3s on /backstage/upload, follows "Continue" to the track (or album)
// form, finds it prefilled from the tags and publishes; a guest then finds the track in search and plays
// it. The request and the approval go through the API: their forms are e2e/backstage.spec.ts's journey.
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { taggedMp3, type Id3Tags } from '../tests/server/import/audio-fixtures'
import { E2E_ADMIN } from './fixtures/admin'
import { expect, test } from './fixtures/test'
import { MEDIA_PROBE, expectPlaying, registerByApi, rowNames, rowTrackId, trackRows } from './fixtures/your-music'

/** A signed-in POST: the session's XSRF-TOKEN cookie goes back as the header (platform-core CSRF rule). */
async function post(request: APIRequestContext, url: string, data: object) {
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? ''
  const res = await request.post(url, { data, headers: { 'X-XSRF-TOKEN': xsrf } })
  expect(res.status(), await res.text()).toBe(200)
  return res.json() as Promise<unknown>
}

/** A registered listener whose become-artist request the admin approved: now an artist named `artistName`. */
async function newArtist(page: Page, browser: Browser, artistName: string): Promise<void> {
  await registerByApi(page, 'artist-upload')
  const { request } = (await post(page.request, '/api/v1/backstage-request', { type: 'become-artist', artist_name: artistName })) as { request: { id: number } }

  const adminContext = await browser.newContext()
  const login = await adminContext.request.post('/api/v1/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  expect(login.status(), await login.text()).toBe(200)
  await post(adminContext.request, `/api/v1/backstage-request/${request.id}/approve`, { notes: 'Welcome' })
  await adminContext.close()
  // The server may serve a user's permissions from a cache for up to 1 s (viewerPlugin): wait until the
  // approval's artist role shows, as a real user's next page load after the approval mail would.
  await expect
    .poll(async () => {
      const boot = (await (await page.request.get('/api/v1/bootstrap-data')).json()) as { user: { permissions: { name: string }[] } | null }
      return boot.user?.permissions.some((p) => p.name === 'music.create') ?? false
    })
    .toBe(true)
}

/** An MP3 of silent MPEG-1 Layer III frames behind an ID3v2.4 tag: Chromium decodes and plays it. */
const mp3 = (name: string, tags: Id3Tags, seconds: number) => ({ name, mimeType: 'audio/mpeg', buffer: taggedMp3(tags, seconds) })

/** Selects the files on /backstage/upload and waits until each is uploaded, tag-read and drafted. */
async function uploadAll(page: Page, files: ReturnType<typeof mp3>[]): Promise<void> {
  await page.getByTestId('upload-files-input').setInputFiles(files)
  await expect(page.getByTestId('upload-row')).toHaveCount(files.length)
  await expect(page.getByTestId('upload-row').filter({ hasText: 'Ready for details' })).toHaveCount(files.length, { timeout: 30_000 })
}

test.use({ serviceWorkers: 'block' })

test.describe('artist upload', () => {
  test('a new artist uploads a tagged MP3, publishes it from the prefilled form; a guest finds and plays it', async ({ page, visit, browser }) => {
    test.setTimeout(120_000)
    const stamp = Date.now() % 1_000_000
    const artistName = `Lantern Coast ${stamp}`
    const title = `Harbour Lights ${stamp}`
    await newArtist(page, browser, artistName)

    await visit('/backstage/upload')
    await uploadAll(page, [mp3('01-track.mp3', { title, artist: artistName, album: `Night Ferry ${stamp}`, genre: 'Ambient' }, 8)])
    const drafts = page.getByRole('region', { name: 'Ready for details' })
    await drafts.getByRole('link', { name: `Continue with ${title}` }).click()

    await expect(page).toHaveURL(/\/backstage\/tracks\/new\?upload=upload-/)
    await expect(page.getByRole('heading', { level: 1, name: 'New track' })).toBeVisible()
    const form = page.getByRole('form', { name: 'New track' })
    // Prefilled from the tags: the title, the genre and a duration read from the frames; the artist is the
    // user's own (a new artist may not pick or create others, so the tag's name is not matched).
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(title)
    await expect(form.getByRole('textbox', { name: 'Genres' })).toHaveValue('Ambient')
    await expect(form.getByRole('textbox', { name: 'Duration (mm:ss)' })).toHaveValue(/^0:0[78]$/)
    await expect(form.getByRole('group', { name: 'Artists' }).getByText(artistName)).toBeVisible()
    // The upload is the track's audio already: the field offers to replace it, not to pick one.
    await expect(form.getByRole('button', { name: 'Replace audio file' })).toBeVisible()

    await form.getByRole('button', { name: 'Create track' }).click()
    await expect(page).toHaveURL(/\/track\/\d+\//)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    // The draft is used up: going back to the form's link shows the "no longer available" message.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('encore-upload-drafts'))).toBe('{}')
    await page.goBack()
    await expect(page.getByText('This upload is no longer available')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to the upload page' })).toHaveAttribute('href', '/backstage/upload')

    const guestContext = await browser.newContext({ serviceWorkers: 'block' })
    const guest = await guestContext.newPage()
    await guest.addInitScript({ path: MEDIA_PROBE })
    await guest.goto(`/search/${encodeURIComponent(title)}`)
    const result = trackRows(guest).filter({ has: guest.getByRole('link', { name: title, exact: true }) }).first()
    await expect(result).toBeVisible()
    const trackId = await rowTrackId(result)
    await result.getByRole('button', { name: /^Play / }).click()
    await expectPlaying(guest, trackId)
    await guestContext.close()
  })

  test('two MP3s of one album: the album form lists both tracks from their tags; the album page after publishing too', async ({ page, visit, browser }) => {
    test.setTimeout(120_000)
    const stamp = Date.now() % 1_000_000
    const artistName = `Quiet Engines ${stamp}`
    const album = `Low Tide ${stamp}`
    const first = `Slack Water ${stamp}`
    const second = `Spring Tide ${stamp}`
    await newArtist(page, browser, artistName)

    await visit('/backstage/upload')
    await uploadAll(page, [
      mp3('01.mp3', { title: first, artist: artistName, album, genre: 'Drone', track: 1 }, 5),
      mp3('02.mp3', { title: second, artist: artistName, album, genre: 'Drone', track: 2 }, 6),
    ])
    await page.getByRole('region', { name: 'Ready for details' }).getByRole('link', { name: `Continue with ${album}` }).click()

    await expect(page).toHaveURL(/\/backstage\/albums\/new\?upload=upload-[^,]+(,|%2C)upload-/)
    const form = page.getByRole('form', { name: 'New album' })
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(album)
    await expect(form.getByRole('textbox', { name: 'Genres' })).toHaveValue('Drone')
    await expect(form.getByRole('group', { name: 'Artists' }).getByText(artistName)).toBeVisible()
    const rows = form.getByRole('listitem').filter({ has: page.getByRole('textbox', { name: 'Track name' }) })
    await expect(rows).toHaveCount(2)
    const names = await Promise.all((await rows.all()).map((row) => row.getByRole('textbox', { name: 'Track name' }).inputValue()))
    expect(names.sort()).toEqual([first, second].sort())

    await form.getByRole('button', { name: 'Create album' }).click()
    await expect(page).toHaveURL(/\/album\/\d+\//)
    await expect(page.getByRole('heading', { level: 1, name: album })).toBeVisible()
    await expect(trackRows(page)).toHaveCount(2)
    expect((await rowNames(page)).sort()).toEqual([first, second].sort())
  })
})
