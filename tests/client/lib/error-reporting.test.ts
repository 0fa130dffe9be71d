import { describe, expect, it } from 'vitest'
import { ERROR_SAMPLE_RATE, installErrorReporting, sampleErrorReport, type ErrorReport } from '../../../src/client/lib/error-reporting'

describe('client error reporting (music-product §10, sampling 0.2)', () => {
  it('keeps an error when the draw is under 0.2 and drops it otherwise', () => {
    expect(ERROR_SAMPLE_RATE).toBe(0.2)
    const error = new TypeError('x is undefined')
    expect(sampleErrorReport(error, () => 0.19, '/album/1')).toMatchObject({ message: 'TypeError: x is undefined', route: '/album/1', build: expect.any(String) })
    expect(sampleErrorReport(error, () => 0.2, '/album/1')).toBeNull()
    expect(sampleErrorReport(error, () => 0.9, '/album/1')).toBeNull()
  })

  it('reports sampled uncaught errors and rejections with the route, and stops when uninstalled', async () => {
    const target = new EventTarget()
    const sent: ErrorReport[] = []
    const draws = [0.1, 0.5, 0.05]
    const stop = installErrorReporting(target as unknown as Window, {
      random: () => draws.shift() ?? 1,
      route: () => '/track/7/song',
      send: async (report) => void sent.push(report),
    })
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('first') }))
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('dropped by the draw') }))
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new RangeError('third') }))
    stop()
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('after stop') }))
    expect(sent.map((r) => [r.message, r.route])).toEqual([
      ['Error: first', '/track/7/song'],
      ['RangeError: third', '/track/7/song'],
    ])
    expect(sent[0]!.stack).toContain('first')
  })

  it('a failing send is swallowed (no error of its own)', async () => {
    const target = new EventTarget()
    let calls = 0
    installErrorReporting(target as unknown as Window, { random: () => 0, route: () => '/', send: () => (calls++, Promise.reject(new Error('offline'))) })
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('boom') }))
    await new Promise((r) => setTimeout(r, 0))
    expect(calls).toBe(1)
  })
})
