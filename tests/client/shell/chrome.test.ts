import { describe, expect, it } from 'vitest'
import { chromeModeFor } from '../../../src/client/features/shell/chrome'

describe('chrome mode', () => {
  it('gives embeds no chrome at all', () => {
    expect(chromeModeFor('/track/1/song/embed')).toBe('embed')
    expect(chromeModeFor('/album/2/artist/album/embed')).toBe('embed')
  })

  it('gives auth screens the bare frame', () => {
    for (const path of ['/login', '/register', '/forgot-password', '/password/reset/abc', '/workspace/join/login']) {
      expect(chromeModeFor(path)).toBe('bare')
    }
  })

  it('gives everything else the app frame', () => {
    for (const path of ['/', '/album/1/a/b', '/library/songs', '/account-settings', '/login-help']) {
      expect(chromeModeFor(path)).toBe('app')
    }
  })
})
