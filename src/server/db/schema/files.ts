import { sql } from 'drizzle-orm'
import { bigint, boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns'
import { users } from './users'
import { workspaces } from './workspaces'

export const fileEntries = pgTable(
  'file_entries',
  {
    id: id(),
    name: varchar('name', { length: 255 }).notNull(),
    /** Storage name; with disk_prefix it forms the storage key. Never a filesystem path. */
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull().default(0),
    mime: varchar('mime', { length: 100 }),
    extension: varchar('extension', { length: 20 }),
    type: varchar('type', { length: 20 }),
    parentId: integer('parent_id'),
    path: varchar('path', { length: 255 }),
    diskPrefix: varchar('disk_prefix', { length: 50 }),
    description: text('description'),
    password: text('password'),
    public: boolean('public').notNull().default(false),
    previewToken: varchar('preview_token', { length: 50 }),
    thumbnail: boolean('thumbnail').notNull().default(false),
    /**
     * Hex SHA-256 of the content, set by the folder import (`npm run import`): its identity for a file,
     * so a re-run recognises files it already added whatever their path or the track's later edits.
     */
    sha256: varchar('sha256', { length: 64 }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The workspace it was uploaded in (docs/decisions/0014-workspaces.md); null = the default workspace. */
    workspaceId: integer('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('file_entries_owner_idx').on(t.ownerId),
    index('file_entries_name_idx').on(t.fileName),
    index('file_entries_sha256_idx').on(t.sha256),
    index('file_entries_workspace_idx').on(t.workspaceId, t.id.desc()),
    // Admin list order and search (migration 0008).
    index('file_entries_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The upload page's unused uploads, newest first (migration 0016).
    index('file_entries_owner_media_idx').on(t.ownerId, t.id.desc()).where(sql`${t.diskPrefix} = 'track_media' and ${t.deletedAt} is null`),
    index('file_entries_display_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
)
