import http from 'node:http'

export interface VerifyCall {
  secret: string | null
  response: string | null
  remoteip: string | null
  contentType: string | undefined
}

/**
 * A loopback stand-in for Google's siteverify: reads the form-encoded body and answers by token.
 * "human-<action>" passes with score 0.9 for that action, "bot" scores 0.1, anything else fails.
 */
export async function startVerifyPeer(port: number, secret: string) {
  const calls: VerifyCall[] = []
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
    req.on('end', () => {
      const form = new URLSearchParams(raw)
      const call = { secret: form.get('secret'), response: form.get('response'), remoteip: form.get('remoteip'), contentType: req.headers['content-type'] }
      calls.push(call)
      const token = call.response ?? ''
      const answer =
        call.secret !== secret
          ? { success: false, 'error-codes': ['invalid-input-secret'] }
          : token.startsWith('human-')
            ? { success: true, score: 0.9, action: token.slice('human-'.length), hostname: 'localhost' }
            : token === 'bot'
              ? { success: true, score: 0.1, action: 'register' }
              : { success: false, 'error-codes': ['invalid-input-response'] }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
