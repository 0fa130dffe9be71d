import type { z } from 'zod'

/** What a provider client logs through (Fastify's logger in the app, a stub in tests). */
export interface ProviderLog {
  warn(obj: object, msg: string): void
}

export interface ProviderHttp {
  /**
   * GET or POST JSON, parsed with `schema` (the fields the client uses); null when the provider fails,
   * times out, or answers non-JSON or JSON of another shape (logged, never thrown).
   */
  json<S extends z.ZodType>(provider: string, url: string, schema: S, init?: RequestInit): Promise<z.output<S> | null>
}

/**
 * Every provider request goes through here: a time limit, and a failure becomes a warning and null, so a
 * page never waits long for, or fails because of, an optional provider (decision 0032). An answer is
 * parsed, not cast: a provider that changed its format counts as failed instead of breaking the caller.
 */
export function makeProviderHttp(timeoutMs: number, log: ProviderLog): ProviderHttp {
  return {
    async json<S extends z.ZodType>(provider: string, url: string, schema: S, init: RequestInit = {}): Promise<z.output<S> | null> {
      try {
        const res = await fetch(url, { ...init, headers: { accept: 'application/json', ...init.headers }, signal: AbortSignal.timeout(timeoutMs) })
        if (!res.ok) {
          log.warn({ provider, status: res.status, url: redact(url) }, 'provider request failed')
          return null
        }
        const parsed = schema.safeParse(await res.json())
        if (!parsed.success) {
          // Where the answer differs, not its values: they may echo what was asked.
          const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(answer)'}: ${i.code}`)
          log.warn({ provider, url: redact(url), issues }, 'provider answer malformed')
          return null
        }
        return parsed.data
      } catch (err) {
        log.warn({ provider, url: redact(url), err: String(err) }, 'provider request failed')
        return null
      }
    },
  }
}

/** Keys travel in query strings (Last.fm, YouTube): they stay out of the logs. */
function redact(url: string): string {
  return url.replace(/([?&](?:api_key|key)=)[^&]*/g, '$1***')
}

export const trimSlash = (url: string) => url.replace(/\/+$/, '')
