// A bounded Range-request load over loopback: a fixed list of jobs (byte ranges or whole-file GETs)
// shared by N keep-alive connections, each taking the next job when its previous answer is fully read.
// Bodies are counted, not kept, except the few that are checked byte for byte against the file.
import http from 'node:http'

/** Inclusive byte range as in HTTP, or null for a whole-file GET. */
export type Job = { start: number; end: number } | null

export interface StreamLoadResult {
  url: string
  requests: number
  errors: number
  firstError?: string
  mib: number
  seconds: number
  mibPerSecond: number
  p50Ms: number
  p95Ms: number
}

/** Deterministic (mulberry32) so both servers answer exactly the same ranges. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** `count` ranges of `chunk` bytes at random offsets of a `size`-byte file. */
export function randomRanges(size: number, count: number, chunk: number, seed = 42): Job[] {
  const next = random(seed)
  const length = Math.min(chunk, size)
  return Array.from({ length: count }, () => {
    const start = Math.floor(next() * (size - length + 1))
    return { start, end: start + length - 1 }
  })
}

export function wholeFile(count: number): Job[] {
  return Array.from({ length: count }, () => null)
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

interface JobOptions {
  agent: http.Agent
  size: number
  /** When given, the body is kept and compared with these bytes. */
  expected?: Buffer
}

/** One request; resolves with the body length after checking status, Content-Range and length. */
function runJob(url: URL, job: Job, { agent, size, expected }: JobOptions): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = job ? { range: `bytes=${job.start}-${job.end}` } : {}
    const req = http.get(url, { agent, headers }, (res) => {
      const wantStatus = job ? 206 : 200
      const wantLength = job ? job.end - job.start + 1 : size
      let received = 0
      const kept: Buffer[] = []
      res.on('data', (chunk: Buffer) => {
        received += chunk.length
        if (expected) kept.push(chunk)
      })
      res.on('error', reject)
      res.on('end', () => {
        if (res.statusCode !== wantStatus) return reject(new Error(`HTTP ${res.statusCode}, expected ${wantStatus}`))
        if (job && res.headers['content-range'] !== `bytes ${job.start}-${job.end}/${size}`) {
          return reject(new Error(`Content-Range ${res.headers['content-range']}`))
        }
        if (received !== wantLength) return reject(new Error(`${received} bytes, expected ${wantLength}`))
        if (expected && !Buffer.concat(kept).equals(expected)) return reject(new Error('body differs from the file'))
        resolve(received)
      })
    })
    req.on('error', reject)
  })
}

/**
 * Runs every job once with `connections` in flight. The first `verify` jobs are compared byte for
 * byte with `file` (the bytes on disk), so a fast but wrong answer cannot win.
 */
export async function runJobs(target: string, jobs: Job[], options: { connections: number; file: Buffer; verify?: number }): Promise<StreamLoadResult> {
  const url = new URL(target)
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections })
  const latencies: number[] = []
  let bytes = 0
  let errors = 0
  let firstError: string | undefined
  let nextJob = 0
  const verify = options.verify ?? 4
  const worker = async () => {
    while (nextJob < jobs.length) {
      const index = nextJob++
      const job = jobs[index] ?? null
      const expected = index < verify ? (job ? options.file.subarray(job.start, job.end + 1) : options.file) : undefined
      const started = performance.now()
      try {
        // Awaited first: `bytes += await …` would read `bytes` before the await and lose updates.
        const received = await runJob(url, job, { agent, size: options.file.length, expected })
        bytes += received
        latencies.push(performance.now() - started)
      } catch (error) {
        errors++
        firstError ??= String(error)
      }
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: options.connections }, worker))
  const seconds = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const mib = bytes / 1024 / 1024
  return {
    url: target,
    requests: latencies.length,
    errors,
    firstError,
    mib: Number(mib.toFixed(1)),
    seconds: Number(seconds.toFixed(3)),
    mibPerSecond: Number((mib / seconds).toFixed(1)),
    p50Ms: Number(percentile(latencies, 50).toFixed(2)),
    p95Ms: Number(percentile(latencies, 95).toFixed(2)),
  }
}
