import { sql } from 'drizzle-orm'
import { index, integer, text, timestamp, type ExtraConfigColumn } from 'drizzle-orm/pg-core'

/** Shared column builders so every table spells ids and timestamps the same way. */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity()
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() })

/**
 * Local search key (music-catalog §3.6): the name lower-cased and unaccented, stored so the lossy trigram
 * index rechecks and the ranking read a column instead of running unaccent per candidate row.
 * encore_unaccent is the IMMUTABLE wrapper from migration 0002_search. `source` is raw SQL over columns.
 */
export const searchName = (source: string) => text('search_name').generatedAlwaysAs(sql.raw(`lower(encore_unaccent(${source}))`))

/** Prefix (btree text_pattern_ops), word-prefix (tsvector) and typo (trigram) indexes on search_name. */
export function searchIndexes(table: string, column: ExtraConfigColumn) {
  return [
    index(`${table}_search_prefix_idx`).using('btree', column.op('text_pattern_ops')),
    index(`${table}_search_tsv_idx`).using('gin', sql`to_tsvector('simple', ${column})`),
    index(`${table}_search_trgm_idx`).using('gin', column.op('gin_trgm_ops')),
  ]
}
