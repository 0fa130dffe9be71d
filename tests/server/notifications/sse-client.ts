import http from 'node:http'
import { LiveNotificationEventSchema, type LiveNotificationEvent } from '../../../src/shared/contracts/notifications'

/** A minimal EventSource over node:http: collects the stream's events, parsed with the contract. */
export async function openStream(port: number, cookie: string) {
  const events: LiveNotificationEvent[] = []
  let buffer = ''
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/v1/notifications/stream', headers: { cookie, accept: 'text/event-stream' } }, resolve)
    req.on('error', reject)
  })
  res.setEncoding('utf8')
  res.on('data', (chunk: string) => {
    buffer += chunk
    let end
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n')
      if (data) events.push(LiveNotificationEventSchema.parse(JSON.parse(data)))
    }
  })
  res.on('error', () => {})
  const state = { ended: false }
  res.on('end', () => {
    state.ended = true
  })
  return {
    /** The server ended the stream (a normal end, not our close). */
    get ended() {
      return state.ended
    },
    status: res.statusCode,
    contentType: res.headers['content-type'],
    events,
    close: () => res.destroy(),
  }
}
