// Issue 26: transcoding and the Subsonic API under measurement. The compiled server as its own process on
// a fresh demo catalogue, with the transcode cache off (TRANSCODE_CACHE_MB=0: every transcode is cold)
// and the process limit raised (TRANSCODE_MAX_PROCESSES=32, so the concurrency part measures the CPU, not
// the queue in front of it; the default is 2 per core). Four parts, each bounded to seconds:
// - transcode-ttfb: time to first byte of a cold Opus 128 transcode (/rest/stream), against the
//   original file's (format=raw) on the same tracks in the same run; target under 300 ms.
// - transcode-concurrency: 1, 2, 4, 8, 16 Opus 128 transcodes of a 60 s track at once; a stream is
//   smooth when it can start playing (0.5 s buffered) within 2 s and then never runs out (the audio
//   received stays ahead of the audio played). Reports the most at once with every stream smooth, per core.
// - saved-album-size: an album saved offline at each web player quality (Original; Opus 256, 128, 64;
//   the bytes GET tracks/{id}/stream answers, as "Save offline" stores them).
// - subsonic-rps: getAlbumList2 and search3 requests/second next to the web API's album list and
//   search, same signed-in user, autocannon in its own process (bench/cookieless).
// Select with BENCH_ONLY=subsonic (all) or one part's name. Direct use: `node --import tsx bench/subsonic/run.ts [part]`.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { autocannon } from '../cookieless/run'
import { compileServer, startServerProcess } from '../listening/encore-process'
import { lengthenWav } from '../listening/long-wav'
import { freshDataDir } from '../throughput/startup'
import { SUBSONIC_PARTS, type SubsonicPart } from './parts'
import { firstByte, PREBUFFER_S, START_LIMIT_MS, streamMargin, timedGet } from './streams'

const root = path.resolve(import.meta.dirname, '..', '..')
const port = Number(process.env.BENCH_SUBSONIC_PORT ?? 3137)
const rpsSeconds = Number(process.env.BENCH_SUBSONIC_SECONDS ?? 4)
const ADMIN = { email: 'admin@encore.local', password: 'bench-admin-password' }

export const TTFB_TARGET_MS = 300
const LEVELS = [1, 2, 4, 8, 16]
const SONG_SECONDS = 60
const QUALITIES = [
  { name: 'Original', query: '' },
  { name: 'High (Opus 256)', query: '?format=opus&bitrate=256' },
  { name: 'Normal (Opus 128)', query: '?format=opus&bitrate=128' },
  { name: 'Data saver (Opus 64)', query: '?format=opus&bitrate=64' },
]

export interface SubsonicBenchResult {
  at: string
  cores: number
  loadAverage: number[]
  loudnessJob?: { analysed: number; tracks: number }
  ttfb?: { transcodeMs: number[]; originalMs: number[]; transcodeMedianMs: number; originalMedianMs: number; ratio: number }
  concurrency?: {
    songSeconds: number
    levels: Array<{ streams: number; smooth: number; worstTtfbMs: number; worstStartMs: number; slowestRealtime: number; worstMarginS: number }>
    maxSmooth: number
    perCore: number
  }
  albumSize?: { album: string; tracks: number; seconds: number; sizes: Array<{ quality: string; bytes: number; ofOriginal: number; kbps: number }> }
  rps?: Array<{ name: string; subsonic: number; web: number; ratio: number | null; subsonicP99Ms: number; webP99Ms: number }>
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}
const round = (n: number, digits = 1) => Number(n.toFixed(digits))

interface Session {
  headers: Record<string, string>
  auth: string
}

async function signIn(base: string): Promise<Session> {
  const login = await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...ADMIN, remember: true }) })
  if (!login.ok) throw new Error(`admin login: HTTP ${login.status}`)
  const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]!)
  const xsrf = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '')
  const headers = { cookie: cookies.join('; '), 'x-xsrf-token': xsrf }
  const made = await fetch(`${base}/api/v1/users/me/subsonic-credentials`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'bench' }) })
  if (!made.ok) throw new Error(`subsonic credential: HTTP ${made.status} ${await made.text()}`)
  const { credential } = (await made.json()) as { credential: { apiKey: string } }
  return { headers, auth: `apiKey=${encodeURIComponent(credential.apiKey)}&v=1.16.1&c=bench&f=json` }
}

type Song = { id: string; suffix?: string; duration?: number; replayGain?: object }

async function rest<T>(base: string, s: Session, endpoint: string, query = ''): Promise<T> {
  const res = await fetch(`${base}/rest/${endpoint}?${s.auth}${query}`)
  const body = (await res.json()) as { 'subsonic-response': T & { status: string; error?: { message: string } } }
  const answer = body['subsonic-response']
  if (answer.status !== 'ok') throw new Error(`${endpoint}: ${answer.error?.message}`)
  return answer
}

/** Every album with its songs (the demo catalogue is small), through the Subsonic API itself. */
async function catalogue(base: string, s: Session) {
  const { albumList2 } = await rest<{ albumList2: { album?: Array<{ id: string; name: string }> } }>(base, s, 'getAlbumList2', '&type=alphabeticalByName&size=500')
  const albums = []
  for (const a of albumList2.album ?? []) {
    const { album } = await rest<{ album: { song?: Song[] } }>(base, s, 'getAlbum', `&id=${a.id}`)
    albums.push({ id: a.id, name: a.name, songs: (album.song ?? []).filter((song) => song.suffix === 'wav') })
  }
  return albums
}

async function measureTtfb(base: string, s: Session, songs: Song[]) {
  const picks = songs.slice(0, 8)
  const transcodeMs: number[] = []
  const originalMs: number[] = []
  // Warm: one of each, not counted (JIT, the first ffmpeg start loads its libraries from disk).
  await firstByte(`${base}/rest/stream?${s.auth}&id=${picks[0]!.id}&format=raw`)
  await firstByte(`${base}/rest/stream?${s.auth}&id=${picks[0]!.id}&format=opus&maxBitRate=128`)
  for (const song of picks) {
    originalMs.push(await firstByte(`${base}/rest/stream?${s.auth}&id=${song.id}&format=raw`))
    transcodeMs.push(await firstByte(`${base}/rest/stream?${s.auth}&id=${song.id}&format=opus&maxBitRate=128`))
  }
  const transcodeMedianMs = round(median(transcodeMs))
  const originalMedianMs = round(median(originalMs))
  return { transcodeMs: transcodeMs.map((n) => round(n)), originalMs: originalMs.map((n) => round(n)), transcodeMedianMs, originalMedianMs, ratio: round(transcodeMedianMs / originalMedianMs, 2) }
}

async function measureConcurrency(base: string, s: Session, songId: string) {
  const url = `${base}/rest/stream?${s.auth}&id=${songId}&format=opus&maxBitRate=128`
  const levels = []
  for (const streams of LEVELS) {
    const runs = await Promise.all(Array.from({ length: streams }, () => timedGet(url)))
    const playback = runs.map((r) => streamMargin(r.arrivals, r.bytes / SONG_SECONDS))
    const margins = playback.map((p) => p.marginS)
    const realtime = runs.map((r) => SONG_SECONDS / ((r.totalMs - r.ttfbMs) / 1000))
    const level = {
      streams,
      smooth: playback.filter((p) => p.marginS >= 0 && p.startMs <= START_LIMIT_MS).length,
      worstTtfbMs: round(Math.max(...runs.map((r) => r.ttfbMs))),
      worstStartMs: round(Math.max(...playback.map((p) => p.startMs))),
      slowestRealtime: round(Math.min(...realtime)),
      worstMarginS: round(Math.min(...margins), 2),
    }
    levels.push(level)
    console.log(`  ${streams} at once: ${level.smooth}/${streams} smooth, worst TTFB ${level.worstTtfbMs} ms, worst start (${PREBUFFER_S} s buffered) ${level.worstStartMs} ms, slowest ${level.slowestRealtime}x real time`)
    if (level.smooth < streams) break
  }
  const maxSmooth = Math.max(0, ...levels.filter((l) => l.smooth === l.streams).map((l) => l.streams))
  return { songSeconds: SONG_SECONDS, levels, maxSmooth, perCore: round(maxSmooth / os.availableParallelism(), 1) }
}

async function measureAlbumSize(base: string, s: Session, album: { name: string; songs: Song[] }) {
  const sizes = []
  for (const quality of QUALITIES) {
    let bytes = 0
    for (const song of album.songs) bytes += (await timedGet(`${base}/api/v1/tracks/${song.id}/stream${quality.query}`, s.headers)).bytes
    sizes.push({ quality: quality.name, bytes, ofOriginal: 0, kbps: 0 })
  }
  const seconds = album.songs.reduce((sum, x) => sum + (x.duration ?? 0), 0)
  for (const size of sizes) {
    size.ofOriginal = round(size.bytes / sizes[0]!.bytes, 3)
    // The average bitrate the saved files hold (Subsonic durations are whole seconds: approximate).
    size.kbps = Math.round((size.bytes * 8) / Math.max(1, seconds) / 1000)
  }
  return { album: album.name, tracks: album.songs.length, seconds, sizes }
}

async function measureRps(base: string, s: Session, query: string) {
  const pairs = [
    { name: 'album list', subsonic: `/rest/getAlbumList2?${s.auth}&type=newest&size=20`, web: '/api/v1/albums?perPage=20&order=created_at:desc' },
    { name: 'search', subsonic: `/rest/search3?${s.auth}&query=${encodeURIComponent(query)}`, web: `/api/v1/search?query=${encodeURIComponent(query)}&loader=searchPage` },
  ]
  const results = []
  const web = { cookie: s.headers.cookie! }
  for (const pair of pairs) {
    for (const p of [pair.subsonic, pair.web]) {
      const res = await fetch(`${base}${p}`, { headers: web })
      if (!res.ok) throw new Error(`GET ${p}: HTTP ${res.status}`)
    }
    // Alternating, warm-up first; the web request carries the session cookie (no response cache for a signed-in user).
    await autocannon(`${base}${pair.subsonic}`, 1, { connections: 16 })
    await autocannon(`${base}${pair.web}`, 1, { connections: 16, headers: web })
    const sub = await autocannon(`${base}${pair.subsonic}`, rpsSeconds, { connections: 16 })
    const w = await autocannon(`${base}${pair.web}`, rpsSeconds, { connections: 16, headers: web })
    if (sub.non2xx || w.non2xx || sub.errors || w.errors) throw new Error(`${pair.name}: non-2xx or errors under load`)
    results.push({ name: pair.name, subsonic: sub.requestsPerSecond, web: w.requestsPerSecond, ratio: w.requestsPerSecond > 0 ? round(sub.requestsPerSecond / w.requestsPerSecond, 2) : null, subsonicP99Ms: sub.p99Ms, webP99Ms: w.p99Ms })
    console.log(`  ${pair.name}: Subsonic ${sub.requestsPerSecond} req/s : web ${w.requestsPerSecond} req/s`)
  }
  return results
}

export async function runSubsonicBench(distDir: string, parts: readonly SubsonicPart[] = SUBSONIC_PARTS): Promise<SubsonicBenchResult> {
  compileServer()
  const dataDir = freshDataDir()
  process.env.TRANSCODE_CACHE_MB = '0'
  process.env.TRANSCODE_MAX_PROCESSES = String(LEVELS.at(-1)! * 2)
  try {
    const server = await startServerProcess({ port, distDir, dataDir, logLevel: 'error' })
    console.log(`  server up on a fresh demo catalogue in ${Math.round(server.startMs / 1000)} s`)
    const result: SubsonicBenchResult = { at: new Date().toISOString(), cores: os.availableParallelism(), loadAverage: [] }
    try {
      const s = await signIn(server.url)
      const albums = (await catalogue(server.url, s)).filter((a) => a.songs.length > 0)
      const songs = albums.flatMap((a) => a.songs)
      // The loudness job analyses the demo catalogue after start, one ffmpeg at a time (a few minutes on
      // a busy 2-core machine): it is not waited for, but how far it got is noted with the figures.
      result.loudnessJob = { analysed: songs.filter((song) => song.replayGain).length, tracks: songs.length }
      console.log(`  loudness job: ${result.loudnessJob.analysed} of ${result.loudnessJob.tracks} tracks analysed so far`)
      result.loadAverage = os.loadavg().map((n) => round(n, 2))
      if (parts.includes('transcode-ttfb')) result.ttfb = await measureTtfb(server.url, s, songs)
      if (parts.includes('saved-album-size')) {
        const album = albums.reduce((a, b) => (b.songs.length > a.songs.length ? b : a))
        result.albumSize = await measureAlbumSize(server.url, s, album)
      }
      if (parts.includes('subsonic-rps')) result.rps = await measureRps(server.url, s, albums[0]!.name.split(' ')[0]!)
      if (parts.includes('transcode-concurrency')) {
        // A song's length: one demo tune stretched to 60 s in place (a new size, so a new cache identity).
        const song = songs[0]!
        const track = (await (await fetch(`${server.url}/api/v1/tracks/${song.id}`, { headers: { ...s.headers, 'x-encore-client': 'web' } })).json()) as { track: { src: string } }
        const key = /storage\/(track_media\/[^?#]+)$/.exec(track.track.src)?.[1]
        if (!key) throw new Error(`track ${song.id} has no local file`)
        const file = path.join(dataDir, 'storage', decodeURIComponent(key))
        fs.writeFileSync(`${file}.tmp`, lengthenWav(fs.readFileSync(file), SONG_SECONDS))
        fs.renameSync(`${file}.tmp`, file)
        result.concurrency = await measureConcurrency(server.url, s, song.id)
      }
    } finally {
      await server.close()
    }
    const outDir = path.join(root, 'bench-results')
    fs.mkdirSync(outDir, { recursive: true })
    fs.writeFileSync(path.join(outDir, 'subsonic-latest.json'), JSON.stringify(result, null, 2))
    return result
  } finally {
    delete process.env.TRANSCODE_CACHE_MB
    delete process.env.TRANSCODE_MAX_PROCESSES
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

type Row = (name: string, value: string, target: string, ok: boolean | null) => string
const mib = (bytes: number) => (bytes / 1048576).toFixed(2)

export function subsonicRows(r: SubsonicBenchResult, row: Row): string[] {
  const lines: string[] = []
  if (r.ttfb) {
    lines.push(row('transcode TTFB, cold Opus 128 (ms)', String(r.ttfb.transcodeMedianMs), `< ${TTFB_TARGET_MS}`, r.ttfb.transcodeMedianMs < TTFB_TARGET_MS))
    lines.push(row('original file TTFB (ms)', String(r.ttfb.originalMedianMs), '', null))
    lines.push(row('ratio transcode / original TTFB', r.ttfb.ratio.toFixed(2), '', null))
  }
  if (r.concurrency) lines.push(row(`smooth transcodes at once (per core)`, `${r.concurrency.maxSmooth} (${r.concurrency.perCore})`, '', null))
  if (r.albumSize) for (const size of r.albumSize.sizes) lines.push(row(`saved album ${size.quality} MiB (kb/s)`, `${mib(size.bytes)} (${size.kbps})`, '', null))
  for (const p of r.rps ?? []) lines.push(row(`${p.name} req/s Subsonic : web`, `${p.subsonic} : ${p.web}`, '', null))
  return lines
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename
if (invokedDirectly) {
  const only = process.argv[2] as SubsonicPart | undefined
  runSubsonicBench(path.resolve(root, process.env.BENCH_DIST_DIR ?? 'dist'), only ? [only] : SUBSONIC_PARTS).then(
    (r) => {
      console.log(JSON.stringify(r, null, 2))
      process.exit(0)
    },
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
