// A signed-in HTTP client for the cluster suite: cookies and the XSRF header as the web client sends
// them, every request recorded (start, end, outcome) so the suite can tell which ones were in flight.
import { randomUUID } from 'node:crypto'

export interface Attempt {
  label: string
  start: number
  end: number
  ok: boolean
  status: number
  error?: string
  /** The Idempotency-Key of a write: its retries share it. */
  key?: string
}

export class ClusterClient {
  readonly attempts: Attempt[] = []
  private cookie = ''
  private xsrf = ''

  constructor(readonly base: string) {}

  async login(email: string, password: string): Promise<void> {
    const res = await fetch(`${this.base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, remember: true }),
    })
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`)
    const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!)
    this.cookie = cookies.join('; ')
    this.xsrf = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]!)
  }

  get authHeaders(): Record<string, string> {
    return { cookie: this.cookie, 'x-xsrf-token': this.xsrf }
  }

  /** One attempt, recorded; never throws. */
  async once(label: string, path: string, init: RequestInit = {}, base = this.base): Promise<{ attempt: Attempt; body: unknown }> {
    const start = Date.now()
    let attempt: Attempt
    let body: unknown = null
    try {
      const res = await fetch(`${base}${path}`, {
        ...init,
        headers: { ...this.authHeaders, ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.headers as Record<string, string>) },
        signal: AbortSignal.timeout(15_000),
      })
      const buf = Buffer.from(await res.arrayBuffer())
      const ok = res.status >= 200 && res.status < 300
      if (ok && res.headers.get('content-type')?.includes('json')) body = JSON.parse(buf.toString('utf8'))
      attempt = { label, start, end: Date.now(), ok, status: res.status }
    } catch (error) {
      attempt = { label, start, end: Date.now(), ok: false, status: 0, error: (error as Error).message }
    }
    this.attempts.push(attempt)
    return { attempt, body }
  }

  /**
   * A write with an Idempotency-Key, repeated with the same key until it succeeds (as the web client's
   * offline queue replays): a retry after a crash must neither lose nor double the write.
   */
  async write(label: string, path: string, payload: unknown, method = 'POST'): Promise<{ tries: number; body: unknown }> {
    const key = randomUUID()
    for (let tries = 1; tries <= 20; tries += 1) {
      const { attempt, body } = await this.once(label, path, { method, body: JSON.stringify(payload), headers: { 'idempotency-key': key } })
      attempt.key = key
      if (attempt.ok) return { tries, body }
      if (attempt.status >= 400 && attempt.status < 500 && attempt.status !== 409) throw new Error(`${label}: ${attempt.status}`)
      await new Promise((r) => setTimeout(r, 200))
    }
    throw new Error(`${label}: still failing after 20 tries`)
  }

  /** A read, retried until it succeeds. */
  async read(label: string, path: string, headers: Record<string, string> = {}): Promise<number> {
    for (let tries = 1; tries <= 20; tries += 1) {
      const { attempt } = await this.once(label, path, { headers })
      if (attempt.ok) return tries
      await new Promise((r) => setTimeout(r, 200))
    }
    throw new Error(`${label}: still failing after 20 tries`)
  }
}
