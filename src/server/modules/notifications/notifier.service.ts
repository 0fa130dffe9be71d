import type { CatalogueEvents } from '../catalogue-writes/index'
import type { Delivery } from './delivery.service'
import { artistUploadedMedia, backstageRequestWasHandled, workspaceInvite, type NewNotification } from './notification-types'
import type { NotificationsRepo } from './notifications.repo'
import type { SubjectsRepo } from './subjects.repo'

/** The one background job of this module: an artist's followers, in batches. */
export const FANOUT_JOB = 'notifications.artist-followers'
/** Followers read and notified per step of the fan-out job. */
export const FANOUT_BATCH = 1000

export interface FanoutJob {
  artistId: number
  notification: NewNotification
}

/** The part of the job queue this module uses (deps.jobs). */
export interface JobsPort {
  define<T>(name: string, handler: (data: T) => Promise<void>): void
  enqueue<T>(name: string, data: T): Promise<unknown>
}

export interface WorkspaceInviteNotice {
  inviteId: string
  /** The invited address; an account with it gets the in-app (and push) notification, others only the workspaces mail. */
  email: string
  workspaceName: string
  inviterName: string
  inviterImage?: string | null
}

/** What other modules call to notify users (deps.notifications). Every call honours each user's channel choices. */
export interface NotificationsService {
  /** To these users now (small recipient lists: a requester, a comment author, an invitee). */
  notify(userIds: number[], notification: NewNotification): Promise<void>
  /** To every follower of the artist, as a background job: returns once the job is queued. */
  notifyFollowersOfArtist(artistId: number, notification: NewNotification): Promise<void>
  /** The workspace-invite notification, for the workspaces feature; nothing when no account has the address. */
  notifyWorkspaceInvite(invite: WorkspaceInviteNotice): Promise<void>
  /** What catalogue-writes and backstage-requests announce, turned into ArtistUploadedMedia and BackstageRequestWasHandled. */
  catalogueEvents: CatalogueEvents
}

export function makeNotifier({ repo, subjects, delivery, jobs }: { repo: NotificationsRepo; subjects: SubjectsRepo; delivery: Delivery; jobs: JobsPort }): NotificationsService {
  jobs.define<FanoutJob>(FANOUT_JOB, async ({ artistId, notification }) => {
    let after = null
    for (;;) {
      const batch = await repo.followerBatch(artistId, after, FANOUT_BATCH)
      if (batch.length === 0) return
      await delivery.deliver(
        batch.map((f) => f.userId),
        notification,
      )
      if (batch.length < FANOUT_BATCH) return
      after = batch[batch.length - 1]!.key
    }
  })

  const service: NotificationsService = {
    async notify(userIds, notification) {
      await delivery.deliver(userIds, notification)
    },

    async notifyFollowersOfArtist(artistId, notification) {
      await jobs.enqueue<FanoutJob>(FANOUT_JOB, { artistId, notification })
    },

    async notifyWorkspaceInvite(invite) {
      const userId = await repo.userIdByEmail(invite.email)
      if (userId !== null) await delivery.deliver([userId], workspaceInvite(invite))
    },

    catalogueEvents: {
      async mediaCreated({ type, id, artistId }) {
        const [artist, media] = await Promise.all([subjects.artist(artistId), subjects.media(type, id)])
        if (!artist || !media) return
        await service.notifyFollowersOfArtist(artistId, artistUploadedMedia(artist, { type, id, name: media.name, image: media.image }))
      },
      async backstageRequestHandled({ requestId, userId, status, notes }) {
        const artist = status === 'approved' ? await subjects.requestArtist(requestId) : null
        await delivery.deliver([userId], backstageRequestWasHandled({ id: requestId, status, notes, artist }))
      },
    },
  }
  return service
}
