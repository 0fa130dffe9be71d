import { afterEach, describe, expect, it } from 'vitest'
import { readGainMode, saveGainMode } from '../../../src/client/player/loudness-gain'
import { readQuality, saveQuality } from '../../../src/client/player/stream-quality'

const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!

/**
 * An embed framed by another site with storage blocked: merely reading `window.localStorage` throws a
 * SecurityError. The player's preferences then fall back to their defaults instead of crashing the
 * embed ("Unexpected Application Error!", seen in e2e/embed.spec.ts).
 */
describe('player preferences where the browser refuses storage', () => {
  afterEach(() => {
    Object.defineProperty(window, 'localStorage', original)
  })

  it('reads the defaults and saves nothing, without throwing', () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError')
      },
    })
    expect(readQuality('wifi')).toBe('original')
    expect(readGainMode()).toBe('off')
    expect(() => saveQuality('wifi', 'normal')).not.toThrow()
    expect(() => saveGainMode('track')).not.toThrow()
  })
})
