import type { PermissionsService } from '../permissions/index'
import { minutesLimit } from './catalogue-access'
import type { CatalogueWritesRepo } from './catalogue-writes.repo'

/** `users/{user}/minutes-left` (§3.4): the user's own quota, whoever asks. */
export function makeMinutesService({ repo, permissions }: { repo: CatalogueWritesRepo; permissions: PermissionsService }) {
  return {
    async minutesLeft(userId: number): Promise<number | null> {
      const limit = minutesLimit(await permissions.viewerFor(userId))
      if (limit === null) return null
      const used = (await repo.relations.uploadedMs(userId)) / 60000
      return Math.max(0, Math.floor((limit - used) * 100) / 100)
    },
  }
}

export type MinutesService = ReturnType<typeof makeMinutesService>
