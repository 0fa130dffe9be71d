import { afterEach, describe, expect, it, vi } from 'vitest'
import { webStorage } from '../../../src/client/lib/web-storage'

describe('webStorage', () => {
  afterEach(() => vi.restoreAllMocks())

  it('gives the page storage where the browser allows it', () => {
    expect(webStorage('local')).toBe(window.localStorage)
    expect(webStorage('session')).toBe(window.sessionStorage)
  })

  it('gives null where reading the storage throws (a third-party iframe with storage blocked)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError')
    })
    expect(webStorage('local')).toBeNull()
  })
})
