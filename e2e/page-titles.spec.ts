// Tab titles on client navigation: home -> album -> artist -> search by in-app links and the navbar
// search, each page naming itself as the server's head does for the same address (so a reload ends on
// the same title), and while a track plays its "Track - Artist - SiteName" title (music-catalog §4.6)
// until a pause gives the page its title back.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/test'

interface Named {
  name: string
  artists?: { name: string }[]
}

/** The <title> the server renders into the page at `path` (what a reload shows first). */
async function serverTitle(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text()
  const raw = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? ''
  return raw.replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#39;', "'")
}

const byArtists = (item: Named) => [item.name, (item.artists ?? []).map((a) => a.name).join(', ')].filter(Boolean).join(' - ')

test('client navigation names every page as the server does, and a pause gives the page its title back', async ({ page, visit }) => {
  test.setTimeout(60_000)
  await visit('/')
  const site = await serverTitle(page, '/')
  await expect(page).toHaveTitle(site)

  const main = page.getByRole('main')
  const albumLink = main.getByRole('link').and(page.locator('[href^="/album/"]')).first()
  const albumPath = (await albumLink.getAttribute('href')) ?? ''
  const albumId = /^\/album\/(\d+)\//.exec(albumPath)?.[1]
  const { album } = (await (await page.request.get(`/api/v1/albums/${albumId}`)).json()) as { album: Named }
  await albumLink.click()
  await expect(page.getByRole('heading', { level: 1, name: album.name })).toBeVisible()
  await expect(page).toHaveTitle(byArtists(album))
  expect(await serverTitle(page, albumPath), 'a reload of the album starts on the same title').toBe(byArtists(album))

  // Play the album's first track: its title wins while it plays, also over the next page's.
  const firstRow = main.getByRole('table').getByRole('row').filter({ has: page.getByRole('button', { name: /^Play / }) }).first()
  const trackId = /^\/track\/(\d+)/.exec((await firstRow.locator('a[href^="/track/"]').first().getAttribute('href')) ?? '')?.[1]
  const { track } = (await (await page.request.get(`/api/v1/tracks/${trackId}`)).json()) as { track: Named }
  const playing = [track.name, track.artists?.[0]?.name, site].filter(Boolean).join(' - ')
  await firstRow.getByRole('button', { name: /^Play / }).click()
  const player = page.getByRole('region', { name: 'Player' })
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible()
  await expect(page).toHaveTitle(playing)

  const artistLink = main.getByRole('link').and(page.locator('[href^="/artist/"]')).first()
  const artistPath = (await artistLink.getAttribute('href')) ?? ''
  const { artist } = (await (await page.request.get(`/api/v1/artists/${/^\/artist\/(\d+)/.exec(artistPath)?.[1]}`)).json()) as { artist: Named }
  await artistLink.click()
  await expect(page.getByRole('heading', { level: 1, name: artist.name })).toBeVisible()
  await expect(page).toHaveTitle(playing)

  await player.getByRole('button', { name: 'Pause', exact: true }).click()
  await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible()
  await expect(page, 'the pause shows the page navigated to meanwhile').toHaveTitle(artist.name)
  expect(await serverTitle(page, artistPath)).toBe(artist.name)

  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search' })
  await box.fill(artist.name)
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\//)
  await expect(page).toHaveTitle(`${artist.name} - Search - ${site}`)

  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: artist.name })).toBeVisible()
  await expect(page).toHaveTitle(artist.name)
})
