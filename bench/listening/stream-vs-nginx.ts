// Stream throughput: the same WAV track file through our stream URL (GET /api/v1/tracks/{id}/stream)
// and through nginx (sendfile) serving DATA_DIR/storage, both their own processes on loopback, with
// the same requests. First whole GETs of the seeded file as it is (under 1 MiB: per-request cost
// dominates), then the file is stretched to a full song's length (long-wav.ts) for random 1 MiB
// Range requests and whole-file GETs. Two alternating rounds, best run of each kept (a noisy
// neighbour on the shared CPU hurts less). Target: ours/nginx >= 0.7 (issue 4).
// Run alone: node_modules/.bin/node --import tsx bench/listening/stream-vs-nginx.ts
import fs from 'node:fs'
import path from 'node:path'
import { startEncoreProcess } from './encore-process'
import { lengthenWav } from './long-wav'
import { NGINX_BIN, nginxAvailable, startNginx } from './nginx'
import { formatRow, type Row } from './report'
import { randomRanges, runJobs, wholeFile, type Job, type StreamLoadResult } from './range-load'

export const STREAM_TARGET_RATIO = 0.7
const MIB = 1024 * 1024

export interface WorkloadResult {
  ours: StreamLoadResult
  nginx: StreamLoadResult
  ratio: number
}

export type StreamBenchResult =
  | { skipped: string }
  | {
      track: { id: number; key: string; seededBytes: number; stretchedBytes: number }
      connections: number
      /** Whole GETs of the seeded file as it is: a measure of per-request cost, not of throughput. */
      seededWhole: WorkloadResult
      ranges: WorkloadResult
      whole: WorkloadResult
    }

interface Options {
  distDir: string
  nginxPort?: number
  encorePort?: number
  connections?: number
  /** How many MiB each run moves; the request counts follow from it. */
  mibPerRun?: number
  /** Default: the track with the largest seeded file. */
  trackId?: number
  /** Length the file is stretched to for the throughput workloads (default 240 s). */
  songSeconds?: number
}

function keyOf(src: string | null | undefined): string | undefined {
  const key = /(?:^|\/)storage\/(track_media\/[^?#]+)$/.exec(src ?? '')?.[1]
  return key && decodeURIComponent(key)
}

/**
 * The track whose file is the largest seeded one (the demo tunes are 8-20 s WAVs), found through the
 * album pages' hidden `src` (sent to our own web client only). Bounded: at most `maxAlbums` requests.
 */
async function largestTrack(baseUrl: string, storageRoot: string, maxAlbums = 80): Promise<{ id: number; key: string }> {
  const dir = path.join(storageRoot, 'track_media')
  const sizes = new Map(fs.readdirSync(dir).map((name) => [`track_media/${name}`, fs.statSync(path.join(dir, name)).size]))
  const wanted = [...sizes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]
  let best: { id: number; key: string; size: number } | null = null
  for (let albumId = 1; albumId <= maxAlbums; albumId++) {
    const response = await fetch(`${baseUrl}/api/v1/albums/${albumId}?loader=albumPage`, { headers: { 'x-encore-client': 'web' } })
    if (response.status === 404) break
    if (!response.ok) throw new Error(`GET /api/v1/albums/${albumId}: HTTP ${response.status}`)
    const { album } = (await response.json()) as { album: { tracks?: Array<{ id: number; src?: string | null }> } }
    for (const track of album.tracks ?? []) {
      const key = keyOf(track.src)
      const size = key ? (sizes.get(key) ?? 0) : 0
      if (key && (!best || size > best.size)) best = { id: track.id, key, size }
      if (key && key === wanted) return { id: track.id, key }
    }
  }
  if (!best) throw new Error('no seeded track has a local file')
  return best
}

async function trackById(baseUrl: string, id: number): Promise<{ id: number; key: string }> {
  const response = await fetch(`${baseUrl}/api/v1/tracks/${id}`, { headers: { 'x-encore-client': 'web' } })
  if (!response.ok) throw new Error(`GET /api/v1/tracks/${id}: HTTP ${response.status}`)
  const { track } = (await response.json()) as { track: { src?: string | null } }
  const key = keyOf(track.src)
  if (!key) throw new Error(`track ${id} has no local file (src: ${track.src})`)
  return { id, key }
}

async function compare(ourUrl: string, nginxUrl: string, jobs: Job[], file: Buffer, connections: number): Promise<WorkloadResult> {
  const runs: { ours: StreamLoadResult[]; nginx: StreamLoadResult[] } = { ours: [], nginx: [] }
  // Warm both (page cache, JIT, keep-alive sockets) with a few of the same requests.
  await runJobs(nginxUrl, jobs.slice(0, 8), { connections, file })
  await runJobs(ourUrl, jobs.slice(0, 8), { connections, file })
  for (let round = 0; round < 2; round++) {
    runs.nginx.push(await runJobs(nginxUrl, jobs, { connections, file }))
    runs.ours.push(await runJobs(ourUrl, jobs, { connections, file }))
  }
  // A run with errors never counts as the best one.
  const best = (list: StreamLoadResult[]) => list.reduce((a, b) => ((b.errors === 0 && b.mibPerSecond > a.mibPerSecond) || a.errors > 0 ? b : a))
  const ours = best(runs.ours)
  const nginx = best(runs.nginx)
  return { ours, nginx, ratio: Number((ours.mibPerSecond / nginx.mibPerSecond).toFixed(3)) }
}

export async function runStreamBench(options: Options): Promise<StreamBenchResult> {
  if (!nginxAvailable()) {
    const skipped = `nginx not found at ${NGINX_BIN} (apt-get install -y nginx, or set NGINX_PATH): stream vs nginx skipped`
    console.log(skipped)
    return { skipped }
  }
  const connections = options.connections ?? 8
  const mibPerRun = options.mibPerRun ?? 256
  console.log('Starting Encore (own process, seeded PGlite) and nginx…')
  const encore = await startEncoreProcess({ port: options.encorePort ?? 3182, distDir: options.distDir })
  try {
    const { id: trackId, key } = options.trackId
      ? await trackById(encore.url, options.trackId)
      : await largestTrack(encore.url, encore.storageRoot)
    const filePath = path.join(encore.storageRoot, key)
    const seeded = fs.readFileSync(filePath)
    const nginx = await startNginx({ root: encore.storageRoot, port: options.nginxPort ?? 3181 })
    try {
      const ourUrl = `${encore.url}/api/v1/tracks/${trackId}/stream`
      const nginxUrl = `${nginx.url}/${key.split('/').map(encodeURIComponent).join('/')}`
      const wholeJobs = (size: number) => wholeFile(Math.max(connections, Math.min(1024, Math.ceil((mibPerRun * MIB) / size))))
      console.log(`Track ${trackId}: ${key}, seeded ${(seeded.length / MIB).toFixed(2)} MiB; ${connections} connections, ~${mibPerRun} MiB per run`)
      const seededWhole = await compare(ourUrl, nginxUrl, wholeJobs(seeded.length), seeded, connections)
      // Same key, new bytes: both servers stat the file on every request, so both serve the long one.
      const file = lengthenWav(seeded, options.songSeconds ?? 240)
      fs.writeFileSync(`${filePath}.tmp`, file)
      fs.renameSync(`${filePath}.tmp`, filePath)
      console.log(`Stretched to ${(file.length / MIB).toFixed(2)} MiB`)
      const ranges = await compare(ourUrl, nginxUrl, randomRanges(file.length, Math.ceil(mibPerRun), MIB), file, connections)
      const whole = await compare(ourUrl, nginxUrl, wholeJobs(file.length), file, connections)
      return {
        track: { id: trackId, key, seededBytes: seeded.length, stretchedBytes: file.length },
        connections,
        seededWhole,
        ranges,
        whole,
      }
    } finally {
      await nginx.close()
    }
  } finally {
    await encore.close()
  }
}

export function streamRows(result: StreamBenchResult, row: Row): string[] {
  if ('skipped' in result) return [row('stream vs nginx', 'skipped', `>= ${STREAM_TARGET_RATIO}`, null)]
  const lines: string[] = []
  const workloads = [
    ['1 MiB ranges', result.ranges, true],
    ['whole-file GETs', result.whole, true],
    // Context only: sub-MiB answers measure per-request cost (lookup, permissions), not streaming.
    ['seeded file GETs', result.seededWhole, false],
  ] as const
  for (const [name, w, judged] of workloads) {
    lines.push(row(`${name}: ours MiB/s`, String(w.ours.mibPerSecond), '', null))
    lines.push(row(`${name}: nginx MiB/s`, String(w.nginx.mibPerSecond), '', null))
    const clean = w.ours.errors === 0 && w.nginx.errors === 0
    const ok = judged ? clean && w.ratio >= STREAM_TARGET_RATIO : null
    lines.push(row(`${name}: ratio ours/nginx`, w.ratio.toFixed(3), judged ? `>= ${STREAM_TARGET_RATIO}` : '', ok))
  }
  return lines
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename
if (invokedDirectly) {
  const root = path.resolve(import.meta.dirname, '..', '..')
  runStreamBench({
    distDir: path.resolve(root, process.env.BENCH_DIST_DIR ?? 'dist'),
    trackId: process.env.BENCH_TRACK_ID ? Number(process.env.BENCH_TRACK_ID) : undefined,
    // Own ports when several benches share the machine.
    encorePort: process.env.BENCH_ENCORE_PORT ? Number(process.env.BENCH_ENCORE_PORT) : undefined,
    nginxPort: process.env.BENCH_NGINX_PORT ? Number(process.env.BENCH_NGINX_PORT) : undefined,
  }).then(
    (result) => {
      console.log(`\n${streamRows(result, formatRow).join('\n')}\n`)
      if (!('skipped' in result)) {
        for (const w of [result.seededWhole, result.ranges, result.whole]) {
          for (const r of [w.ours, w.nginx]) if (r.errors > 0) console.log(`${r.url}: ${r.errors} errors, first: ${r.firstError}`)
        }
      }
      process.exit(0)
    },
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
