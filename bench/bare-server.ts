// The baseline: a bare Fastify app with one JSON route, no plugins, no database.
import Fastify from 'fastify'
import type { BenchServer } from './app-server'

export async function startBare(port: number): Promise<BenchServer> {
  const app = Fastify({ logger: false })
  app.get('/bare', async () => ({ hello: 'world' }))
  await app.listen({ port, host: '127.0.0.1' })
  return { app, url: `http://127.0.0.1:${port}`, close: () => app.close() }
}
