import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/**
 * AES-256-GCM with the server key, for secrets the server must read back (app passwords: the Subsonic
 * token is md5(password + salt), checkable only with the plain password). Stored as iv.tag.ciphertext.
 */
export function makeSecretBox(key: Buffer) {
  if (key.length !== 32) throw new Error('The server key must be 32 bytes.')
  return {
    seal(plain: string): string {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.')
    },
    /** null when the value was sealed with another key (APP_KEY changed) or was tampered with. */
    open(sealed: string): string | null {
      const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'))
      if (!iv || !tag || !data) return null
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv)
        decipher.setAuthTag(tag)
        return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')
      } catch {
        return null
      }
    },
  }
}

export type SecretBox = ReturnType<typeof makeSecretBox>
