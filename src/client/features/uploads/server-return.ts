// Uploads that failed because the server could not be reached (a restart, a deploy) continue by themselves
// once it answers again, as network failures continue when the browser is back online (queue.ts). The
// server is asked only while such an upload waits: GET health every few seconds.
import { http } from '../../lib/http'

export const SERVER_PROBE_INTERVAL_MS = 3000

let probing = false

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function serverAnswers(): Promise<boolean> {
  // While the browser is offline its `online` event brings the uploads back; asking would only fail.
  if (!navigator.onLine) return false
  return http.get('health').then(() => true, () => false)
}

/**
 * Calls `onBack` once the health endpoint answers; asks every few seconds while `stillWaiting()` says an
 * upload waits for the server. One probe loop at a time, however many uploads wait.
 */
export function probeUntilServerAnswers(stillWaiting: () => boolean, onBack: () => void): void {
  if (probing || typeof window === 'undefined') return
  probing = true
  void (async () => {
    try {
      while (stillWaiting()) {
        await wait(SERVER_PROBE_INTERVAL_MS)
        if (stillWaiting() && (await serverAnswers())) {
          onBack()
          return
        }
      }
    } finally {
      probing = false
    }
  })()
}
