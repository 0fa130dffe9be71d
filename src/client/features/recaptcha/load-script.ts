/** The part of Google's v3 API the app uses (https://developers.google.com/recaptcha/docs/v3). */
export interface Grecaptcha {
  ready(callback: () => void): void
  execute(siteKey: string, options: { action: string }): Promise<string>
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

export const RECAPTCHA_SCRIPT_ORIGIN = 'https://www.google.com/recaptcha/api.js'
/** A blocked or stalled script must end in the failure toast, not a form that never submits. */
const LOAD_TIMEOUT_MS = 10_000

const loads = new Map<string, Promise<Grecaptcha>>()

export function recaptchaScriptUrl(siteKey: string): string {
  return `${RECAPTCHA_SCRIPT_ORIGIN}?render=${encodeURIComponent(siteKey)}`
}

function waitReady(resolve: (g: Grecaptcha) => void, reject: (e: Error) => void) {
  const g = window.grecaptcha
  if (!g) return reject(new Error('recaptcha did not load'))
  g.ready(() => resolve(g))
}

/**
 * Adds Google's script once per site key (a plain script element with src: the page policy forbids
 * inline script) and resolves with grecaptcha once it is ready. A failure is forgotten so a later
 * submit may try again.
 */
export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  const known = loads.get(siteKey)
  if (known) return known
  const load = new Promise<Grecaptcha>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('recaptcha load timed out')), LOAD_TIMEOUT_MS)
    const done = (g: Grecaptcha) => {
      clearTimeout(timer)
      resolve(g)
    }
    const fail = (e: Error) => {
      clearTimeout(timer)
      reject(e)
    }
    const src = recaptchaScriptUrl(siteKey)
    const existing = Array.from(document.scripts).find((s) => s.src === src)
    if (existing && window.grecaptcha) return waitReady(done, fail)
    const script = existing ?? document.createElement('script')
    script.addEventListener('load', () => waitReady(done, fail), { once: true })
    script.addEventListener(
      'error',
      () => {
        // Drop the dead element so the next attempt adds a fresh one.
        script.remove()
        fail(new Error('recaptcha script failed'))
      },
      { once: true },
    )
    if (!existing) {
      script.src = src
      script.async = true
      document.head.appendChild(script)
    }
  })
  loads.set(siteKey, load)
  load.catch(() => loads.get(siteKey) === load && loads.delete(siteKey))
  return load
}

/** Test seam: forget loaded keys. */
export function resetRecaptchaLoads(): void {
  loads.clear()
}
