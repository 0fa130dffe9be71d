import { sql } from 'drizzle-orm'
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { createdAt, id, timestamps } from './columns'
import { tracks } from './music'
import { users } from './users'

/** Likes are the library and the artist-follow relation. likeable_type: `track` | `album` | `artist`. */
export const likes = pgTable(
  'likes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likeableId: integer('likeable_id').notNull(),
    likeableType: varchar('likeable_type', { length: 20 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('likes_unique').on(t.likeableId, t.likeableType, t.userId),
    index('likes_user_type_created_idx').on(t.userId, t.likeableType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('likes_created_idx').on(t.createdAt),
    index('likes_model_created_idx').on(t.likeableType, t.likeableId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
)

export const reposts = pgTable(
  'reposts',
  {
    id: id(),
    repostableId: integer('repostable_id').notNull(),
    repostableType: varchar('repostable_type', { length: 20 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('reposts_unique').on(t.repostableId, t.repostableType, t.userId),
    index('reposts_user_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
)

export const comments = pgTable(
  'comments',
  {
    id: id(),
    content: text('content').notNull(),
    parentId: integer('parent_id'),
    /** Materialised path of ancestor ids, base-36, `/`-separated. */
    path: varchar('path', { length: 255 }).notNull().default(''),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commentableId: integer('commentable_id').notNull(),
    commentableType: varchar('commentable_type', { length: 20 }).notNull(),
    deleted: boolean('deleted').notNull().default(false),
    upvotes: integer('upvotes').notNull().default(0),
    downvotes: integer('downvotes').notNull().default(0),
    /** Percent (0–100) along the track. */
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('comments_commentable_idx').on(t.commentableType, t.commentableId, t.createdAt.desc().nullsFirst()),
    // Comment counts of a page of tracks or albums: an index-only count of the live comments.
    index('comments_live_idx').on(t.commentableType, t.commentableId).where(sql`${t.deleted} = false`),
    index('comments_path_idx').on(t.path),
    index('comments_user_idx').on(t.userId),
    // Admin list order and search (migration 0008).
    index('comments_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('comments_content_trgm_idx').using('gin', t.content.op('gin_trgm_ops')),
  ],
)

export const commentVotes = pgTable(
  'comment_votes',
  {
    id: id(),
    voteType: varchar('vote_type', { length: 10 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userIp: varchar('user_ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('comment_votes_user_unique').on(t.commentId, t.userId),
    uniqueIndex('comment_votes_ip_unique').on(t.commentId, t.userIp),
  ],
)

export const commentReports = pgTable(
  'comment_reports',
  {
    id: id(),
    reason: text('reason'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userIp: varchar('user_ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('comment_reports_comment_idx').on(t.commentId)],
)

/** Play log; also the co-listening source for local radio. */
export const trackPlays = pgTable(
  'track_plays',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Guests are identified by a hashed cookie id so the 1-minute dedupe works for them too. */
    guestId: varchar('guest_id', { length: 64 }),
    trackId: integer('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    platform: varchar('platform', { length: 30 }),
    device: varchar('device', { length: 30 }),
    browser: varchar('browser', { length: 30 }),
    location: varchar('location', { length: 5 }),
  },
  (t) => [
    index('track_plays_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('track_plays_guest_track_idx').on(t.guestId, t.trackId, t.createdAt.desc().nullsFirst()),
    index('track_plays_track_created_idx').on(t.trackId, t.createdAt.desc().nullsFirst()),
    index('track_plays_created_idx').on(t.createdAt),
    index('track_plays_platform_idx').on(t.platform),
    index('track_plays_device_idx').on(t.device),
    index('track_plays_browser_idx').on(t.browser),
    index('track_plays_location_idx').on(t.location),
  ],
)

/** music-catalog §4.8: a page view counts once per model per visitor session every 10 hours. */
export const modelViews = pgTable(
  'model_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    visitorKey: varchar('visitor_key', { length: 64 }).notNull(),
    modelType: varchar('model_type', { length: 20 }).notNull(),
    modelId: integer('model_id').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('model_views_unique').on(t.visitorKey, t.modelType, t.modelId)],
)
