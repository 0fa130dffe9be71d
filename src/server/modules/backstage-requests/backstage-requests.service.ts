import {
  BackstageDataSchema,
  type ApproveBackstageRequestInput,
  type BackstageListQuery,
  type BackstageRequest,
  type SaveBackstageRequestInput,
} from '../../../shared/contracts/backstage'
import { CURRENT_USER } from '../../../shared/contracts/catalogue-writes'
import { forbidden, HttpError, notFound, unauthorized, validationError } from '../../lib/http-errors'
import type { Storage } from '../../lib/storage'
import type { CatalogueEvents, CatalogueWritesRepo } from '../catalogue-writes/index'
import type { Viewer } from '../permissions/index'
import { pageWindow, toPagination } from '../../lib/pagination/index'
import { serializeUserRef, type Hydrator } from '../catalogue/index'
import type { StoredFilesGuard } from '../uploads/index'
import type { BackstageRepo, BackstageRow } from './backstage-requests.repo'

export interface BackstageDeps {
  repo: BackstageRepo
  catalogue: CatalogueWritesRepo
  /** Both repos bound to one transaction (artist creation, user_artist and roles on approve). */
  inTransaction<T>(fn: (repo: BackstageRepo, catalogue: CatalogueWritesRepo) => Promise<T>): Promise<T>
  hydrator: Hydrator
  storage: Storage
  events: CatalogueEvents
  /** The new artist's image must be the requester's own upload (or a remote URL). */
  files: StoredFilesGuard
}

const PER_PAGE = 15
export const passportScanUrl = (requestId: number) => `api/v1/backstage-request/${requestId}/passport-scan`

const conflict = (message: string) => new HttpError(422, message, { errors: { status: message } })

function requireUser(viewer: Viewer): number {
  if (viewer.userId === null) throw unauthorized()
  return viewer.userId
}

export function makeBackstageService({ repo, catalogue, inTransaction, hydrator, storage, events, files }: BackstageDeps) {
  async function serialize(rows: BackstageRow[]): Promise<BackstageRequest[]> {
    const artistIds = [...new Set(rows.flatMap((r) => (r.artistId ? [r.artistId] : [])))]
    const [artistList, users] = await Promise.all([hydrator.artists(artistIds), repo.users([...new Set(rows.map((r) => r.userId))])])
    return rows.map((r) => {
      const user = users.find((u) => u.id === r.userId)
      return {
        id: r.id,
        type: r.type as BackstageRequest['type'],
        artist_name: r.artistName,
        artist_id: r.artistId,
        artist: artistList.find((a) => a.id === r.artistId) ?? null,
        data: BackstageDataSchema.catch({}).parse(r.data ?? {}),
        user_id: r.userId,
        ...(user ? { user: serializeUserRef(user) } : {}),
        status: r.status as BackstageRequest['status'],
        created_at: r.createdAt.toISOString(),
        updated_at: r.updatedAt.toISOString(),
        model_type: 'backstageRequest' as const,
      }
    })
  }

  /** The owner, or backstageRequests.<action> (admin). */
  async function owned(viewer: Viewer, id: number, action: 'view' | 'update' | 'delete'): Promise<BackstageRow> {
    const userId = requireUser(viewer)
    const row = await repo.find(id)
    if (!row) throw notFound()
    if (row.userId !== userId && !viewer.can(`backstageRequests.${action}`)) throw forbidden()
    return row
  }

  /** Type rules of §2.11/§3.8: become needs a new name; verify and claim name an existing artist. */
  async function validated(viewer: Viewer, input: SaveBackstageRequestInput, exceptId?: number, currentImage?: string | null) {
    const userId = requireUser(viewer)
    const data = BackstageDataSchema.parse(input.data ?? {})
    const type = input.type ?? 'become-artist'
    const tx = catalogue
    let artistId: number | null = null
    if (type === 'become-artist') {
      if (await repo.nameTaken(userId, input.artist_name, exceptId)) throw validationError({ artist_name: 'You have already requested this artist name.' })
    } else {
      const ref = input.artist_id ?? (type === 'verify-artist' ? CURRENT_USER : null)
      artistId = ref === CURRENT_USER ? await tx.relations.primaryArtistId(userId) : (ref ?? null)
      if (artistId === null || !(await tx.artist(artistId))) throw validationError({ artist_id: 'Select an artist.' })
      if (type === 'verify-artist' && !(await tx.relations.managedArtistIds(userId)).includes(artistId)) {
        throw validationError({ artist_id: 'You can only verify your own artist.' })
      }
      if (type === 'claim-artist' && !data.role) throw validationError({ 'data.role': 'Select your role.' })
    }
    await files.assertUsable(viewer, [{ field: 'data.image', value: data.image, current: currentImage, kind: 'image' }])
    if (data.passport_scan_id) {
      const entry = await repo.fileEntry(data.passport_scan_id)
      if (!entry || (entry.ownerId !== null && entry.ownerId !== userId)) throw validationError({ 'data.passport_scan_id': 'The selected file is invalid.' })
    }
    return { userId, type, artistId, data }
  }

  return {
    /** GET backstage-request: one user's requests (own, or any with backstageRequests.view); admins see all. */
    async list(viewer: Viewer, q: BackstageListQuery) {
      const userId = requireUser(viewer)
      const canView = viewer.can('backstageRequests.view')
      if (q.userId !== undefined && q.userId !== userId && !canView) throw forbidden()
      const w = pageWindow({ page: q.page, perPage: q.perPage }, PER_PAGE)
      const rows = await repo.list({ userId: q.userId ?? (canView ? undefined : userId), status: q.status, type: q.type }, w.offset, w.limit)
      const page = toPagination(rows, w)
      return { ...page, data: await serialize(page.data) }
    },

    /** GET backstage-request/{id}: adds `passport_scan_entry`. */
    async show(viewer: Viewer, id: number): Promise<BackstageRequest> {
      const row = await owned(viewer, id, 'view')
      const [request] = await serialize([row])
      const scanId = request!.data.passport_scan_id
      const entry = scanId ? await repo.fileEntry(scanId) : null
      return {
        ...request!,
        passport_scan_entry: entry ? { id: entry.id, name: entry.name, mime: entry.mime, file_size: entry.fileSize, url: passportScanUrl(id) } : null,
      }
    },

    /** The passport scan file, for the requester and admins only (never a public URL). */
    async passportScan(viewer: Viewer, id: number) {
      const row = await owned(viewer, id, 'view')
      const scanId = BackstageDataSchema.catch({}).parse(row.data ?? {}).passport_scan_id
      const entry = scanId ? await repo.fileEntry(scanId) : null
      const key = entry ? `${entry.diskPrefix}/${entry.fileName}` : null
      if (!entry || !key || !(await storage.exists(key))) throw notFound()
      return { stream: await storage.read(key), mime: entry.mime ?? 'application/octet-stream' }
    },

    async create(viewer: Viewer, input: SaveBackstageRequestInput): Promise<BackstageRequest> {
      if (!viewer.can('backstageRequests.create')) throw viewer.userId === null ? unauthorized() : forbidden()
      const v = await validated(viewer, input)
      const row = await repo.insert({ type: v.type, artistName: input.artist_name, artistId: v.artistId, data: v.data, userId: v.userId })
      return (await serialize([row]))[0]!
    },

    /** PUT: the requester while pending, or backstageRequests.update. */
    async update(viewer: Viewer, id: number, input: SaveBackstageRequestInput): Promise<BackstageRequest> {
      const row = await owned(viewer, id, 'update')
      if (row.status !== 'pending' && !viewer.can('backstageRequests.update')) throw conflict('This request was already handled.')
      const v = await validated(viewer, { ...input, type: input.type ?? (row.type as SaveBackstageRequestInput['type']) }, id, BackstageDataSchema.catch({}).parse(row.data ?? {}).image)
      const updated = await repo.update(id, { type: v.type, artistName: input.artist_name, artistId: v.artistId, data: v.data })
      return (await serialize([updated]))[0]!
    },

    async remove(viewer: Viewer, ids: number[]): Promise<void> {
      const userId = requireUser(viewer)
      const rows = await repo.findMany(ids)
      if (!rows.length) throw notFound()
      if (!viewer.can('backstageRequests.delete') && rows.some((r) => r.userId !== userId)) throw forbidden()
      await repo.remove(rows.map((r) => r.id))
    },

    /** §2.11 approve effects, all in one transaction; then the single notification call site. */
    async approve(viewer: Viewer, id: number, input: ApproveBackstageRequestInput): Promise<BackstageRequest> {
      if (!viewer.can('backstageRequests.handle')) throw viewer.userId === null ? unauthorized() : forbidden()
      const updated = await inTransaction(async (r, cat) => {
        const row = await r.find(id)
        if (!row) throw notFound()
        if (row.status === 'approved') throw conflict('This request was already approved.')
        const data = BackstageDataSchema.catch({}).parse(row.data ?? {})
        let artistId = row.artistId
        if (row.type === 'become-artist') {
          if (await cat.relations.primaryArtistId(row.userId)) throw conflict('This user already has an artist.')
          artistId = await cat.insertArtist({ name: row.artistName, imageSmall: data.image ?? null, verified: input.markArtistAsVerified ?? false })
          await cat.relations.attachUser(row.userId, artistId, 'artist')
          await r.giveArtistRoles(row.userId)
        } else if (!artistId || !(await cat.artist(artistId))) {
          throw conflict('The artist of this request no longer exists.')
        } else if (row.type === 'verify-artist') {
          await cat.updateArtist(artistId, { verified: true })
        } else {
          if (!(await cat.relations.attachUser(row.userId, artistId, data.role ?? 'artist'))) throw conflict('This user is already attached to the artist.')
          await r.giveArtistRoles(row.userId)
        }
        return r.update(id, { status: 'approved', artistId })
      })
      await events.backstageRequestHandled({ requestId: id, userId: updated.userId, status: 'approved', notes: input.notes ?? null })
      return (await serialize([updated]))[0]!
    },

    async deny(viewer: Viewer, id: number, notes: string | null): Promise<BackstageRequest> {
      if (!viewer.can('backstageRequests.handle')) throw viewer.userId === null ? unauthorized() : forbidden()
      const row = await repo.find(id)
      if (!row) throw notFound()
      if (row.status !== 'pending') throw conflict('This request was already handled.')
      const updated = await repo.update(id, { status: 'denied' })
      await events.backstageRequestHandled({ requestId: id, userId: updated.userId, status: 'denied', notes })
      return (await serialize([updated]))[0]!
    },
  }
}

export type BackstageService = ReturnType<typeof makeBackstageService>
