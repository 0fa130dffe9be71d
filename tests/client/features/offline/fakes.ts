// In-memory stand-ins for Cache Storage and the network, so the offline manager runs in jsdom with its
// real IndexedDB code (fake-indexeddb) and real streaming/counting logic.
import type { Track } from '../../../../src/shared/contracts/catalogue'
import type { OfflineDeps } from '../../../../src/client/features/offline/deps'

interface Stored {
  bytes: Uint8Array
  type: string
}

export function createFakeCaches(quotaBytes = Infinity) {
  const stores = new Map<string, Map<string, Stored>>()
  const used = () => [...stores.values()].flatMap((m) => [...m.values()]).reduce((sum, s) => sum + s.bytes.byteLength, 0)
  const keyOf = (request: RequestInfo | URL) => (typeof request === 'string' ? request : request instanceof URL ? request.pathname : new URL(request.url, 'http://x').pathname)
  const open = async (name: string) => {
    const entries = stores.get(name) ?? new Map<string, Stored>()
    stores.set(name, entries)
    const cache = {
      async put(request: RequestInfo | URL, response: Response) {
        // Like the browser: the body is read whole before the entry exists; a failure leaves nothing.
        const bytes = new Uint8Array(await response.arrayBuffer())
        if (used() + bytes.byteLength > quotaBytes) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        entries.set(keyOf(request), { bytes, type: response.headers.get('content-type') ?? '' })
      },
      async match(request: RequestInfo | URL) {
        const hit = entries.get(keyOf(request))
        return hit ? new Response(hit.bytes.slice(), { headers: { 'content-type': hit.type } }) : undefined
      },
      async delete(request: RequestInfo | URL) {
        return entries.delete(keyOf(request))
      },
      async keys() {
        return [...entries.keys()].map((k) => new Request(`http://x${k}`))
      },
    }
    return cache as unknown as Cache
  }
  return { caches: { open }, stores, entry: (name: string, key: string) => stores.get(name)?.get(key) }
}

export interface FakeFile {
  bytes: Uint8Array
  type: string
  status?: number
}

/** Serves files by path in small chunks; `failOnce` paths reject once like a dropped connection. */
export function createFakeNetwork(files: Record<string, FakeFile>) {
  const failOnce = new Set<string>()
  const requests: { url: string; init: RequestInit }[] = []
  let offline = false
  const fetch = async (url: string, init: RequestInit) => {
    requests.push({ url, init })
    if (offline) throw new TypeError('Failed to fetch')
    if (failOnce.delete(url)) throw new TypeError('network error')
    const file = files[url]
    if (!file) return new Response('not found', { status: 404 })
    if (file.status && file.status !== 200) return new Response('refused', { status: file.status })
    const chunks = [file.bytes.slice(0, Math.ceil(file.bytes.length / 2)), file.bytes.slice(Math.ceil(file.bytes.length / 2))]
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const c of chunks) controller.enqueue(c)
        controller.close()
      },
    })
    return new Response(body, { status: 200, headers: { 'content-type': file.type, 'content-length': String(file.bytes.length) } })
  }
  return {
    fetch,
    requests,
    failOnce,
    setOffline: (value: boolean) => void (offline = value),
  }
}

export function makeDeps(caches: ReturnType<typeof createFakeCaches>, network: ReturnType<typeof createFakeNetwork>) {
  const notes: { message: string; type: string }[] = []
  const persist = { calls: 0 }
  const deps: OfflineDeps = {
    caches: caches.caches,
    fetch: network.fetch,
    persist: async () => {
      persist.calls += 1
      return true
    },
    estimate: async () => ({ usage: 1000, quota: 50_000 }),
    notify: (message, type) => void notes.push({ message, type }),
  }
  return { deps, notes, persist }
}

export const bytes = (n: number, seed = 1) => Uint8Array.from({ length: n }, (_, i) => (i * seed) % 251)

export function makeTrack(id: number, albumId = 1): Track {
  return {
    id,
    name: `Song ${id}`,
    number: id,
    duration: 1000,
    image: `storage/track_image/album-${albumId}.png`,
    plays: 0,
    owner_id: null,
    created_at: '2026-01-01T00:00:00.000Z',
    model_type: 'track',
    src: `storage/track_media/${id}.wav`,
    artists: [],
  }
}
