/** What a provider client logs through (Fastify's logger in the app, a stub in tests). */
export interface ProviderLog {
  warn(obj: object, msg: string): void
}

export interface ProviderHttp {
  /** GET or POST JSON; null when the provider fails, times out or answers non-JSON (logged, never thrown). */
  json<T>(provider: string, url: string, init?: RequestInit): Promise<T | null>
}

/**
 * Every provider request goes through here: a time limit, and a failure becomes a warning and null, so a
 * page never waits long for, or fails because of, an optional provider (decision 0032).
 */
export function makeProviderHttp(timeoutMs: number, log: ProviderLog): ProviderHttp {
  return {
    async json<T>(provider: string, url: string, init: RequestInit = {}): Promise<T | null> {
      try {
        const res = await fetch(url, { ...init, headers: { accept: 'application/json', ...init.headers }, signal: AbortSignal.timeout(timeoutMs) })
        if (!res.ok) {
          log.warn({ provider, status: res.status, url: redact(url) }, 'provider request failed')
          return null
        }
        return (await res.json()) as T
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
