import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { createdAt, id, searchIndexes, searchName, timestamps } from './columns'
import { users } from './users'

export const artists = pgTable(
  'artists',
  {
    id: id(),
    name: varchar('name', { length: 255 }).notNull(),
    spotifyFollowers: integer('spotify_followers'),
    spotifyPopularity: smallint('spotify_popularity'),
    imageSmall: text('image_small'),
    fullyScraped: boolean('fully_scraped').notNull().default(false),
    views: integer('views').notNull().default(0),
    plays: bigint('plays', { mode: 'number' }).notNull().default(0),
    verified: boolean('verified').notNull().default(false),
    spotifyId: varchar('spotify_id', { length: 22 }),
    /** When the optional providers last synced the artist (decision 0032); null = never. */
    providerSyncedAt: timestamp('provider_synced_at', { withTimezone: true, mode: 'date' }),
    searchName: searchName('name'),
    ...timestamps(),
  },
  (t) => [
    index('artists_name_idx').on(t.name),
    ...searchIndexes('artists', t.searchName),
    index('artists_plays_idx').on(t.plays.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('artists_views_idx').on(t.views.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('artists_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex('artists_spotify_unique').on(t.spotifyId),
  ],
)

export const albums = pgTable(
  'albums',
  {
    id: id(),
    name: varchar('name', { length: 255 }).notNull(),
    releaseDate: varchar('release_date', { length: 20 }),
    image: text('image'),
    spotifyPopularity: smallint('spotify_popularity'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    fullyScraped: boolean('fully_scraped').notNull().default(false),
    tempId: varchar('temp_id', { length: 50 }),
    views: integer('views').notNull().default(0),
    plays: bigint('plays', { mode: 'number' }).notNull().default(0),
    spotifyId: varchar('spotify_id', { length: 22 }),
    description: text('description'),
    /** Tracks whose album_id is this album, kept by the tracks_album_count trigger (migration 0004). */
    tracksCount: integer('tracks_count').notNull().default(0),
    /** Energy average of its analysed tracks' loudness (LUFS) and the ReplayGain album gain (dB); migration 0018. */
    loudnessLufs: real('loudness_lufs'),
    albumGain: real('album_gain'),
    searchName: searchName('name'),
    ...timestamps(),
  },
  (t) => [
    index('albums_name_idx').on(t.name),
    ...searchIndexes('albums', t.searchName),
    index('albums_release_idx').on(t.releaseDate.desc(), t.id.desc()),
    index('albums_plays_idx').on(t.plays.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('albums_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('albums_owner_idx').on(t.ownerId),
    uniqueIndex('albums_spotify_unique').on(t.spotifyId),
  ],
)

export const tracks = pgTable(
  'tracks',
  {
    id: id(),
    name: varchar('name', { length: 255 }).notNull(),
    albumId: integer('album_id').references(() => albums.id, { onDelete: 'set null' }),
    number: smallint('number'),
    /** Milliseconds (music-catalog §1.6). */
    duration: integer('duration'),
    spotifyPopularity: smallint('spotify_popularity'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Playback source: a storage key (`storage/track_media/...`) or a direct media URL. */
    src: text('src'),
    youtubeId: varchar('youtube_id', { length: 32 }),
    spotifyId: varchar('spotify_id', { length: 22 }),
    tempId: varchar('temp_id', { length: 50 }),
    description: text('description'),
    image: text('image'),
    plays: bigint('plays', { mode: 'number' }).notNull().default(0),
    /** EBU R128 integrated loudness (LUFS), true peak (dBTP), ReplayGain track and album gain (dB); loudness job, migration 0018. */
    loudnessLufs: real('loudness_lufs'),
    truePeak: real('true_peak'),
    trackGain: real('track_gain'),
    albumGain: real('album_gain'),
    /** The `src` those figures describe: a different src is analysed again. */
    loudnessSrc: text('loudness_src'),
    searchName: searchName('name'),
    ...timestamps(),
  },
  (t) => [
    index('tracks_name_idx').on(t.name),
    ...searchIndexes('tracks', t.searchName),
    index('tracks_album_number_idx').on(t.albumId, t.number, t.id),
    index('tracks_plays_idx').on(t.plays.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tracks_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tracks_owner_idx').on(t.ownerId, t.createdAt.desc().nullsFirst()),
    // Finding the track that plays a file entry: the folder import's re-run check and file clean-up.
    index('tracks_src_idx').on(t.src),
    uniqueIndex('tracks_spotify_unique').on(t.spotifyId),
  ],
)

export const artistTrack = pgTable(
  'artist_track',
  {
    artistId: integer('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    trackId: integer('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    primary: boolean('primary').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.artistId, t.trackId] }), index('artist_track_track_idx').on(t.trackId)],
)

export const artistAlbum = pgTable(
  'artist_album',
  {
    artistId: integer('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    primary: boolean('primary').notNull().default(false),
    /**
     * The artist page's album order (§3.1) copied from the album by triggers (migration 0004): 1 when it
     * has 5+ tracks, and its release date ('' when none), so one index serves every page of any artist.
     */
    albumBig: smallint('album_big').notNull().default(0),
    albumReleased: varchar('album_released', { length: 20 }).notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.artistId, t.albumId] }),
    index('artist_album_album_idx').on(t.albumId),
    index('artist_album_order_idx').on(t.artistId, t.albumBig.desc().nullsFirst(), t.albumReleased.desc().nullsFirst(), t.albumId.desc().nullsFirst()),
  ],
)

export const userArtist = pgTable(
  'user_artist',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    artistId: integer('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 20 }).notNull().default('artist'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.artistId] }), index('user_artist_artist_idx').on(t.artistId)],
)

export const profileImages = pgTable(
  'profile_images',
  {
    id: id(),
    url: text('url').notNull(),
    artistId: integer('artist_id').references(() => artists.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [index('profile_images_artist_idx').on(t.artistId)],
)

export const genres = pgTable(
  'genres',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull().unique(),
    displayName: varchar('display_name', { length: 100 }),
    image: text('image'),
    popularity: integer('popularity'),
    /** False for genres typed by artists until an admin approves them (issue 28, decision 0033). */
    approved: boolean('approved').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('genres_popularity_idx').on(sql`${t.popularity} desc nulls last`, t.id),
    index('genres_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
)

/** genreable_type: `artist` | `album` | `track`. */
export const genreables = pgTable(
  'genreables',
  {
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
    genreableId: integer('genreable_id').notNull(),
    genreableType: varchar('genreable_type', { length: 20 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.genreId, t.genreableId, t.genreableType] }),
    index('genreables_model_idx').on(t.genreableType, t.genreableId),
    index('genreables_genre_type_idx').on(t.genreId, t.genreableType, t.genreableId),
  ],
)

export const tags = pgTable(
  'tags',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull().unique(),
    displayName: varchar('display_name', { length: 100 }),
    type: varchar('type', { length: 30 }).notNull().default('custom'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    searchName: searchName('coalesce(display_name, name)'),
    ...timestamps(),
  },
  (t) => [...searchIndexes('tags', t.searchName), index('tags_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
)

/** taggable_type: `track` | `album`. user_id 0 marks a catalogue tag (a unique index cannot match NULLs). */
export const taggables = pgTable(
  'taggables',
  {
    id: id(),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    taggableId: integer('taggable_id').notNull(),
    taggableType: varchar('taggable_type', { length: 20 }).notNull(),
    userId: integer('user_id').notNull().default(0),
  },
  (t) => [
    uniqueIndex('taggables_unique').on(t.tagId, t.taggableId, t.taggableType, t.userId),
    index('taggables_model_idx').on(t.taggableType, t.taggableId),
    index('taggables_tag_type_idx').on(t.tagId, t.taggableType, t.taggableId),
  ],
)

export const lyrics = pgTable('lyrics', {
  id: id(),
  text: text('text').notNull(),
  trackId: integer('track_id')
    .notNull()
    .unique()
    .references(() => tracks.id, { onDelete: 'cascade' }),
  isSynced: boolean('is_synced').notNull().default(false),
  /** Seconds (music-catalog §1.6). */
  duration: integer('duration'),
  ...timestamps(),
},
// Admin list order (migration 0008).
(t) => [index('lyrics_updated_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())])

export const backstageRequests = pgTable(
  'backstage_requests',
  {
    id: id(),
    type: varchar('type', { length: 20 }).notNull().default('become-artist'),
    artistName: varchar('artist_name', { length: 255 }).notNull(),
    artistId: integer('artist_id').references(() => artists.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, unknown>>(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    ...timestamps(),
  },
  (t) => [index('backstage_requests_user_idx').on(t.userId)],
)
