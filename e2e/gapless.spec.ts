// Gapless playback (issue 26, decision 0030), measured in the browser: on an album of the demo catalogue
// (its tunes are WAV files, so there is no encoder padding in them: a gap would be the player's), the
// listener plays track 1, seeks with the seek bar's arrow keys to about 2 s before its end, and the next track must
// start within 50 ms of the last sample of the current one: neither a gap nor an overlap of 50 ms or more.
//
// How the gap is measured: howler's media elements live outside the DOM, so an init script wraps
// HTMLMediaElement.prototype.play and listens to every element the app starts. The gap is the time from
// the outgoing element's `ended` to the incoming one's `playing` (event timestamps); negative when the
// next one started before the outgoing one ended (an overlap). Both events come from the same media
// pipeline, so the machine's audio output latency cancels out.
//
// Why up to three handovers: the handover is a timer on the page's main thread; on a shared 2-core CI
// machine one timer can be held up by a garbage collection or another process. The property under test
// is that the player schedules the start at the end, so a measurement spoilt by a stall is taken again on
// the next track (track 2 -> 3, then 3 -> 4): the test passes when one handover is under 50 ms, and prints
// every figure (docs/benchmarks.md quotes them). A player that waits for `ended` and then loads the next
// track (the behaviour before) measured 60-200 ms here every time.
import { slugify } from '../src/shared/lib/slug'
import { expect, test } from './fixtures/test'

interface Handover {
  from: string
  to: string
  gapMs: number
}

/** In-page probe (an init script): records each handover from one track element to the next. */
function gapProbe() {
  const w = window as unknown as { __gapHandovers?: Handover[]; __trackPlays?: Record<string, number>; __mediaLog?: string[] }
  if (w.__gapHandovers) return
  const handovers: Handover[] = []
  const plays: Record<string, number> = {}
  // What the track elements did, printed when the test fails.
  const log: string[] = []
  w.__gapHandovers = handovers
  w.__trackPlays = plays
  w.__mediaLog = log
  const isTrack = (src: string) => /\/api\/v1\/tracks\/\d+\/stream/.test(src)
  const seen = new Set<HTMLMediaElement>()
  let current: { el: HTMLMediaElement; src: string } | null = null
  // A track element that was followed by another: the next one's `playing` time, until its own `ended`.
  const waiting = new Map<HTMLMediaElement, { src: string; to: string; playingAt: number }>()
  const endedAt = new Map<HTMLMediaElement, { src: string; at: number }>()
  const play = HTMLMediaElement.prototype.play
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement, ...args: []) {
    // How often each track was told to play (howler's own seek pauses and plays again, too).
    if (isTrack(this.src)) plays[this.src] = (plays[this.src] ?? 0) + 1
    if (!seen.has(this)) {
      seen.add(this)
      for (const type of ['playing', 'pause', 'ended', 'seeking', 'seeked', 'waiting', 'emptied', 'error']) {
        this.addEventListener(type, (e) => {
          if (isTrack(this.currentSrc)) log.push(`${e.timeStamp.toFixed(1)} ${type} ${this.currentSrc.replace(/^.*\/tracks\//, '')} t=${this.currentTime.toFixed(3)}/${this.duration.toFixed(3)}`)
        })
      }
      this.addEventListener('ended', (e) => {
        endedAt.set(this, { src: this.currentSrc, at: e.timeStamp })
        const next = waiting.get(this)
        waiting.delete(this)
        // The next one started before this one ended: an overlap, a negative gap.
        if (next && next.src === this.currentSrc) handovers.push({ from: next.src, to: next.to, gapMs: next.playingAt - e.timeStamp })
      })
      this.addEventListener('playing', (e) => {
        const src = this.currentSrc
        if (!isTrack(src)) return
        const prev = current
        current = { el: this, src }
        if (!prev || prev.src === src) return
        const ended = endedAt.get(prev.el)
        if (ended && ended.src === prev.src) handovers.push({ from: prev.src, to: src, gapMs: e.timeStamp - ended.at })
        // Still playing, or at its end with the `ended` event still on its way: wait for that event.
        else if (!prev.el.paused || prev.el.ended) waiting.set(prev.el, { src: prev.src, to: src, playingAt: e.timeStamp })
        // A previous element paused before its end was a manual skip, not a handover.
      })
    }
    return play.apply(this, args)
  }
}

const handovers = () => (window as unknown as { __gapHandovers?: Handover[] }).__gapHandovers ?? []

test.describe('gapless playback', () => {
  test('the next album track starts within 50 ms of the end of the current one', async ({ page, request, visit }) => {
    test.setTimeout(60_000)
    // An album of the demo catalogue with at least four tracks (three handovers to measure).
    type Album = { id: number; name: string; artists?: Array<{ name: string }>; tracks: Array<{ id: number; name: string }> }
    let album: Album | undefined
    for (let id = 1; id <= 12 && !album; id++) {
      const response = await request.get(`/api/v1/albums/${id}?loader=albumPage`)
      if (!response.ok()) continue
      const body = (await response.json()) as { album: Album }
      if (body.album.tracks.length >= 4) album = body.album
    }
    if (!album) throw new Error('no demo album with four tracks')

    await page.addInitScript(gapProbe)
    await visit(`/album/${album.id}/${slugify(album.artists?.[0]?.name ?? 'various')}/${slugify(album.name)}`)
    await expect(page.getByRole('heading', { level: 1, name: album.name })).toBeVisible()
    const rows = page.getByRole('main').getByRole('table').getByRole('row').filter({ has: page.getByRole('button', { name: /^Play / }) })
    await rows.first().getByRole('button', { name: /^Play / }).click()

    const player = page.getByRole('region', { name: 'Player' })
    const seekBar = player.getByRole('slider', { name: 'Seek' })
    const figures: number[] = []
    for (let attempt = 0; attempt < 3; attempt++) {
      const track = album.tracks[attempt]!
      const following = album.tracks[attempt + 1]!
      await expect(player.getByText(track.name, { exact: true }).first()).toBeVisible()
      await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible()
      // The duration is known once the slider's max is more than the 1 it shows before.
      await expect.poll(async () => Number(await seekBar.getAttribute('max'))).toBeGreaterThan(3)
      const max = Number(await seekBar.getAttribute('max'))
      // Seek with the keyboard, as a listener would (each arrow is a seek, so this also seeks near
      // the end several times while the next track is preloaded).
      await seekBar.focus()
      while (Number(await seekBar.inputValue()) < max - 2) await seekBar.press('ArrowRight')
      await expect
        .poll(async () => (await page.evaluate(handovers)).length, { timeout: 10_000 })
        .toBe(attempt + 1)
        .catch(async (error: unknown) => {
          console.log((await page.evaluate(() => (window as unknown as { __mediaLog: string[] }).__mediaLog)).join('\n'))
          throw error
        })
      const handover = (await page.evaluate(handovers))[attempt]!
      expect(handover.from).toContain(`/tracks/${track.id}/stream`)
      expect(handover.to).toContain(`/tracks/${following.id}/stream`)
      // The seeks near the end started the next track once, not once per seek.
      const plays = await page.evaluate(() => (window as unknown as { __trackPlays: Record<string, number> }).__trackPlays)
      expect(Object.entries(plays).filter(([src]) => src.includes(`/tracks/${following.id}/stream`)).map(([, n]) => n)).toEqual([1])
      figures.push(Math.round(handover.gapMs * 10) / 10)
      // The player bar follows the handover (the store moved on without loading the track again).
      await expect(player.getByText(following.name, { exact: true }).first()).toBeVisible()
      // E2E_GAP_ALL=1 measures all three handovers (the figures in docs/benchmarks.md).
      if (Math.abs(handover.gapMs) < 50 && process.env.E2E_GAP_ALL !== '1') break
    }
    test.info().annotations.push({ type: 'gap between tracks (ms; negative = overlap)', description: figures.join(', ') })
    console.log(`gap between tracks (ms; negative = overlap): ${figures.join(', ')}`)
    expect(Math.min(...figures.map(Math.abs)), `gaps measured: ${figures.join(', ')} ms`).toBeLessThan(50)
  })
})
