import fs from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from '../../../src/server/db/client'
import { users } from '../../../src/server/db/schema/index'
import { sha256 } from '../../../src/server/modules/auth/index'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { Browser, newUser } from './auth-helpers'

const MIGRATION = fs.readFileSync(path.join(migrationsFolder, '0014_hashed_recovery_codes.sql'), 'utf8')
const LEGACY = ['abcdefghij-0123456789', 'klmnopqrst-9876543210']

/** Migration 0014: recovery codes stored in clear before it keep working, now as hashes. */
describe('migration 0014 hashes the recovery codes stored in clear', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
    await newUser(t.db, 'legacy@example.com', { twoFactorSecret: 'JBSWY3DPEHPK3PXP', twoFactorConfirmedAt: new Date(), twoFactorRecoveryCodes: LEGACY })
    await newUser(t.db, 'empty@example.com', { twoFactorSecret: 'JBSWY3DPEHPK3PXP', twoFactorRecoveryCodes: [] })
    await newUser(t.db, 'none@example.com')
    await t.db.execute(sql.raw(MIGRATION))
  })
  afterAll(async () => {
    await t.close()
  })

  const codesOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!.twoFactorRecoveryCodes

  it('replaces each plain code by its SHA-256, in order; empty and absent lists stay as they were', async () => {
    expect(await codesOf('legacy@example.com')).toEqual(LEGACY.map(sha256))
    expect(await codesOf('empty@example.com')).toEqual([])
    expect(await codesOf('none@example.com')).toBeNull()
  })

  it('leaves hashes alone when run again', async () => {
    await t.db.execute(sql.raw(MIGRATION))
    expect(await codesOf('legacy@example.com')).toEqual(LEGACY.map(sha256))
  })

  it('a migrated code still signs in once', async () => {
    const b = new Browser(t.app)
    expect((await b.login('legacy@example.com')).json()).toEqual({ two_factor: true })
    expect((await b.post('auth/two-factor-challenge', { recovery_code: LEGACY[1] })).statusCode).toBe(200)
    expect(await codesOf('legacy@example.com')).toEqual([sha256(LEGACY[0]!)])
  })
})
