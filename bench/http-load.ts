// A bounded HTTP load loop over loopback: N keep-alive connections, each sending the next request as
// soon as the previous answer is read, for a fixed time. No external tool; node:http only.
import http from 'node:http'

export interface LoadResult {
  url: string
  requests: number
  errors: number
  seconds: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
}

/** A connection's cookies (name=value), kept like a browser would between its requests. */
type Jar = Map<string, string>

function once(agent: http.Agent, url: URL, jar?: Jar): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const headers = jar && jar.size > 0 ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : undefined
    const req = http.get(url, { agent, headers }, (res) => {
      if (jar) for (const line of res.headers['set-cookie'] ?? []) {
        const [pair = ''] = line.split(';')
        const eq = pair.indexOf('=')
        if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim())
      }
      res.resume()
      res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`HTTP ${res.statusCode}`))))
    })
    req.on('error', reject)
  })
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

/**
 * Runs for `seconds` (after `warmupSeconds` that are not counted) with `connections` in flight. With
 * `cookies`, each connection is one visitor that keeps the cookies it is given (a listener's browser).
 */
export async function measure(
  target: string,
  options: { seconds: number; warmupSeconds: number; connections: number; cookies?: boolean },
): Promise<LoadResult> {
  const url = new URL(target)
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections })
  const latencies: number[] = []
  let errors = 0
  const jars: (Jar | undefined)[] = Array.from({ length: options.connections }, () => (options.cookies ? new Map() : undefined))
  const loop = async (until: number, record: boolean, jar: Jar | undefined) => {
    while (performance.now() < until) {
      try {
        const ms = await once(agent, url, jar)
        if (record) latencies.push(ms)
      } catch {
        if (record) errors++
      }
    }
  }
  const run = (seconds: number, record: boolean) => {
    const until = performance.now() + seconds * 1000
    return Promise.all(jars.map((jar) => loop(until, record, jar)))
  }
  await run(options.warmupSeconds, false)
  const started = performance.now()
  await run(options.seconds, true)
  const seconds = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  return {
    url: target,
    requests: latencies.length,
    errors,
    seconds: Number(seconds.toFixed(2)),
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50Ms: Number(percentile(latencies, 50).toFixed(2)),
    p99Ms: Number(percentile(latencies, 99).toFixed(2)),
  }
}
