import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadServerKey } from '../../../src/server/lib/server-key'
import { makeSecretBox } from '../../../src/server/modules/subsonic/secret-box'

describe('app passwords sealed with the server key', () => {
  it('opens what it sealed, and nothing sealed under another key or tampered with', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-key-'))
    try {
      const fileKey = loadServerKey({ DATA_DIR: dir })
      // The key file is made once and read back: the same key on the next start.
      expect(loadServerKey({ DATA_DIR: dir }).equals(fileKey)).toBe(true)
      expect(fs.statSync(path.join(dir, 'app.key')).mode & 0o777).toBe(0o600)
      const envKey = loadServerKey({ DATA_DIR: dir, APP_KEY: 'x'.repeat(40) })
      expect(envKey.equals(fileKey)).toBe(false)

      const box = makeSecretBox(fileKey)
      const sealed = box.seal('app-password-1')
      expect(sealed).not.toContain('app-password-1')
      expect(box.seal('app-password-1')).not.toBe(sealed)
      expect(box.open(sealed)).toBe('app-password-1')
      expect(makeSecretBox(envKey).open(sealed)).toBeNull()
      const [iv, tag, data] = sealed.split('.')
      const flipped = Buffer.from(data!, 'base64url')
      flipped[0] = flipped[0]! ^ 1
      expect(box.open([iv, tag, flipped.toString('base64url')].join('.'))).toBeNull()
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
