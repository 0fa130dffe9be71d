// Issue 11's upload journey (music-catalog §3.11): a new listener asks to become an artist, the admin
// approves, the artist drops tagged MP3s on /backstage/upload, follows "Continue" to the track (or album)
// form, finds it prefilled from the tags and publishes; a guest then finds the track in search and plays
// it. The request and the approval go through the API: their forms are e2e/backstage.spec.ts's journey.
import { mp3, newArtist, uploadAll } from './fixtures/artist'
import { expect, test } from './fixtures/test'
import { MEDIA_PROBE, expectPlaying, rowNames, rowTrackId, trackRows } from './fixtures/your-music'

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
