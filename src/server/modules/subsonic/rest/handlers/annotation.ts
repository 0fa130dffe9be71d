import { ErrorCode, SubsonicError, compact } from '../envelope'
import { songElement } from '../elements'
import type { Handler, RestContext } from '../plugin'
import { parseId } from '../params'
import { requireCan, type HandlerDeps } from './context'

const COUNTRY_HEADER = 'cf-ipcountry'
/** The library service takes 100 likeables per call (its contract's cap). */
const LIKE_BATCH = 100
const MAX_QUEUE = 1000

/** Stars are likes, scrobbles are plays, the play queue is saved per user. */
export function annotationHandlers({ repo, library, plays, clock, trustProxy }: HandlerDeps): Record<string, Handler> {
  function likeables(ctx: RestContext) {
    return [
      ...ctx.params.ids('id').map((id) => ({ likeable_id: id, likeable_type: 'track' as const })),
      ...ctx.params.ids('albumId').map((id) => ({ likeable_id: id, likeable_type: 'album' as const })),
      ...ctx.params.ids('artistId').map((id) => ({ likeable_id: id, likeable_type: 'artist' as const })),
    ]
  }

  async function inBatches(ctx: RestContext, fn: (body: { likeables: ReturnType<typeof likeables> }) => Promise<void>) {
    const all = likeables(ctx)
    if (all.length === 0) throw new SubsonicError(ErrorCode.missingParameter, 'Required parameter is missing: id')
    for (let i = 0; i < all.length; i += LIKE_BATCH) await fn({ likeables: all.slice(i, i + LIKE_BATCH) })
  }

  return {
    async star(ctx) {
      await inBatches(ctx, (body) => library.add(ctx.viewer, body))
      return {}
    },

    async unstar(ctx) {
      await inBatches(ctx, (body) => library.remove(ctx.viewer, body))
      return {}
    },

    /**
     * Encore has no star ratings (likes are its "rating"): the call is checked and accepted so apps that
     * rate do not show an error, and nothing is stored. Documented in docs/decisions/0023.
     */
    async setRating(ctx) {
      parseId(ctx.params.required('id'))
      const rating = ctx.params.optionalInt('rating')
      if (rating === null) throw new SubsonicError(ErrorCode.missingParameter, 'Required parameter is missing: rating')
      if (rating < 0 || rating > 5) throw new SubsonicError(ErrorCode.generic, 'Rating must be between 0 and 5')
      return {}
    },

    /**
     * submission=true (the default) logs a play through the plays module, with its one-minute de-duplication,
     * so listening history and insights count it; submission=false ("now playing") is not stored.
     */
    async scrobble(ctx) {
      requireCan(ctx, 'music.play')
      const ids = ctx.params.ids('id')
      if (ids.length === 0) throw new SubsonicError(ErrorCode.missingParameter, 'Required parameter is missing: id')
      if (!ctx.params.bool('submission', true)) return {}
      const country = trustProxy ? ctx.request.headers[COUNTRY_HEADER] : undefined
      for (const id of ids.slice(0, 50)) {
        await plays.logPlay(id, null, { userId: ctx.identity.userId, guestId: null }, {
          userAgent: ctx.request.headers['user-agent'] ?? ctx.client,
          country: typeof country === 'string' ? country : undefined,
        })
      }
      return {}
    },

    async getPlayQueue(ctx) {
      requireCan(ctx, 'music.view')
      const saved = await repo.playQueue(ctx.identity.userId)
      if (!saved) return {}
      const songs = await repo.songs(saved.track_ids.slice(0, MAX_QUEUE), ctx.identity.userId)
      return {
        playQueue: compact({
          current: saved.current_id ? String(saved.current_id) : undefined,
          position: Number(saved.position_ms),
          username: ctx.identity.username,
          changed: new Date(saved.changed_at).toISOString(),
          changedBy: saved.changed_by,
          entry: songs.map(songElement),
        }),
      }
    },

    /** No `id` clears the saved queue (OpenSubsonic). */
    async savePlayQueue(ctx) {
      requireCan(ctx, 'music.view')
      const ids = ctx.params.ids('id').slice(0, MAX_QUEUE)
      if (ids.length === 0) {
        await repo.clearPlayQueue(ctx.identity.userId)
        return {}
      }
      const current = ctx.params.get('current')
      const position = ctx.params.int('position', 0, 0, Number.MAX_SAFE_INTEGER)
      await repo.savePlayQueue(ctx.identity.userId, ids, current ? parseId(current) : null, position, ctx.client, clock())
      return {}
    },

    /** The signed-in user only (others need user admin, which apps do not use); roles mirror permissions. */
    async getUser(ctx) {
      const username = ctx.params.required('username')
      if (username !== ctx.identity.username) throw new SubsonicError(ErrorCode.notAuthorized, 'User is not authorized for the given operation.')
      const can = (p: string) => ctx.viewer.can(p)
      return {
        user: {
          username: ctx.identity.username,
          scrobblingEnabled: true,
          adminRole: ctx.viewer.isAdmin,
          settingsRole: false,
          downloadRole: can('music.download'),
          uploadRole: false,
          playlistRole: true,
          coverArtRole: false,
          commentRole: false,
          podcastRole: false,
          streamRole: can('music.play'),
          jukeboxRole: false,
          shareRole: false,
          videoConversionRole: false,
          folder: [1],
        },
      }
    },
  }
}
