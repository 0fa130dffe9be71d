import { vi } from 'vitest'
import { closeMutationDb, MUTATIONS_DB } from '../../../../src/client/features/offline-queue/db'
import { sessionState } from '../../../../src/client/stores/session'
import type { SessionUser } from '../../../../src/client/stores/bootstrap-types'

/** One request as the fake server saw it, after lib/http's method override. */
export interface SeenRequest {
  method: string
  url: string
  key: string | undefined
  body: unknown
}

/** 'answer-lost': applied like a 200, then the connection drops before the answer arrives. */
type Answer = { status: number; body?: unknown } | 'network-down' | 'answer-lost'

/**
 * A fetch double that behaves like the real server's idempotency layer: a repeated key gets the first
 * answer and is not applied again, so tests can count real effects, not calls.
 */
export function createFakeServer() {
  const seen: SeenRequest[] = []
  const applied: SeenRequest[] = []
  const answers = new Map<string, Answer[]>()
  const byKey = new Map<string, { status: number; body?: unknown }>()
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>
    const url = input.split('?')[0]!
    const request: SeenRequest = {
      method: headers['X-HTTP-Method-Override'] ?? init.method ?? 'GET',
      url,
      key: headers['Idempotency-Key'],
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    }
    seen.push(request)
    const planned = answers.get(url)?.shift() ?? { status: 200, body: { ok: true } }
    if (planned === 'network-down') throw new TypeError('Failed to fetch')
    const stored = request.key ? byKey.get(request.key) : undefined
    const answer = stored ?? (planned === 'answer-lost' ? { status: 200, body: { ok: true } } : planned)
    if (!stored) {
      if (answer.status < 300) applied.push(request)
      if (request.key && answer.status < 500) byKey.set(request.key, answer)
    }
    if (planned === 'answer-lost') throw new TypeError('Failed to fetch')
    const text = answer.body === undefined ? null : JSON.stringify(answer.body)
    return new Response(text, { status: answer.status, headers: { 'Content-Type': 'application/json' } })
  })
  return {
    fetch,
    seen,
    applied,
    /** Queues answers for a path (without /api/v1 query); unplanned requests get 200 {ok: true}. */
    plan(url: string, ...planned: Answer[]) {
      answers.set(`/api/v1/${url}`, [...(answers.get(`/api/v1/${url}`) ?? []), ...planned])
    },
  }
}

let online = true
export function setOnline(value: boolean) {
  online = value
}
export function installOnlineFlag() {
  online = true
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online })
}

export function signIn(id: number | null) {
  sessionState.user = id === null ? null : ({ id, name: `User ${id}` } as SessionUser)
}

export async function deleteMutationDb() {
  await closeMutationDb()
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(MUTATIONS_DB)
    request.onsuccess = () => resolve()
    request.onerror = () => reject(request.error)
  })
}
