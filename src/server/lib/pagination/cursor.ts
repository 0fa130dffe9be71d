import { validationError } from '../http-errors'

/**
 * Keyset ("seek") paging: a cursor names the sort key of the last row a client has, and the next page
 * starts strictly after it, so page 1000 costs what page 1 costs (an OFFSET reads and drops every
 * earlier row). Cursors are opaque to clients: base64url of the JSON key. Timestamps travel as
 * PostgreSQL's own text (microseconds; a JS Date would round them to milliseconds and skip rows).
 */
export type CursorKey = (string | number)[]

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url')
}

/** The key in a client's cursor; a cursor that is not one of ours is a 422, never a silent page 1. */
export function decodeCursor(cursor: string | undefined, length: number): CursorKey | null {
  if (cursor === undefined || cursor === '') return null
  let key: unknown
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    key = null
  }
  const valid =
    Array.isArray(key) &&
    key.length === length &&
    key.every((v) => (typeof v === 'string' && v.length <= 300) || (typeof v === 'number' && Number.isFinite(v)))
  if (!valid) throw validationError({ cursor: 'The cursor is invalid.' })
  return key as CursorKey
}

/** decodeCursor for a key of known column types: a string where a number belongs is a 422, not a SQL error. */
export function decodeCursorOf(cursor: string | undefined, shape: ('string' | 'number')[]): CursorKey | null {
  const key = decodeCursor(cursor, shape.length)
  if (key && key.some((v, i) => typeof v !== shape[i])) throw validationError({ cursor: 'The cursor is invalid.' })
  return key
}
