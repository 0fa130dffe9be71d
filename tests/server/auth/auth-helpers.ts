import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { hashPassword } from '../../../src/server/lib/passwords'
import type { Db } from '../../../src/server/db/client'
import { settings, users } from '../../../src/server/db/schema/index'

export const PASSWORD = 'correct horse battery'

/** Inserts a verified user with a known password. */
export async function newUser(db: Db, email: string, extra: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await db
    .insert(users)
    .values({ email, password: await hashPassword(PASSWORD), emailVerifiedAt: new Date(), ...extra })
    .returning()
  return row!
}

export async function setSetting(db: Db, name: string, value: unknown, isPrivate = false) {
  await db
    .insert(settings)
    .values({ name, value, private: isPrivate })
    .onConflictDoUpdate({ target: settings.name, set: { value, private: isPrivate } })
}

/** A tiny cookie jar: keeps the cookies a response sets and sends them back with the XSRF header. */
export class Browser {
  cookies = new Map<string, string>()
  constructor(
    readonly app: FastifyInstance,
    readonly ip = '127.0.0.1',
  ) {}

  absorb(res: LightMyRequestResponse) {
    for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const cleared = c.value === '' || (c.expires && c.expires.getTime() < Date.now()) || c.maxAge === 0
      if (cleared) this.cookies.delete(c.name)
      else this.cookies.set(c.name, c.value)
    }
    return res
  }

  get xsrf() {
    return this.cookies.get('XSRF-TOKEN')
  }

  async request(method: string, url: string, body?: unknown, opts: { xsrf?: boolean; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...opts.headers }
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    if (opts.xsrf !== false && this.xsrf) headers['x-xsrf-token'] = this.xsrf
    const res = await this.app.inject({ method: method as 'GET', url: `/api/v1/${url}`, payload: body as object, headers, remoteAddress: this.ip })
    return this.absorb(res)
  }

  get = (url: string) => this.request('GET', url)
  post = (url: string, body?: unknown, opts?: { xsrf?: boolean; headers?: Record<string, string> }) => this.request('POST', url, body ?? {}, opts)

  async login(email: string, password = PASSWORD, remember = true) {
    return this.post('auth/login', { email, password, remember })
  }
}
