// Where a play log goes. The player may not import features, so the offline queue registers a sender
// that keeps logs made without a network and replays them later; until then logs go straight out.
import { http } from '../lib/http'

/** Sends one play log (`url` relative to /api/v1); must never reject or tell the listener. */
export type PlayLogSender = (url: string, body: { queueId: string | null }) => Promise<unknown>

const direct: PlayLogSender = (url, body) => http.post(url, { body })

let sender: PlayLogSender = direct

/** Set by the offline queue at start; null restores direct sending. */
export function setPlayLogSender(next: PlayLogSender | null): void {
  sender = next ?? direct
}

/** Logging is best effort: playback never depends on it and a failure is never shown. */
export function sendPlayLog(url: string, body: { queueId: string | null }): void {
  sender(url, body).catch(() => undefined)
}
