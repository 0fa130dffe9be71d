import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  DeletePushSubscriptionInputSchema,
  OkResponseSchema,
  PushSubscriptionInputSchema,
  type LiveNotificationEvent,
} from '../../../shared/contracts/notifications'
import { HttpError } from '../../lib/http-errors'
import { requireLogin } from '../permissions/index'
import type { LiveHub } from './live-hub'
import type { PushSubscriptionsService } from './push-subscriptions.service'

const ok = 'success' as const
const me = (req: FastifyRequest) => req.viewer.userId as number
/** Tabs of one user per process; more is a runaway client, each stream holds a socket. */
export const MAX_STREAMS_PER_USER = 10
/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
const HEARTBEAT_MS = 25_000

/** The live stream of new notifications and unread counts (server-sent events), and browser push subscriptions. */
export interface LiveRoutesOptions {
  hub: LiveHub
  unreadCount: (userId: number) => Promise<number>
  push: PushSubscriptionsService
  /** The admin's `realtime.enable`: off, the stream answers 404 and open streams end. */
  realtimeOn: () => Promise<boolean>
  /** Calls back when settings change (in this process or another), so open streams end when realtime goes off. */
  onSettingsChange: (listener: () => void) => void
}

export const liveRoutes: FastifyPluginAsyncZod<LiveRoutesOptions> = async (app, { hub, unreadCount, push, realtimeOn, onSettingsChange }) => {
  app.addHook('preValidation', requireLogin)
  // Open streams never end on their own: end them before the server closes, or close() would wait forever.
  const open = new Set<(last?: LiveNotificationEvent) => void>()
  app.addHook('preClose', async () => {
    for (const end of open) end()
  })
  onSettingsChange(() => {
    if (open.size === 0) return
    void realtimeOn().then(
      (on) => {
        if (!on) for (const end of open) end({ type: 'realtime-off' })
      },
      (err: unknown) => app.log.error({ err }, 'Could not read realtime.enable'),
    )
  })

  app.get('/notifications/stream', async (req, reply) => {
    // EventSource always asks for the stream; anything else (a plain fetch, a fuzzer) gets a JSON 406
    // instead of a response that never ends.
    if (!String(req.headers.accept ?? '').includes('text/event-stream')) {
      throw new HttpError(406, 'This address streams server-sent events: send Accept: text/event-stream.')
    }
    if (!(await realtimeOn())) throw new HttpError(404, 'Realtime updates are off.')
    const userId = me(req)
    if (hub.streamsOf(userId) >= MAX_STREAMS_PER_USER) throw new HttpError(429, 'Too many open notification streams.')
    const initial = await unreadCount(userId)
    reply.hijack()
    const res = reply.raw
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx would otherwise buffer the stream and deliver events late.
      'x-accel-buffering': 'no',
    })
    const send = (event: LiveNotificationEvent) => res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`)
    // Reconnect after 5 s when the connection drops (EventSource reconnects on its own).
    res.write('retry: 5000\n\n')
    send({ type: 'unread-count', unreadCount: initial })
    const stop = hub.listen(userId, send)
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS)
    const end = (last?: LiveNotificationEvent) => {
      if (!open.delete(end)) return
      clearInterval(heartbeat)
      stop()
      if (last) send(last)
      res.end()
    }
    open.add(end)
    req.raw.on('close', () => end())
  })

  app.post('/notifications/push-subscriptions', { schema: { body: PushSubscriptionInputSchema, response: { 200: OkResponseSchema } } }, async (req) => {
    await push.subscribe(me(req), req.body)
    return { status: ok }
  })

  app.delete('/notifications/push-subscriptions', { schema: { body: DeletePushSubscriptionInputSchema, response: { 200: OkResponseSchema } } }, async (req) => {
    await push.unsubscribe(me(req), req.body.endpoint)
    return { status: ok }
  })
}
