import { eq } from 'drizzle-orm'
import type { Db } from '../../src/server/db/client'
import { makeSettingsRepo } from '../../src/server/modules/settings/index'
import {
  albums,
  artistAlbum,
  artistTrack,
  artists,
  channelables,
  channels,
  comments,
  genreables,
  genres,
  likes,
  lyrics,
  permissionables,
  permissions,
  playlists,
  playlistTrack,
  roles,
  taggables,
  tags,
  tracks,
  userProfiles,
  userRole,
  users,
} from '../../src/server/db/schema/index'

/**
 * Catalogue factories for API tests (STYLE 7.7): each inserts one row with sensible defaults and
 * returns it. Roles mirror the default roles of music-catalog §2.14 as far as the catalogue needs.
 */

let seq = 0
const next = () => ++seq

async function ensurePermission(db: Db, name: string): Promise<number> {
  const [found] = await db.select({ id: permissions.id }).from(permissions).where(eq(permissions.name, name))
  if (found) return found.id
  const [row] = await db.insert(permissions).values({ name }).returning({ id: permissions.id })
  return row!.id
}

export async function newRole(db: Db, name: string, perms: string[], flags: { guests?: boolean; default?: boolean } = {}) {
  const [role] = await db.insert(roles).values({ name, ...flags }).returning()
  for (const p of perms) {
    await db.insert(permissionables).values({ permissionId: await ensurePermission(db, p), permissionableId: role!.id, permissionableType: 'role' })
  }
  return role!
}

/** Guest role with music.view, music.play, lyrics.view, comments.view (as seeded), unless `guestPerms` says otherwise. */
export async function seedCatalogueRoles(db: Db, guestPerms = ['music.view', 'music.play', 'lyrics.view', 'comments.view']) {
  const guests = await newRole(db, 'guests', guestPerms, { guests: true })
  const usersRole = await newRole(db, 'users', ['music.view', 'music.play', 'lyrics.view'], { default: true })
  const admin = await newRole(db, 'admin', ['admin'])
  const downloaders = await newRole(db, 'downloaders', ['music.view', 'music.play', 'music.download'])
  return { guests, users: usersRole, admin, downloaders }
}

export async function newUser(db: Db, opts: { roleId?: number; firstName?: string } = {}) {
  const n = next()
  const [user] = await db
    .insert(users)
    .values({ email: `user${n}@test.local`, firstName: opts.firstName ?? `User${n}`, lastName: 'Test' })
    .returning()
  if (opts.roleId) await db.insert(userRole).values({ userId: user!.id, roleId: opts.roleId })
  return user!
}

export async function newArtist(db: Db, values: Partial<typeof artists.$inferInsert> = {}) {
  const [row] = await db.insert(artists).values({ name: `Artist ${next()}`, ...values }).returning()
  return row!
}

export async function newAlbum(db: Db, artistIds: number[], values: Partial<typeof albums.$inferInsert> = {}) {
  const [row] = await db.insert(albums).values({ name: `Album ${next()}`, ...values }).returning()
  for (const [i, artistId] of artistIds.entries()) {
    await db.insert(artistAlbum).values({ artistId, albumId: row!.id, primary: i === 0 })
  }
  return row!
}

export async function newTrack(db: Db, artistIds: number[], values: Partial<typeof tracks.$inferInsert> = {}) {
  const [row] = await db.insert(tracks).values({ name: `Track ${next()}`, duration: 10000, ...values }).returning()
  for (const [i, artistId] of artistIds.entries()) {
    await db.insert(artistTrack).values({ artistId, trackId: row!.id, primary: i === 0 })
  }
  return row!
}

export async function newGenre(db: Db, values: Partial<typeof genres.$inferInsert> = {}) {
  const n = next()
  const [row] = await db.insert(genres).values({ name: `genre-${n}`, displayName: `Genre ${n}`, ...values }).returning()
  return row!
}

export async function attachGenre(db: Db, genreId: number, type: 'artist' | 'album' | 'track', id: number) {
  await db.insert(genreables).values({ genreId, genreableId: id, genreableType: type })
}

export async function newTag(db: Db, values: Partial<typeof tags.$inferInsert> = {}) {
  const n = next()
  const [row] = await db.insert(tags).values({ name: `tag-${n}`, displayName: `Tag ${n}`, ...values }).returning()
  return row!
}

export async function attachTag(db: Db, tagId: number, type: 'track' | 'album', id: number) {
  await db.insert(taggables).values({ tagId, taggableId: id, taggableType: type })
}

export async function newLyric(db: Db, trackId: number, values: Partial<typeof lyrics.$inferInsert> = {}) {
  const [row] = await db.insert(lyrics).values({ trackId, text: 'line one\nline two', ...values }).returning()
  return row!
}

export async function newPlaylist(db: Db, ownerId: number, trackIds: number[] = []) {
  const [row] = await db.insert(playlists).values({ name: `Playlist ${next()}`, ownerId, public: true }).returning()
  for (const [i, trackId] of trackIds.entries()) {
    await db.insert(playlistTrack).values({ playlistId: row!.id, trackId, position: i + 1 })
  }
  return row!
}

export async function newChannel(db: Db, slug: string, config: Record<string, unknown>, values: Partial<typeof channels.$inferInsert> = {}) {
  const [row] = await db.insert(channels).values({ slug, name: slug, config, ...values }).returning()
  return row!
}

export async function addToChannel(db: Db, channelId: number, type: string, id: number, order: number) {
  await db.insert(channelables).values({ channelId, channelableType: type, channelableId: id, order })
}

export async function like(db: Db, userId: number, type: 'track' | 'album' | 'artist', id: number, createdAt?: Date) {
  await db.insert(likes).values({ userId, likeableId: id, likeableType: type, ...(createdAt ? { createdAt } : {}) })
}

export async function newComment(db: Db, userId: number, trackId: number, position: number, values: Partial<typeof comments.$inferInsert> = {}) {
  const [row] = await db
    .insert(comments)
    .values({ userId, commentableId: trackId, commentableType: 'track', content: `comment ${next()}`, position, ...values })
    .returning()
  return row!
}

export async function newArtistProfile(db: Db, artistId: number, values: Partial<typeof userProfiles.$inferInsert> = {}) {
  await db.insert(userProfiles).values({ artistId, description: 'Bio', city: 'Lyon', country: 'France', ...values })
}

/** Through the settings repo, which also flushes its short read cache. */
export async function setSetting(db: Db, name: string, value: unknown) {
  await makeSettingsRepo(db).upsert([{ name, value, private: false }])
}
