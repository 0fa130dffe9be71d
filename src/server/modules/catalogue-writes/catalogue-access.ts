import { CURRENT_USER, type ArtistRef } from '../../../shared/contracts/catalogue-writes'
import { UPLOAD_MESSAGES } from '../../../shared/contracts/uploads'
import { forbidden, HttpError, unauthorized, validationError } from '../../lib/http-errors'
import type { Viewer } from '../permissions/index'
import type { CatalogueWritesRepo } from './catalogue-writes.repo'

export type Model = 'track' | 'album' | 'artist'
const PLURAL: Record<Model, string> = { track: 'tracks', album: 'albums', artist: 'artists' }

/** music.* or the advanced per-model alternative (`tracks.update`, §2.14). */
export function canAny(viewer: Viewer, model: Model, action: 'create' | 'update' | 'delete'): boolean {
  return viewer.can(`music.${action}`) || viewer.can(`${PLURAL[model]}.${action}`)
}

export function requireUser(viewer: Viewer): number {
  if (viewer.userId === null) throw unauthorized()
  return viewer.userId
}

/** POST tracks/albums: music.create (or tracks.create / albums.create). */
export function requireCreate(viewer: Viewer, model: Model): number {
  const userId = requireUser(viewer)
  if (!canAny(viewer, model, 'create')) throw forbidden()
  return userId
}

/** May attach uploads to any artist: music.update, or music.create with `artist_selection` (§2.14). */
export function canSelectAnyArtist(viewer: Viewer): boolean {
  return viewer.can('music.update') || viewer.flag('music.create', 'artist_selection')
}

/** The `minutes` quota in minutes, or null when unlimited (admin, or a grant without the restriction). */
export function minutesLimit(viewer: Viewer): number | null {
  return viewer.limit('music.create', 'minutes')
}

/** The same message the upload endpoints give for the quota. */
export function quotaExceeded(): HttpError {
  return new HttpError(403, UPLOAD_MESSAGES.minutesUsed)
}

/** Checks that `extraMs` more of the user's uploads stay within the quota. */
export async function assertQuota(repo: CatalogueWritesRepo, viewer: Viewer, extraMs: number, exceptTrackIds: number[] = []) {
  const limit = minutesLimit(viewer)
  if (limit === null || extraMs <= 0) return
  const used = await repo.relations.uploadedMs(viewer.userId!, exceptTrackIds)
  if ((used + extraMs) / 60000 > limit) throw quotaExceeded()
}

/** The caller's primary artist, created (named after the user) and attached with role `artist` if missing. */
export async function currentUserArtist(repo: CatalogueWritesRepo, userId: number): Promise<number> {
  const existing = await repo.relations.primaryArtistId(userId)
  if (existing) return existing
  const user = await repo.relations.userDisplay(userId)
  const id = await repo.insertArtist({ name: user?.name ?? `Artist ${userId}`, imageSmall: user?.image ?? null })
  await repo.relations.attachUser(userId, id, 'artist')
  return id
}

/**
 * Artist ids for a submitted artists list, in order (the first is primary). `CURRENT_USER` resolves to
 * the caller's artist; other ids must exist and be managed by the caller, already be on the model
 * (`keep`), or the caller may select any artist.
 */
export async function resolveArtists(
  repo: CatalogueWritesRepo,
  viewer: Viewer,
  refs: ArtistRef[],
  field: string,
  keep: number[] = [],
): Promise<number[]> {
  const userId = requireUser(viewer)
  const ids = refs.filter((r): r is number => r !== CURRENT_USER)
  const existing = new Set(await repo.relations.existingArtistIds(ids))
  const missing = ids.find((id) => !existing.has(id))
  if (missing !== undefined) throw validationError({ [field]: `Artist ${missing} does not exist.` })
  if (!canSelectAnyArtist(viewer)) {
    const allowed = new Set([...(await repo.relations.managedArtistIds(userId)), ...keep])
    if (ids.some((id) => !allowed.has(id))) throw validationError({ [field]: 'You can only add your own artists.' })
  }
  const out: number[] = []
  for (const ref of refs) {
    const id = ref === CURRENT_USER ? await currentUserArtist(repo, userId) : ref
    if (!out.includes(id)) out.push(id)
  }
  return out
}

/**
 * Edit or delete rights on existing rows: the permission, or ownership (owner_id is the caller, or one
 * of the row's artists is managed by the caller through user_artist).
 */
export async function assertOwnsOrCan(
  repo: CatalogueWritesRepo,
  viewer: Viewer,
  model: Model,
  action: 'update' | 'delete',
  rows: { ownerId: number | null; artistIds: number[] }[],
): Promise<void> {
  const userId = requireUser(viewer)
  if (canAny(viewer, model, action)) return
  const managed = new Set(await repo.relations.managedArtistIds(userId))
  const owns = (r: { ownerId: number | null; artistIds: number[] }) => r.ownerId === userId || r.artistIds.some((id) => managed.has(id))
  if (!rows.every(owns)) throw forbidden()
}
