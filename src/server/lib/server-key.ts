import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const KEY_FILE = 'app.key'

/**
 * The 32-byte server key: SHA-256 of APP_KEY when set, else of DATA_DIR/app.key, written once with 32
 * random bytes (mode 0600). Hashing lets APP_KEY be any long string. The file lives beside the data
 * it protects but outside the database, so a database dump alone does not reveal app passwords.
 */
export function loadServerKey(env: { APP_KEY?: string | undefined; DATA_DIR: string }): Buffer {
  if (env.APP_KEY) return createHash('sha256').update(env.APP_KEY).digest()
  const file = path.join(env.DATA_DIR, KEY_FILE)
  fs.mkdirSync(env.DATA_DIR, { recursive: true })
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64url') + '\n', { flag: 'wx', mode: 0o600 })
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
  }
  return createHash('sha256').update(fs.readFileSync(file, 'utf8').trim()).digest()
}
