import { bigint, boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { createdAt, id, searchIndexes, searchName, timestamps } from './columns'
import { tracks } from './music'
import { users } from './users'

export const playlists = pgTable(
  'playlists',
  {
    id: id(),
    name: varchar('name', { length: 250 }).notNull(),
    public: boolean('public').notNull().default(false),
    collaborative: boolean('collaborative').notNull().default(false),
    image: text('image'),
    description: varchar('description', { length: 170 }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    views: integer('views').notNull().default(0),
    plays: bigint('plays', { mode: 'number' }).notNull().default(0),
    spotifyId: varchar('spotify_id', { length: 22 }),
    searchName: searchName('name'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('playlists_owner_name_unique').on(t.ownerId, t.name),
    ...searchIndexes('playlists', t.searchName),
    index('playlists_public_plays_idx').on(t.public, t.plays.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('playlists_updated_idx').on(t.updatedAt.desc().nullsFirst()),
    index('playlists_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
)

export const playlistTrack = pgTable(
  'playlist_track',
  {
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    trackId: integer('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.playlistId, t.trackId] }),
    index('playlist_track_position_idx').on(t.playlistId, t.position, t.trackId),
    index('playlist_track_track_idx').on(t.trackId),
  ],
)

export const playlistUser = pgTable(
  'playlist_user',
  {
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    editor: boolean('editor').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.playlistId, t.userId] }), index('playlist_user_user_idx').on(t.userId)],
)
