// Issue 27: a guest's album page arrives rendered by the server (docs/decisions/0034). The browser hydrates
// that markup without any React hydration complaint, asks for neither the album nor bootstrap-data again
// (both travel in the page), and the page then works as an app: Play starts the album.
import type { ConsoleMessage } from '@playwright/test'
import { expect, test, waitForShell } from './fixtures/test'

// React 19 reports a mismatch as a recoverable error ("Hydration failed…", "…didn't match…", "There was an
// error while hydrating…") and a server boundary it had to redo on the client as "Switched to client rendering".
const HYDRATION = /hydrat|did ?n[o']t match|switched to client rendering|recoverable/i

// Server rendering is on by default (docs/decisions/0034); the e2e server inherits SSR, so SSR=0 turns it off
// for the run, and this spec then has nothing to check (the values the server's env parser reads as off).
test.skip(['0', 'false', 'off', 'no', ''].includes((process.env.SSR ?? '1').toLowerCase()), 'server rendering is off (SSR=0)')

test('a guest album page is server-rendered and hydrates cleanly, without asking again for its data', async ({ page, request }) => {
  const home = await (await request.get('/')).text()
  const albumPath = /href="(\/album\/\d+\/[^"]+)"/.exec(home)?.[1]
  expect(albumPath, 'the server-rendered home page links to an album').toBeTruthy()
  const albumId = Number(albumPath!.split('/')[2])

  const complaints: string[] = []
  const onMessage = (message: ConsoleMessage) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION.test(message.text())) complaints.push(message.text())
  }
  page.on('console', onMessage)
  page.on('pageerror', (error) => void (HYDRATION.test(error.message) && complaints.push(error.message)))
  const asked: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname === `/api/v1/albums/${albumId}` || url.pathname === '/api/v1/bootstrap-data') asked.push(url.pathname)
  })

  // The answer itself carries the album: its title and its tracks' names are in the HTML.
  const response = await page.goto(albumPath!)
  const html = await response!.text()
  const album = (await (await request.get(`/api/v1/albums/${albumId}?loader=albumPage`)).json()) as {
    album: { name: string; tracks: { name: string }[] }
  }
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  expect(html).toContain(`>${escape(album.album.name)}<`)
  for (const track of album.album.tracks.slice(0, 3)) expect(html).toContain(escape(track.name))
  expect(html).toContain('id="ssr-state"')

  await waitForShell(page)
  await expect(page.getByRole('heading', { level: 1, name: album.album.name })).toBeVisible()
  // Hydrated: React owns the markup (the Play button answers), and the first page's work has settled.
  const play = page.getByRole('button', { name: /^play/i }).first()
  await expect(play).toBeEnabled()
  await page.waitForLoadState('networkidle')
  expect(complaints, 'React reported no hydration problem').toEqual([])
  expect(asked, 'neither the album nor bootstrap-data was asked for again').toEqual([])

  await play.click()
  await expect(page.getByRole('button', { name: /^pause/i }).first()).toBeVisible()
})

test('a click on a rendered button before the page is hydrated is not lost: the button waits until it answers', async ({ page, request }) => {
  test.setTimeout(60_000)
  const home = await (await request.get('/')).text()
  const albumPath = /href="(\/album\/\d+\/[^"]+)"/.exec(home)?.[1]
  expect(albumPath, 'the server-rendered home page links to an album').toBeTruthy()
  // The scripts arrive late (a slow device or network): the rendered page shows its buttons well before
  // the app can answer them. A click in that moment used to go nowhere (decision 0034, Status).
  await page.route('**/assets/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000))
    await route.continue()
  })
  await page.goto(albumPath!)
  await waitForShell(page)
  await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).first().click()
  await expect(page.getByRole('main').getByRole('button', { name: 'Pause', exact: true }).first()).toBeVisible({ timeout: 20_000 })
})
