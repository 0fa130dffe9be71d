import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { artists } from './music'

/**
 * music-catalog §2.3: similar artists as the optional Spotify artist provider reports them (its related
 * artists matched to local ones); read only while that provider is on (decision 0032).
 */
export const similarArtists = pgTable(
  'similar_artists',
  {
    artistId: integer('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    similarId: integer('similar_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    /** The provider's order (0 = most similar). */
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.artistId, t.similarId] }), index('similar_artists_similar_idx').on(t.similarId)],
)
