// Issue 28's "done when" journey, lean: a new artist (request and approval through the API; the menu
// entry and the request form are e2e/artist-way-in.spec.ts's) uploads a file in one browser, signs in from
// a second one and finds the upload still ready on /backstage/upload under its own file name, publishes it
// into a new album made from the album tag with a description, sees Edit and Insights and the description
// on the track page, and the stored files equal the tracks made. axe runs on each page at 1280 and 390 px.
import { adminRequest, mp3, newArtist, uploadAll } from './fixtures/artist'
import { expectAccessible } from './fixtures/axe'
import { expect, test } from './fixtures/test'
import { PASSWORD } from './fixtures/your-music'

test.use({ serviceWorkers: 'block' })

test('an artist uploads in one browser, publishes from another, and no stored file is left over', async ({ page, visit, browser }) => {
  test.setTimeout(120_000)
  const stamp = Date.now() % 1_000_000
  const artistName = `Journey Coast ${stamp}`
  const albumName = `Tide Tables ${stamp}`
  const email = await newArtist(page, browser, artistName, 'journey')
  const me = (await (await page.request.get('/api/v1/bootstrap-data')).json()) as { user: { id: number } }

  // The first browser uploads and leaves without publishing.
  const first = await browser.newContext({ serviceWorkers: 'block' })
  const uploader = await first.newPage()
  const login = await uploader.request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } })
  expect(login.status(), await login.text()).toBe(200)
  await uploader.goto('/backstage/upload')
  await uploadAll(uploader, [mp3('My Song.mp3', { title: `Harbour ${stamp}` }, 5)])
  await first.close()

  // The second browser (this page) finds the file the server lists, under the name it was picked with.
  await visit('/backstage/upload')
  const ready = page.getByRole('region', { name: 'Ready for details' })
  await ready.getByRole('link', { name: 'Continue with My Song.mp3' }).click()
  const form = page.getByRole('form', { name: 'New track' })
  await expect(form.getByText('My Song.mp3', { exact: true })).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Or a direct media URL' })).toHaveValue('')
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('My Song')
  await form.getByRole('textbox', { name: 'Duration (mm:ss)' }).fill('0:05')
  // The album tag: no album yet, so typing offers to create it.
  await form.getByRole('textbox', { name: 'Find or create an album' }).fill(albumName)
  await form.getByRole('button', { name: `Create album ${albumName}` }).click()
  await expect(form.getByRole('group', { name: 'Album' }).getByText('(new)')).toBeVisible()
  await form.getByRole('textbox', { name: 'Description' }).fill('Recorded at low tide.')
  await expectAccessible(page, 'new track form')
  await page.setViewportSize({ width: 390, height: 844 })
  await expectAccessible(page, 'new track form at 390 px')
  await page.setViewportSize({ width: 1280, height: 720 })
  await form.getByRole('button', { name: 'Create track' }).click()

  await expect(page).toHaveURL(/\/track\/\d+\//)
  const trackId = Number(/\/track\/(\d+)\//.exec(page.url())![1])
  await expect(page.getByRole('heading', { level: 1, name: 'My Song' })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: albumName }).first()).toBeVisible()
  await expect(main.getByRole('region', { name: 'Description' })).toHaveText('Recorded at low tide.')
  await expect(main.getByRole('link', { name: 'Edit', exact: true })).toHaveAttribute('href', `/backstage/tracks/${trackId}/edit`)
  await expect(main.getByRole('link', { name: 'Insights', exact: true })).toHaveAttribute('href', `/backstage/tracks/${trackId}/insights`)
  await expectAccessible(page, 'own track page')
  await page.setViewportSize({ width: 390, height: 844 })
  await expectAccessible(page, 'own track page at 390 px')

  // One track made, one stored audio file: the admin's Files list, filtered to this artist's uploads.
  const admin = await adminRequest(browser)
  const filters = Buffer.from(
    JSON.stringify([
      { key: 'owner_id', operator: '=', value: me.user.id },
      { key: 'disk_prefix', operator: '=', value: 'track_media' },
    ]),
  ).toString('base64')
  const files = await admin.request.get(`/api/v1/admin/file-entries?filters=${encodeURIComponent(filters)}&perPage=50`)
  expect(files.status(), await files.text()).toBe(200)
  const rows = ((await files.json()) as { pagination: { data: { name: string; in_use: boolean }[] } }).pagination.data
  expect(rows).toEqual([expect.objectContaining({ name: 'My Song.mp3', in_use: true })])
  await admin.close()
})
