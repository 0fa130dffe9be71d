import { and, asc, count, desc, eq, inArray, isNull, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  artists,
  likes,
  notifications,
  playlists,
  playlistUser,
  reposts,
  socialProfiles,
  subscriptions,
  themes,
  userArtist,
  users,
} from '../../db/schema/index'

/** Bootstrap user playlists: the 30 most recently updated (music-catalog §6). */
const BOOTSTRAP_PLAYLISTS = 30

export function makeBootstrapRepo(db: Db) {
  return {
    async themes() {
      return db.select().from(themes).orderBy(asc(themes.id))
    },

    async user(userId: number) {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
      return row ?? null
    },

    /** The user's 10 newest subscriptions (index subscriptions_user_idx); the client derives "subscribed" from them. */
    async subscriptions(userId: number) {
      return db
        .select({
          id: subscriptions.id,
          productId: subscriptions.productId,
          priceId: subscriptions.priceId,
          gatewayName: subscriptions.gatewayName,
          gatewayStatus: subscriptions.gatewayStatus,
          endsAt: subscriptions.endsAt,
          renewsAt: subscriptions.renewsAt,
          trialEndsAt: subscriptions.trialEndsAt,
        })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .limit(10)
    },

    async socialProfiles(userId: number) {
      return db
        .select({ service_name: socialProfiles.serviceName, username: socialProfiles.username })
        .from(socialProfiles)
        .where(eq(socialProfiles.userId, userId))
    },

    async managedArtists(userId: number) {
      return db
        .select({ id: artists.id, name: artists.name, image_small: artists.imageSmall, role: userArtist.role })
        .from(userArtist)
        .innerJoin(artists, eq(artists.id, userArtist.artistId))
        .where(eq(userArtist.userId, userId))
    },

    async unreadNotifications(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.notifiableType, 'user'), eq(notifications.notifiableId, userId), isNull(notifications.readAt)))
      return row?.n ?? 0
    },

    /** Every like of the user as (type, id); index likes_user_type_created_idx covers it. */
    async likes(userId: number) {
      return db.select({ type: likes.likeableType, id: likes.likeableId }).from(likes).where(eq(likes.userId, userId))
    },

    async reposts(userId: number) {
      return db
        .select({ type: reposts.repostableType, id: reposts.repostableId })
        .from(reposts)
        .where(eq(reposts.userId, userId))
    },

    /** Playlists the user owns, edits or follows, most recently updated first. */
    async playlists(userId: number) {
      const member = db.select({ id: playlistUser.playlistId }).from(playlistUser).where(eq(playlistUser.userId, userId))
      return db
        .select({
          id: playlists.id,
          name: playlists.name,
          image: playlists.image,
          owner_id: playlists.ownerId,
          public: playlists.public,
          collaborative: playlists.collaborative,
          updatedAt: playlists.updatedAt,
        })
        .from(playlists)
        .where(or(eq(playlists.ownerId, userId), inArray(playlists.id, member)))
        .orderBy(desc(playlists.updatedAt), desc(playlists.id))
        .limit(BOOTSTRAP_PLAYLISTS)
    },
  }
}

export type BootstrapRepo = ReturnType<typeof makeBootstrapRepo>
