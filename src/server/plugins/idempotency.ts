import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from '../db/client'
import { HttpError, validationError } from '../lib/http-errors'
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_TTL_MS,
  IDEMPOTENT_REPLAYED_HEADER,
  IdempotencyKeySchema,
} from '../../shared/contracts/idempotency'
import { IN_PROGRESS, makeIdempotencyRepo, type IdempotencyRow } from './idempotency.repo'

export interface IdempotencyOptions {
  db: Db
  clock: () => Date
  /** How long a duplicate waits for the first request before it gets a 409. */
  waitMs?: number
  /** An in-progress row untouched this long belongs to a request that died with its process. */
  staleMs?: number
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const POLL_MS = 25
const PRUNE_EVERY_MS = 10 * 60 * 1000
const HEADER = IDEMPOTENCY_HEADER.toLowerCase()
const BUSY = 'A request with this Idempotency-Key is still being processed. Please try again.'

const toArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value])

type Decision = { kind: 'run' } | { kind: 'replay'; row: IdempotencyRow }

/**
 * Honours `Idempotency-Key` on state-changing API requests (docs/decisions/0003): the first request
 * claims the key with an in-progress row (the primary key makes the claim exclusive across processes),
 * runs, and its 2xx/4xx answer is stored; a repeat gets that answer back and runs nothing. It claims in
 * preValidation, after auth (the owner is known) and before validation and permission checks, so those
 * answers replay too. 5xx answers release the key: the client may retry them.
 */
export const idempotencyPlugin = fp<IdempotencyOptions>(
  async (app, opts) => {
    const repo = makeIdempotencyRepo(opts.db)
    const waitMs = opts.waitMs ?? 10_000
    const staleMs = opts.staleMs ?? 2 * 60 * 1000
    const claimed = new WeakMap<FastifyRequest, string>()
    let lastPrune = 0

    function pruneLazily(now: Date) {
      if (now.getTime() - lastPrune < PRUNE_EVERY_MS) return
      lastPrune = now.getTime()
      repo.prune(new Date(now.getTime() - IDEMPOTENCY_TTL_MS)).catch((err: unknown) => app.log.warn({ err }, 'idempotency prune failed'))
    }

    async function decide(key: string, request: FastifyRequest, path: string): Promise<Decision> {
      const deadline = Date.now() + waitMs
      for (;;) {
        const now = opts.clock()
        const won = await repo.claim({
          key,
          userId: request.authUserId,
          method: request.method,
          path,
          now,
          expiredBefore: new Date(now.getTime() - IDEMPOTENCY_TTL_MS),
          staleBefore: new Date(now.getTime() - staleMs),
        })
        if (won) return { kind: 'run' }
        const row = await repo.find(key)
        // Released (the first answer was a 5xx) between our claim and this read: claim again.
        if (!row && Date.now() < deadline) continue
        if (!row) throw new HttpError(409, BUSY, { headers: { 'retry-after': '1' } })
        // Never say what the other request was or what it answered.
        if (row.userId !== request.authUserId || row.method !== request.method || row.path !== path) {
          throw validationError({ [IDEMPOTENCY_HEADER]: ['This Idempotency-Key was already used for a different request.'] })
        }
        if (row.statusCode !== IN_PROGRESS) return { kind: 'replay', row }
        if (Date.now() >= deadline) {
          throw new HttpError(409, BUSY, { headers: { 'retry-after': '1' } })
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS))
      }
    }

    function replay(reply: FastifyReply, row: IdempotencyRow) {
      reply.code(row.statusCode).header(IDEMPOTENT_REPLAYED_HEADER, 'true')
      if (row.body === '') return reply.send()
      return reply.type('application/json; charset=utf-8').send(row.body)
    }

    async function claimHook(request: FastifyRequest, reply: FastifyReply) {
      if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return
      const raw = request.headers[HEADER]
      if (raw === undefined) return
      const parsed = IdempotencyKeySchema.safeParse(Array.isArray(raw) ? raw.join(',') : raw)
      if (!parsed.success) throw validationError({ [IDEMPOTENCY_HEADER]: [parsed.error.issues[0]!.message] })
      const path = request.url.split('?')[0]!.replace(/\/+$/, '')
      pruneLazily(opts.clock())
      const decision = await decide(parsed.data, request, path)
      if (decision.kind === 'replay') return replay(reply, decision.row)
      claimed.set(request, parsed.data)
    }

    async function storeHook(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const key = claimed.get(request)
      if (key === undefined) return payload
      claimed.delete(request)
      const status = reply.statusCode
      const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : payload == null ? '' : null
      try {
        // A stream cannot be stored, and a 5xx may succeed on a retry: give the key back.
        if (status >= 500 || status < 200 || (status >= 300 && status < 400) || body === null) await repo.release(key)
        else await repo.complete(key, status, body, opts.clock())
      } catch (err) {
        request.log.error({ err }, 'idempotency answer not stored')
      }
      return payload
    }

    // Only routes that can change state get the hooks, so GET requests (pages, bootstrap-data, audio
    // Range requests) never run them. Method override is applied before routing, so an overridden
    // POST reaches the PUT, PATCH or DELETE route and its hooks. Prepended, so the claim comes before
    // the route's own preValidation and the stored answer is the one the global onSend hooks produced.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method]
      if (!methods.some((m) => STATE_CHANGING.has(m.toUpperCase()))) return
      route.preValidation = [claimHook, ...toArray(route.preValidation)] as typeof route.preValidation
      route.onSend = [storeHook, ...toArray(route.onSend)] as typeof route.onSend
    })
  },
  { name: 'idempotency', dependencies: ['auth'] },
)
