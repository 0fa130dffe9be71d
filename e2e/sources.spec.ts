// Issue 24, "every source the spec names plays" (music-catalog §4.1, §4.13): a video file plays in the
// player's video panel, an HLS package through hls.js, a DASH package through dash.js, and a YouTube
// address through the IFrame API — here a local stand-in (fixtures/youtube-iframe-api.js) answering for
// https://www.youtube.com/iframe_api, as the billing spec pays against local stand-ins of Stripe and PayPal.
// The media are made with ffmpeg into the server's storage; the tracks point at them.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { APIRequestContext, Page } from '@playwright/test'
import { E2E_ADMIN } from './fixtures/admin'
import { expect, test } from './fixtures/test'

const YOUTUBE_STAND_IN = fileURLToPath(new URL('./fixtures/youtube-iframe-api.js', import.meta.url))
const FOLDER = 'track_media/e2e-sources'

/** A 30 s test picture with a tone (H.264/AAC), as a file, an HLS package and a DASH package. */
function makeMedia(): void {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'storage', FOLDER)
  if (fs.existsSync(path.join(dir, 'dash', 'clip.mpd'))) return // made by an earlier attempt on this server
  fs.mkdirSync(path.join(dir, 'hls'), { recursive: true })
  fs.mkdirSync(path.join(dir, 'dash'), { recursive: true })
  const input = ['-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=10', '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '30']
  const codecs = ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-g', '10', '-c:a', 'aac', '-b:a', '64k']
  const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...input, ...codecs, ...args], { cwd: dir })
  ffmpeg(['-movflags', '+faststart', 'clip.mp4'])
  ffmpeg(['-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod', '-hls_segment_filename', 'hls/part%d.ts', 'hls/index.m3u8'])
  ffmpeg(['-f', 'dash', '-seg_duration', '2', '-use_template', '1', '-use_timeline', '0', 'dash/clip.mpd'])
}

async function post(request: APIRequestContext, url: string, data: object): Promise<unknown> {
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? ''
  const res = await request.post(url, { data, headers: { 'X-XSRF-TOKEN': xsrf } })
  expect(res.status(), await res.text()).toBe(200)
  return res.json()
}

/** The video panel's <video>: its time, and whether a MediaSource (hls.js / dash.js) feeds it. */
const videoState = (page: Page) =>
  page.getByRole('region', { name: 'Video' }).locator('video').evaluate((v: HTMLVideoElement) => ({ time: v.currentTime, mse: v.src.startsWith('blob:') }))

test('video, HLS, DASH and YouTube tracks play', async ({ page, visit }) => {
  // Four tracks, each played past half a second; a loaded 2-core CI machine makes that slow.
  test.setTimeout(120_000)
  makeMedia()
  const login = await page.request.post('/api/v1/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  expect(login.status(), await login.text()).toBe(200)
  const albums = (await (await page.request.get('/api/v1/albums/1?loader=albumPage')).json()) as { album: { artists: { id: number }[] } }
  const artistId = albums.album.artists[0]!.id
  // One album of the four sources, played in order with the player's Next button.
  const stamp = Date.now().toString(36)
  const tracks = [
    { name: `Clip ${stamp}`, src: `storage/${FOLDER}/clip.mp4` },
    { name: `Stream ${stamp}`, src: `storage/${FOLDER}/hls/index.m3u8` },
    { name: `Dash ${stamp}`, src: `storage/${FOLDER}/dash/clip.mpd` },
    { name: `Tube ${stamp}`, src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  ].map((t) => ({ ...t, duration: 30_000 }))
  const { album } = (await post(page.request, '/api/v1/albums', { name: `Sources ${stamp}`, artists: [artistId], tracks })) as { album: { id: number } }
  let standInServed = 0
  await page.route('https://www.youtube.com/iframe_api', (route) => {
    standInServed += 1
    return route.fulfill({ contentType: 'text/javascript', body: fs.readFileSync(YOUTUBE_STAND_IN, 'utf8') })
  })
  const player = page.getByRole('region', { name: 'Player' })
  const seek = player.getByRole('slider', { name: 'Seek' }).first()

  // A video file: the panel shows its <video>, which plays; the Video button closes and reopens the panel.
  await visit(`/album/${album.id}/artist/album`)
  await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).first().click()
  const panel = page.getByRole('region', { name: 'Video' })
  await expect(panel.locator('video')).toBeVisible()
  await expect.poll(async () => (await videoState(page)).time, { timeout: 15_000 }).toBeGreaterThan(0.5)
  await player.getByRole('button', { name: 'Video', pressed: true }).first().click()
  await expect(panel).toBeHidden()
  await player.getByRole('button', { name: 'Video', pressed: false }).first().click()
  await expect(panel.locator('video')).toBeVisible()

  // HLS through hls.js (a MediaSource, not the element's own HLS), then DASH through dash.js.
  for (const track of tracks.slice(1, 3)) {
    await player.getByRole('button', { name: 'Next', exact: true }).first().click()
    await expect(player.getByText(track.name).first()).toBeVisible()
    await expect.poll(async () => (await videoState(page)).mse, { timeout: 15_000 }).toBe(true)
    await expect.poll(async () => (await videoState(page)).time, { timeout: 15_000 }).toBeGreaterThan(0.5)
  }
  expect(standInServed, 'no YouTube script before a YouTube track').toBe(0)

  // YouTube: the API is loaded now, the player is made on the privacy-enhanced domain, and time advances.
  await player.getByRole('button', { name: 'Next', exact: true }).first().click()
  await expect(player.getByText(tracks[3]!.name).first()).toBeVisible()
  await expect(panel.getByTestId('youtube-stand-in')).toHaveText('YouTube video dQw4w9WgXcQ')
  const options = await page.evaluate(() => (window as unknown as { __ytStandIn: { options: { host: string; playerVars: object } } }).__ytStandIn.options)
  expect(options).toMatchObject({ host: 'https://www.youtube-nocookie.com', playerVars: { controls: 0, playsinline: 1, modestbranding: 1 } })
  await expect.poll(async () => Number(await seek.inputValue()), { timeout: 15_000 }).toBeGreaterThan(0.5)
  await expect(player.getByRole('button', { name: 'Pause', exact: true }).first()).toBeVisible()
  expect(standInServed).toBe(1)
})
