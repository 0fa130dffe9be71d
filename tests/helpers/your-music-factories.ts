import { randomBytes } from 'node:crypto'
import type { Db } from '../../src/server/db/client'
import { personalAccessTokens, playlistUser } from '../../src/server/db/schema/index'
import { sha256 } from '../../src/server/modules/auth/index'
import { newRole, newUser } from './factories'

/**
 * Acting as a user in your-music API tests: a real personal access token row, sent as
 * `Authorization: Bearer`, so requests pass through the auth plugin exactly as API clients do.
 */
export async function bearerFor(db: Db, userId: number): Promise<Record<string, string>> {
  const plain = randomBytes(24).toString('hex')
  await db.insert(personalAccessTokens).values({ userId, name: 'test', tokenHash: sha256(plain) })
  return { authorization: `Bearer ${plain}` }
}

/** The default roles as seeded (platform-permissions): users may create playlists and comment. */
export async function seedMusicRoles(db: Db) {
  const base = ['music.view', 'music.play', 'users.view', 'playlists.view', 'comments.view']
  const guests = await newRole(db, 'guests', base, { guests: true })
  const users = await newRole(db, 'users', [...base, 'playlists.create', 'comments.create'], { default: true })
  const admin = await newRole(db, 'admin', ['admin'])
  const moderators = await newRole(db, 'moderators', [...base, 'playlists.update', 'playlists.delete', 'comments.update', 'comments.delete'])
  return { guests, users, admin, moderators }
}

export interface ActingUser {
  id: number
  headers: Record<string, string>
}

/** A user with the given role and a bearer token. */
export async function actingUser(db: Db, roleId: number, firstName?: string): Promise<ActingUser> {
  const user = await newUser(db, { roleId, ...(firstName ? { firstName } : {}) })
  return { id: user.id, headers: await bearerFor(db, user.id) }
}

export async function addEditor(db: Db, playlistId: number, userId: number, editor = true) {
  await db.insert(playlistUser).values({ playlistId, userId, editor })
}
