import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { ErrorPayloadSchema } from '../../../src/shared/contracts/common'
import { LocalizationDetailSchema, LocalizationPageSchema, LocalizationResponseSchema } from '../../../src/shared/contracts/localizations'
import { ValueListsResponseSchema } from '../../../src/shared/contracts/value-lists'
import { users } from '../../../src/server/db/schema/index'
import type { TestApp } from '../../helpers/build-app'
import { AS_USER, adminId, buildPlatformApp, newMember } from '../platform/platform-app'

describe('localizations', () => {
  let t: TestApp
  let admin: Record<string, string>
  let frenchId: number
  beforeAll(async () => {
    t = await buildPlatformApp()
    admin = { [AS_USER]: String(await adminId(t.db)) }
  })
  afterAll(async () => {
    await t.close()
  })

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload: payload as Record<string, unknown> } : {}) })

  it('lists English by default and adds a language', async () => {
    const list = LocalizationPageSchema.parse((await call('GET', '/api/v1/localizations')).json()).pagination
    expect(list.data.map((l) => l.language)).toEqual(['en'])
    const res = await call('POST', '/api/v1/localizations', { name: 'Français', language: 'fr' })
    expect(res.statusCode).toBe(200)
    frenchId = LocalizationResponseSchema.parse(res.json()).localization.id
    const dup = await call('POST', '/api/v1/localizations', { name: 'French again', language: 'fr' })
    expect(dup.statusCode).toBe(422)
    expect(ErrorPayloadSchema.parse(dup.json()).errors).toEqual({ language: 'A localization for this language already exists.' })
    const bad = await call('POST', '/api/v1/localizations', { name: '', language: 'not a code' })
    expect(Object.keys(ErrorPayloadSchema.parse(bad.json()).errors ?? {}).sort()).toEqual(['language', 'name'])
  })

  it('translates lines; the translate screen lists the source lines with translations', async () => {
    const res = await call('PUT', `/api/v1/localizations/${frenchId}`, { lines: { 'Go back': 'Retour', 'Reset Password': 'Réinitialiser le mot de passe' } })
    expect(res.statusCode).toBe(200)
    expect(LocalizationResponseSchema.parse(res.json()).localization.lines_count).toBe(2)
    const detail = LocalizationDetailSchema.parse((await call('GET', `/api/v1/localizations/${frenchId}`)).json())
    expect(detail.lines['Go back']).toBe('Retour')
    expect(detail.source_lines).toContain('Go back')
    expect(detail.source_lines).toContain('Reset Password')
    // An empty translation removes the line again.
    await call('PUT', `/api/v1/localizations/${frenchId}`, { lines: { 'Go back': '' } })
    const after = LocalizationDetailSchema.parse((await call('GET', `/api/v1/localizations/${frenchId}`)).json())
    expect(after.lines).toEqual({ 'Reset Password': 'Réinitialiser le mot de passe' })
    await call('PUT', `/api/v1/localizations/${frenchId}`, { lines: { 'Go back': 'Retour' } })
  })

  it('a user picks a language: bootstrap-data ships its lines, and value lists offer it', async () => {
    const member = await newMember(t.db)
    const headers = { [AS_USER]: String(member.id) }
    expect((await call('POST', '/api/v1/users/me/locale', { locale: 'de' }, headers)).statusCode).toBe(422)
    const res = await call('POST', '/api/v1/users/me/locale', { locale: 'fr' }, headers)
    expect(res.statusCode).toBe(200)
    const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, member.id))
    expect(row!.language).toBe('fr')
    const boot = (await call('GET', '/api/v1/bootstrap-data', undefined, headers)).json()
    expect(boot.i18n).toEqual({ language: 'fr', lines: { 'Go back': 'Retour', 'Reset Password': 'Réinitialiser le mot de passe' } })
    // Guests get the default language.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/bootstrap-data' })).json().i18n).toEqual({ language: 'en', lines: {} })
    const lists = ValueListsResponseSchema.parse((await call('GET', '/api/v1/value-lists/localizations', undefined, headers)).json())
    expect(lists.localizations).toEqual([{ language: 'en', name: 'English' }, { language: 'fr', name: 'Français' }])
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/users/me/locale', payload: { locale: 'fr' } })).statusCode).toBe(401)
  })

  it('sends mails in the recipient language', async () => {
    const member = await newMember(t.db, { language: 'fr', email: 'french@example.com' })
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: member.email } })
    const mails = (await call('GET', '/api/v1/logs/outgoing-email?query=french%40example.com')).json().pagination.data
    expect(mails[0].subject).toBe('Reset Password Notification')
    const one = (await call('GET', `/api/v1/logs/outgoing-email/${mails[0].id}`)).json().email
    expect(one.text).toContain('Réinitialiser le mot de passe')
  })

  it('does not delete the default language', async () => {
    const en = LocalizationPageSchema.parse((await call('GET', '/api/v1/localizations?query=English')).json()).pagination.data[0]!
    const res = await call('DELETE', `/api/v1/localizations/${en.id}`)
    expect(res.statusCode).toBe(422)
    expect(ErrorPayloadSchema.parse(res.json()).message).toBe('The default localization cannot be deleted.')
  })

  it('refuses members with 403 JSON', async () => {
    const headers = { [AS_USER]: String((await newMember(t.db)).id) }
    expect((await call('GET', '/api/v1/localizations', undefined, headers)).statusCode).toBe(403)
    expect((await call('POST', '/api/v1/localizations', { name: 'X', language: 'xx' }, headers)).statusCode).toBe(403)
    expect((await call('PUT', `/api/v1/localizations/${frenchId}`, { lines: { a: 'b' } }, headers)).statusCode).toBe(403)
  })
})
