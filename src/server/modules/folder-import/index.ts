import type { Db } from '../../db/client'
import type { Storage } from '../../lib/storage'
import { catalogueTransaction, makeCatalogueWritesRepo, makeTrackWritesService, noCatalogueEvents, type CatalogueEvents } from '../catalogue-writes/index'
import { makePermissionsRepo, makePermissionsService } from '../permissions/index'
import { makeSettingsRepo, makeSettingsService } from '../settings/index'
import { makeHydrator, makeRelationsRepo } from '../catalogue/index'
import { makeFileEntriesService, makeMetadataService, makeUploadsRepo } from '../uploads/index'
import { makeFolderImportRepo } from './folder-import.repo'
import { makeFolderImportService } from './folder-import.service'

export { makeFolderImportRepo, type FolderImportRepo } from './folder-import.repo'
export {
  ALREADY_IMPORTED,
  NAME_TAKEN,
  NO_ARTIST,
  UNREADABLE,
  UNSUPPORTED,
  makeFolderImportService,
  type FolderImportService,
  type ImportOutcome,
  type ImportSource,
} from './folder-import.service'

export interface FolderImportWiring {
  db: Db
  storage: Storage
  clock?: () => Date
  /** Where `mediaCreated` goes; the same hook the catalogue-writes module takes (nothing sent by default). */
  events?: CatalogueEvents
}

/**
 * The folder import over the uploads and catalogue-writes services, wired as their API modules wire
 * them. No routes: the CLI (src/server/cli/import.ts) is its only caller.
 */
export function makeFolderImport({ db, storage, clock = () => new Date(), events = noCatalogueEvents }: FolderImportWiring) {
  const settings = makeSettingsService({ repo: makeSettingsRepo(db) })
  const uploads = makeUploadsRepo(db)
  const files = makeFileEntriesService({ repo: uploads, storage, settings, clock })
  const metadata = makeMetadataService({ repo: uploads, storage, files, settings })
  const tracks = makeTrackWritesService({
    repo: makeCatalogueWritesRepo(db),
    transaction: catalogueTransaction(db),
    hydrator: makeHydrator({ repo: makeRelationsRepo(db) }),
    storage,
    events,
  })
  const permissions = makePermissionsService({ repo: makePermissionsRepo(db), guestRoleTtlMs: 0 })
  return makeFolderImportService({ repo: makeFolderImportRepo(db), uploads, files, metadata, tracks, permissions, storage })
}
