import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HealthSchema } from '../../../src/shared/contracts/health'
import { buildTestApp, type TestApp } from '../../helpers/build-app'

describe('GET /api/v1/health', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  it('answers ok once ready', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' })
    expect(res.statusCode).toBe(200)
    expect(HealthSchema.parse(res.json())).toEqual({ status: 'ok' })
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/does-not-exist' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ message: expect.stringContaining('could not be found') })
  })
})
