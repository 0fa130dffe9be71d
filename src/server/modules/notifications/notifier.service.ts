import type { JobQueue } from '../../lib/jobs/index'
import type { CursorKey } from '../../lib/pagination/index'
import type { Delivery } from './delivery.service'
import { artistUploadedMedia, backstageRequestWasHandled, workspaceInvite, type NewNotification } from './notification-types'
import type { NotificationsRepo } from './notifications.repo'
import type { SubjectsRepo } from './subjects.repo'

/** The one background job of this module: an artist's followers, in batches. */
export const FANOUT_JOB = 'notifications.artist-followers'
/** How long the first fan-out batch waits after the upload (see notifyFollowersOfArtist). */
export const FIRST_BATCH_DELAY_MS = 250
/** Followers read and notified per step of the fan-out job. */
export const FANOUT_BATCH = 1000

export interface FanoutJob {
  artistId: number
  notification: NewNotification
  /** The last follower (sort key) of the previous batch; null for the first. */
  after: CursorKey | null
}

export interface WorkspaceInviteNotice {
  inviteId: string
  /** The invited address; an account with it gets the in-app (and push) notification, others only the workspaces mail. */
  email: string
  workspaceName: string
  inviterName: string
  inviterImage?: string | null
}

/**
 * The events catalogue-writes and backstage-requests announce (their CatalogueEvents), restated here:
 * deps.ts imports this file, and a type import of another module's index would close a cycle through it
 * (docs/decisions/0011). The compiler checks the two stay assignable where app.ts wires them.
 */
export interface CatalogueEventsHandler {
  mediaCreated(event: { type: 'track' | 'album'; id: number; artistId: number }): Promise<void>
  backstageRequestHandled(event: { requestId: number; userId: number; status: 'approved' | 'denied'; notes: string | null }): Promise<void>
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
  catalogueEvents: CatalogueEventsHandler
}

export function makeNotifier({ repo, subjects, delivery, jobs }: { repo: NotificationsRepo; subjects: SubjectsRepo; delivery: Delivery; jobs: JobQueue }): NotificationsService {
  // One batch per job, then the next batch as a new job: a retry repeats at most one batch, and with
  // Redis the batches of one upload spread over the worker processes' turns instead of one long job.
  jobs.define<FanoutJob>(FANOUT_JOB, async ({ artistId, notification, after }) => {
    const batch = await repo.followerBatch(artistId, after, FANOUT_BATCH)
    if (batch.length === 0) return
    await delivery.deliver(
      batch.map((f) => f.userId),
      notification,
    )
    if (batch.length === FANOUT_BATCH) await jobs.enqueue<FanoutJob>(FANOUT_JOB, { artistId, notification, after: batch[batch.length - 1]!.key })
  })

  const service: NotificationsService = {
    async notify(userIds, notification) {
      await delivery.deliver(userIds, notification)
    },

    async notifyFollowersOfArtist(artistId, notification) {
      // The first batch waits a moment so the request that caused it answers first: on PGlite (one
      // connection) its last reads would otherwise queue behind the batch's 1,000-row statements.
      await jobs.enqueue<FanoutJob>(FANOUT_JOB, { artistId, notification, after: null }, { delayMs: FIRST_BATCH_DELAY_MS })
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
