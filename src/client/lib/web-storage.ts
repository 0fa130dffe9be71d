/**
 * The page's localStorage or sessionStorage, or null where the browser refuses it. Merely reading
 * `window.localStorage` throws a SecurityError in a third-party iframe with storage blocked (an embed
 * on another site) and in some private modes, so callers that run everywhere ask through here.
 */
export function webStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return null
  }
}
