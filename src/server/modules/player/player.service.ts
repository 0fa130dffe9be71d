import type { Track } from '../../../shared/contracts/catalogue'
import { forbidden, notFound, unauthorized } from '../../lib/http-errors'
import { RadioTypeSchema } from '../../../shared/contracts/radio'
import type { ChannelsService } from '../channels/index'
import { canSeeLikesOf } from '../library/index'
import type { RadioService } from '../radio/index'
import type { Hydrator, SerializeCtx } from '../catalogue/index'
import type { PlayerRepo } from './player.repo'

export interface QueueRequest {
  queueId: string
  lastTrack: number | null
  perPage: number
}

interface Viewer {
  userId: number | null
  isAdmin: boolean
  can(name: string): boolean
}

/** `<model_type>.<id>.<kind>[.<order>]` -> its parts (the contract already validated the shape). */
export function parseQueueId(queueId: string) {
  const [type, id, kind] = queueId.split('.') as [string, string, string]
  return { type, id, kind }
}

const positiveInt = (v: string) => (/^\d+$/.test(v) && Number(v) > 0 && Number(v) <= 2147483647 ? Number(v) : null)

interface PlayerServiceDeps {
  repo: PlayerRepo
  hydrator: Hydrator
  channels: ChannelsService
  radio: Pick<RadioService, 'queueTracks'>
}

export function makePlayerService({ repo, hydrator, channels, radio }: PlayerServiceDeps) {
  /** `me` (401 for guests) or a user id (404 when malformed). */
  function queueUser(id: string, viewer: Viewer): number {
    if (id === 'me') {
      if (viewer.userId === null) throw unauthorized()
      return viewer.userId
    }
    const userId = positiveInt(id)
    if (userId === null) throw notFound()
    return userId
  }

  /** The same rules as the lists the queue continues: users/{user}/liked-tracks and tracks/plays/{user}. */
  async function userQueueTrackIds(id: string, kind: string, after: number | null, limit: number, viewer: Viewer) {
    if (kind === 'playHistory') {
      // Listening history is the owner's (or an admin's) only, as GET tracks/plays/{userId}.
      if (viewer.userId === null) throw unauthorized()
      const userId = queueUser(id, viewer)
      if (userId !== viewer.userId && !viewer.isAdmin) throw forbidden()
      return repo.historyTrackIds(userId, after, limit)
    }
    const userId = queueUser(id, viewer)
    if (!canSeeLikesOf(userId, viewer)) throw forbidden()
    if (!(await repo.userExists(userId))) throw notFound()
    return repo.likedTrackIds(userId, after, limit)
  }

  /** A channel queue has no keyset of its own: it continues after the last track in the channel's order. */
  async function channelTrackIds(slugOrId: string, after: number | null, limit: number, viewer: Viewer, ctx: SerializeCtx) {
    const channel = await channels.show(slugOrId, { perPage: 100, layoutCookie: () => undefined, isAdmin: viewer.isAdmin }, ctx)
    const ids = (channel.content?.data ?? []).flatMap((i) => (i.model_type === 'track' ? [i.id] : []))
    const start = after === null ? 0 : ids.indexOf(after) + 1
    return after !== null && start === 0 ? [] : ids.slice(start, start + limit)
  }

  return {
    /** POST player/tracks: the next page of a queue after `lastTrack` (§3.3). */
    async nextTracks(req: QueueRequest, viewer: Viewer, ctx: SerializeCtx): Promise<Track[]> {
      const { type, id, kind } = parseQueueId(req.queueId)
      const { lastTrack: after, perPage: limit } = req
      if (kind === 'radio') {
        // `<type>.<id>.radio`: the radio module owns the recommendation list; paging is a slice of it.
        const radioType = RadioTypeSchema.safeParse(type)
        if (!radioType.success) throw notFound()
        return radio.queueTracks(radioType.data, id, after, limit, ctx)
      }
      let ids: number[]
      switch (type) {
        case 'album':
        case 'artist':
        case 'playlist': {
          const modelId = positiveInt(id)
          if (modelId === null) throw notFound()
          const source = { album: repo.albumTrackIds, artist: repo.artistTrackIds, playlist: repo.playlistTrackIds }[type]
          ids = await source(modelId, after, limit)
          break
        }
        case 'user':
          ids = await userQueueTrackIds(id, kind, after, limit, viewer)
          break
        case 'channel':
          ids = await channelTrackIds(id, after, limit, viewer, ctx)
          break
        case 'track': {
          const trackId = positiveInt(id)
          ids = trackId !== null && after === null ? [trackId] : []
          break
        }
        default:
          throw notFound()
      }
      return hydrator.tracks(ids, ctx)
    },
  }
}

export type PlayerService = ReturnType<typeof makePlayerService>
