import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Db } from '../../../src/server/db/client'
import { makeSettingsRepo } from '../../../src/server/modules/settings/index'

export interface StandInCall {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  body: string
}

/** Answers one request: a JSON body (200), or [status, body]. */
export type StandInRoute = (call: StandInCall) => unknown

/**
 * A local stand-in for the providers' APIs: routes by "METHOD /path", records every call, answers the
 * recorded shapes of the real APIs. Unknown paths are 404, like the real ones for an unknown entity.
 */
export async function startStandIn(routes: Record<string, StandInRoute>) {
  const calls: StandInCall[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in')
      const call = { method: req.method ?? 'GET', path: decodeURIComponent(url.pathname), query: url.searchParams, headers: req.headers, body }
      calls.push(call)
      const route = routes[`${call.method} ${call.path}`]
      const answer = route ? route(call) : [404, { error: 'not found' }]
      const [status, json] = Array.isArray(answer) && typeof answer[0] === 'number' && answer.length === 2 ? answer : [200, answer]
      res.writeHead(status as number, { 'content-type': 'application/json' })
      res.end(JSON.stringify(json))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    calls,
    routes,
    callsTo: (prefix: string) => calls.filter((c) => c.path.startsWith(prefix)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type StandIn = Awaited<ReturnType<typeof startStandIn>>

/** Client (public) and server (private) settings as the admin page saves them. */
export async function setSettings(db: Db, client: Record<string, unknown>, server: Record<string, unknown> = {}) {
  await makeSettingsRepo(db).upsert([
    ...Object.entries(client).map(([name, value]) => ({ name, value, private: false })),
    ...Object.entries(server).map(([name, value]) => ({ name, value, private: true })),
  ])
}
