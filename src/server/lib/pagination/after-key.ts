import { sql, type SQL } from 'drizzle-orm'
import type { CursorKey } from './cursor'

/**
 * `(c1, c2, …) < (k1, k2, …)` for a descending order (`>` ascending): one row comparison, which a
 * btree index on the same columns in the same direction answers with a single range scan. Every
 * column of the key must sort in the same direction (cursors: cursor.ts beside this file).
 */
export function afterKey(columns: SQL[], key: CursorKey, dir: 'asc' | 'desc'): SQL {
  const values = key.map((v) => sql`${v}`)
  return sql`(${sql.join(columns, sql`, `)}) ${dir === 'asc' ? sql`>` : sql`<`} (${sql.join(values, sql`, `)})`
}
