import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { actor, buildBackstageApp, type Actor } from '../server/backstage/backstage-app'
import type { TestApp } from './build-app'

export interface AdminSuite extends TestApp {
  /** A user holding the seeded `admin` role. */
  admin: Actor
  /** A plain member (the `users` role), for the 403s. */
  listener: Actor
  /** Injects /api/v1/`url` as the admin, or as `who`. */
  call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who?: Actor) => Promise<LightMyRequestResponse>
}

/**
 * The setup the admin API suites share, registered on the calling describe: beforeAll builds the app with
 * the seeded roles (tests/server/backstage/backstage-app.ts) and the two actors, afterAll closes it. The
 * fields are filled in by beforeAll, so read them inside hooks and tests only.
 */
export function adminSuite(): AdminSuite {
  const suite = {
    call: (method, url, payload, who = suite.admin) => suite.app.inject({ method, url: `/api/v1/${url}`, headers: who.headers, ...(payload ? { payload } : {}) }),
  } as AdminSuite
  beforeAll(async () => {
    Object.assign(suite, await buildBackstageApp())
    suite.admin = await actor(suite.db, ['admin'])
    suite.listener = await actor(suite.db, ['users'])
  })
  afterAll(async () => {
    await suite.close()
  })
  return suite
}
