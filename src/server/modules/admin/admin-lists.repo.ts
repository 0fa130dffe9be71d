import { isNull, sql } from 'drizzle-orm'
import {
  albums,
  artists,
  comments,
  fileEntries,
  genres,
  lyrics,
  playlists,
  roles,
  tags,
  tracks,
  users,
} from '../../db/schema/index'
import type { Db } from '../../db/client'
import type { AdminListRequest } from '../../lib/admin-list'
import { makeAdminListRepo, rulesOf, type AdminListDef } from './admin-list.repo'

/**
 * The admin lists (music-catalog §3: `GET tracks|albums|artists|lyrics` as admin lists; the others at
 * paths of our choice). Sorts use only indexed columns (schema + migration 0008); related names are
 * correlated subqueries on indexed keys, computed for the page's rows only.
 */
/**
 * Correlated subqueries name the outer row's table explicitly (`tracks.id`): drizzle writes a lone
 * table's columns unqualified, and inside a subquery an unqualified `"id"` would bind to the inner table.
 */
const userName = (outerColumn: 'playlists.owner_id' | 'comments.user_id' | 'file_entries.owner_id') =>
  sql<string | null>`(select coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.username, u.email) from users u where u.id = ${sql.raw(outerColumn)})`

const BOOL_OPS = ['='] as const
const TEXT_OPS = ['=', '!=', 'contains', 'in'] as const
const NUM_OPS = ['=', '!=', '>', '>=', '<', '<='] as const
const DATE_OPS = ['>', '>=', '<', '<='] as const

const tracksList: AdminListDef = {
  table: tracks,
  id: tracks.id,
  select: {
    id: tracks.id,
    name: tracks.name,
    album_name: sql<string | null>`(select al.name from albums al where al.id = tracks.album_id)`,
    artist_names: sql<string | null>`(select string_agg(a.name, ', ' order by atr."primary" desc, a.id) from artist_track atr join artists a on a.id = atr.artist_id where atr.track_id = tracks.id)`,
    duration: tracks.duration,
    plays: tracks.plays,
    created_at: tracks.createdAt,
  },
  sort: { name: tracks.name, plays: tracks.plays, created_at: tracks.createdAt, duration: tracks.duration },
  defaultSort: { column: 'created_at', dir: 'desc' },
  filters: { album_id: { expr: tracks.albumId, operators: ['=', 'isNull', 'notNull'] }, plays: { expr: tracks.plays, operators: NUM_OPS }, created_at: { expr: tracks.createdAt, operators: DATE_OPS } },
  search: { searchName: tracks.searchName },
}

const albumsList: AdminListDef = {
  table: albums,
  id: albums.id,
  select: {
    id: albums.id,
    name: albums.name,
    artist_names: sql<string | null>`(select string_agg(a.name, ', ' order by aa."primary" desc, a.id) from artist_album aa join artists a on a.id = aa.artist_id where aa.album_id = albums.id)`,
    release_date: albums.releaseDate,
    tracks_count: sql<number>`(select count(*)::int from tracks t where t.album_id = albums.id)`,
    plays: albums.plays,
    created_at: albums.createdAt,
  },
  sort: { name: albums.name, release_date: albums.releaseDate, plays: albums.plays, created_at: albums.createdAt },
  defaultSort: { column: 'created_at', dir: 'desc' },
  filters: { plays: { expr: albums.plays, operators: NUM_OPS }, created_at: { expr: albums.createdAt, operators: DATE_OPS } },
  search: { searchName: albums.searchName },
}

const artistsList: AdminListDef = {
  table: artists,
  id: artists.id,
  select: {
    id: artists.id,
    name: artists.name,
    verified: artists.verified,
    albums_count: sql<number>`(select count(*)::int from artist_album aa where aa.artist_id = artists.id)`,
    plays: artists.plays,
    views: artists.views,
    created_at: artists.createdAt,
  },
  sort: { name: artists.name, plays: artists.plays, views: artists.views, created_at: artists.createdAt },
  defaultSort: { column: 'created_at', dir: 'desc' },
  filters: { verified: { expr: artists.verified, operators: BOOL_OPS }, created_at: { expr: artists.createdAt, operators: DATE_OPS } },
  search: { searchName: artists.searchName },
}

const genresList: AdminListDef = {
  table: genres,
  id: genres.id,
  select: {
    id: genres.id,
    name: genres.name,
    display_name: genres.displayName,
    popularity: genres.popularity,
    // Decision 0033: genres typed by artists wait for approval (or enough tracks) before the home page.
    approved: genres.approved,
    tracks_count: sql<number>`(select count(*)::int from genreables g where g.genre_id = genres.id and g.genreable_type = 'track')`,
    created_at: genres.createdAt,
  },
  sort: { name: genres.name, popularity: genres.popularity, approved: genres.approved, created_at: genres.createdAt },
  defaultSort: { column: 'name', dir: 'asc' },
  filters: { approved: { expr: genres.approved, operators: BOOL_OPS } },
  search: { plain: [genres.name, genres.displayName] },
}

const playlistsList: AdminListDef = {
  table: playlists,
  id: playlists.id,
  select: {
    id: playlists.id,
    name: playlists.name,
    owner_name: userName('playlists.owner_id'),
    public: playlists.public,
    collaborative: playlists.collaborative,
    views: playlists.views,
    created_at: playlists.createdAt,
  },
  sort: { created_at: playlists.createdAt, updated_at: playlists.updatedAt },
  defaultSort: { column: 'created_at', dir: 'desc' },
  filters: { public: { expr: playlists.public, operators: BOOL_OPS }, collaborative: { expr: playlists.collaborative, operators: BOOL_OPS }, owner_id: { expr: playlists.ownerId, operators: ['='] } },
  search: { searchName: playlists.searchName },
}

const lyricsList: AdminListDef = {
  table: lyrics,
  id: lyrics.id,
  select: {
    id: lyrics.id,
    track_id: lyrics.trackId,
    track_name: sql<string | null>`(select t.name from tracks t where t.id = lyrics.track_id)`,
    is_synced: lyrics.isSynced,
    excerpt: sql<string>`left(${lyrics.text}, 80)`,
    updated_at: lyrics.updatedAt,
  },
  sort: { updated_at: lyrics.updatedAt, created_at: lyrics.createdAt },
  defaultSort: { column: 'updated_at', dir: 'desc' },
  filters: { is_synced: { expr: lyrics.isSynced, operators: BOOL_OPS }, track_id: { expr: lyrics.trackId, operators: ['='] } },
  search: { plain: [sql`(select t.name from tracks t where t.id = lyrics.track_id)`] },
}

const commentsList: AdminListDef = {
  table: comments,
  id: comments.id,
  select: {
    id: comments.id,
    content: comments.content,
    user_name: userName('comments.user_id'),
    commentable_type: comments.commentableType,
    commentable_id: comments.commentableId,
    deleted: comments.deleted,
    created_at: comments.createdAt,
  },
  sort: { created_at: comments.createdAt },
  defaultSort: { column: 'created_at', dir: 'desc' },
  filters: {
    commentable_type: { expr: comments.commentableType, operators: TEXT_OPS },
    deleted: { expr: comments.deleted, operators: BOOL_OPS },
    user_id: { expr: comments.userId, operators: ['='] },
  },
  search: { plain: [comments.content] },
}

const tagsList: AdminListDef = {
  table: tags,
  id: tags.id,
  select: { id: tags.id, name: tags.name, display_name: tags.displayName, type: tags.type, created_at: tags.createdAt },
  sort: { name: tags.name, created_at: tags.createdAt },
  defaultSort: { column: 'name', dir: 'asc' },
  filters: { type: { expr: tags.type, operators: TEXT_OPS } },
  search: { searchName: tags.searchName },
}

/**
 * Whether a track plays this audio upload (its `src`, relative or rooted; tracks_src_idx); null for
 * images, which this does not track. The rule of the uploads module's unused list (issue 28).
 */
const fileInUse = sql<boolean | null>`(case when file_entries.disk_prefix = 'track_media' then exists (select 1 from tracks t where t.src = 'storage/track_media/' || file_entries.file_name or t.src = '/storage/track_media/' || file_entries.file_name) end)`

const filesList: AdminListDef = {
  table: fileEntries,
  id: fileEntries.id,
  select: {
    id: fileEntries.id,
    name: fileEntries.name,
    disk_prefix: fileEntries.diskPrefix,
    mime: fileEntries.mime,
    file_size: fileEntries.fileSize,
    owner_name: userName('file_entries.owner_id'),
    in_use: fileInUse,
    created_at: fileEntries.createdAt,
  },
  sort: { created_at: fileEntries.createdAt },
  defaultSort: { column: 'created_at', dir: 'desc' },
  filters: {
    disk_prefix: { expr: fileEntries.diskPrefix, operators: TEXT_OPS },
    owner_id: { expr: fileEntries.ownerId, operators: ['='] },
    in_use: { expr: fileInUse, operators: BOOL_OPS },
  },
  search: { plain: [fileEntries.name] },
  where: isNull(fileEntries.deletedAt),
}

const usersList: AdminListDef = {
  table: users,
  id: users.id,
  select: {
    id: users.id,
    email: users.email,
    name: sql<string>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`,
    role_names: sql<string | null>`(select string_agg(r.name, ', ' order by r.name) from user_role ur join roles r on r.id = ur.role_id where ur.user_id = users.id)`,
    email_verified: sql<boolean>`${users.emailVerifiedAt} is not null`,
    banned: sql<boolean>`${users.bannedAt} is not null`,
    created_at: users.createdAt,
  },
  sort: { email: users.email, created_at: users.createdAt },
  defaultSort: { column: 'created_at', dir: 'desc' },
  filters: {
    email_verified: { expr: sql`(${users.emailVerifiedAt} is not null)`, operators: BOOL_OPS },
    banned: { expr: sql`(${users.bannedAt} is not null)`, operators: BOOL_OPS },
    role_id: { expr: sql`(select min(ur.role_id) from user_role ur where ur.user_id = users.id)`, operators: ['='] },
  },
  search: { searchName: users.searchName, plain: [users.email] },
}

const rolesList: AdminListDef = {
  table: roles,
  id: roles.id,
  select: {
    id: roles.id,
    name: roles.name,
    description: roles.description,
    default: roles.default,
    guests: roles.guests,
    internal: roles.internal,
    artists: roles.artists,
    type: roles.type,
    users_count: sql<number>`(select count(*)::int from user_role ur where ur.role_id = roles.id)`,
    created_at: roles.createdAt,
  },
  sort: { name: roles.name, created_at: roles.createdAt },
  defaultSort: { column: 'name', dir: 'asc' },
  filters: { type: { expr: roles.type, operators: TEXT_OPS } },
  search: { plain: [roles.name] },
}

/** Each admin list by its name (also the CSV export's file name). */
const ADMIN_LISTS = {
  tracks: tracksList,
  albums: albumsList,
  artists: artistsList,
  genres: genresList,
  playlists: playlistsList,
  lyrics: lyricsList,
  comments: commentsList,
  tags: tagsList,
  files: filesList,
  users: usersList,
  roles: rolesList,
} satisfies Record<string, AdminListDef>
export type AdminListName = keyof typeof ADMIN_LISTS


export const ADMIN_LIST_NAMES = Object.keys(ADMIN_LISTS) as AdminListName[]

/** The admin lists by name, for the service: their whitelists, a page, and every row for CSV. */
export function makeAdminListsRepo(db: Db) {
  const generic = makeAdminListRepo(db)
  return {
    rules: (name: AdminListName) => rulesOf(ADMIN_LISTS[name]),
    columns: (name: AdminListName) => Object.keys(ADMIN_LISTS[name].select),
    page: (name: AdminListName, request: AdminListRequest, window: { offset: number; limit: number }) => generic.page(ADMIN_LISTS[name], request, window),
    all: (name: AdminListName, request: AdminListRequest) => generic.all(ADMIN_LISTS[name], request),
  }
}
export type AdminListsRepo = ReturnType<typeof makeAdminListsRepo>
