import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto'
import { createServer, type Server } from 'node:https'
import { selfSignedCert } from '../../helpers/self-signed-cert'

/**
 * A push service on loopback HTTPS, standing in for FCM/Mozilla: it receives web-push's requests for
 * the browser subscriptions it hands out, checks the VAPID JWT against the site's public key, and
 * decrypts the aes128gcm body (RFC 8188) with each subscription's private key and auth secret
 * (RFC 8291) — what a browser does. `answer` sets the status it replies with (201, or 410 = gone).
 */
export interface BrowserSubscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

export interface ReceivedPush {
  token: string
  plaintext: string
  vapidKey: string
  ttl: string | undefined
  encoding: string | undefined
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest()

/** RFC 8291 §3.4 + RFC 8188 §2: one record, the last (delimiter 0x02), padding stripped. */
export function decryptAes128gcm(body: Buffer, ua: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16)
  const idLength = body[20]!
  const asPublic = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  const uaPublic = ua.getPublicKey()
  const ecdhSecret = ua.computeSecret(asPublic)
  const prkKey = hmac(authSecret, ecdhSecret)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])])
  const ikm = hmac(prkKey, keyInfo)
  const prk = hmac(salt, ikm)
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16)
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12)
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('not the last record')
  return padded.subarray(0, end).toString('utf8')
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>`: ES256 over the JWT with the key it names, audience = origin. */
function checkVapid(header: string | undefined, origin: string): string {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '')
  if (!match) throw new Error(`no VAPID authorization: ${header}`)
  const [, jwt, key] = match as unknown as [string, string, string]
  const [head, payload, sig] = jwt.split('.') as [string, string, string]
  const raw = Buffer.from(key, 'base64url')
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') }, format: 'jwk' })
  const ok = verify('sha256', Buffer.from(`${head}.${payload}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig, 'base64url'))
  if (!ok) throw new Error('VAPID signature does not verify')
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { aud: string; exp: number; sub: string }
  if (claims.aud !== origin) throw new Error(`VAPID audience ${claims.aud} is not ${origin}`)
  return key
}

export async function startPushReceiver(port: number) {
  const { key, cert } = selfSignedCert()
  const origin = `https://127.0.0.1:${port}`
  const browsers = new Map<string, { ua: ECDH; auth: Buffer }>()
  const received: ReceivedPush[] = []
  const errors: string[] = []
  let status = 201

  const server: Server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const token = (req.url ?? '').replace(/^\/push\//, '')
      const browser = browsers.get(token)
      try {
        if (req.method !== 'POST' || !browser) throw new Error(`unknown subscription ${req.url}`)
        const vapidKey = checkVapid(req.headers.authorization, origin)
        const plaintext = decryptAes128gcm(Buffer.concat(chunks), browser.ua, browser.auth)
        received.push({ token, plaintext, vapidKey, ttl: req.headers.ttl as string | undefined, encoding: req.headers['content-encoding'] })
      } catch (err) {
        errors.push(String(err))
        res.writeHead(400).end()
        return
      }
      res.writeHead(status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))

  return {
    cert,
    host: `127.0.0.1:${port}`,
    received,
    errors,
    /** What a browser's pushManager.subscribe() would hand the page: a fresh P-256 key pair and auth secret. */
    subscribe(): BrowserSubscription {
      const ua = createECDH('prime256v1')
      ua.generateKeys()
      const auth = randomBytes(16)
      const token = randomBytes(12).toString('hex')
      browsers.set(token, { ua, auth })
      return { endpoint: `${origin}/push/${token}`, keys: { p256dh: ua.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } }
    },
    answer(code: number) {
      status = code
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
