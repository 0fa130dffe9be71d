import type { BootstrapData, BootstrapUser } from '../../../shared/contracts/bootstrap'
import type { PermissionsService, Viewer } from '../permissions/index'
import { displayName } from '../../lib/display-name'
import { subscriptionFlags } from '../../../shared/lib/subscription-status'
import type { BootstrapRepo } from './bootstrap.repo'

export interface BootstrapContext {
  /** null for guests. */
  userId: number | null
  /** The visitor already accepted the cookie notice (cookie `cookie_notice` = true). */
  cookieNoticeAccepted: boolean
  /** The request's resolved viewer, reused to save queries when it describes the same user (or guest). */
  viewer?: Viewer
}

type IdMap = Record<string, Record<string, true>>

function toIdMap(rows: { type: string; id: number }[]): IdMap {
  const map: IdMap = {}
  for (const row of rows) (map[row.type] ??= {})[String(row.id)] = true
  return map
}


/** Only the settings tree is read: a narrow port, so this file needs nothing of the settings module. */
interface BootstrapSettings {
  clientTree(): Promise<Record<string, unknown>>
}

/** The storage driver uploads go to; the client uploads straight to the bucket only for `s3` (music-product §7). */
export type UploadsDriver = 'local' | 's3'

export function makeBootstrapService(deps: {
  repo: BootstrapRepo
  settings: BootstrapSettings
  permissions: PermissionsService
  /** From the configured storage (STORAGE_DRIVER), not a stored setting: no admin form can change it. */
  uploadsDriver: UploadsDriver
  /** ffmpeg was found at start-up (`settings.player.transcoding` in the payload). */
  transcoding?: boolean
  /** YOUTUBE_IFRAME_API_URL (`settings.player.youtube_api_url`; absent = YouTube's own address). */
  youtubeApiUrl?: string
  /** The user's (or the default) language and its lines. */
  translations: { bundle(preferred?: string | null): Promise<{ language: string; lines: Record<string, string> }> }
}) {
  const { repo, settings, permissions, uploadsDriver, translations } = deps
  const transcoding = deps.transcoding ?? false

  async function userPart(userId: number, known?: Viewer) {
    const row = await repo.user(userId)
    if (!row) return null
    const [viewer, social, managed, unread, likes, reposts, playlists, subs] = await Promise.all([
      known?.userId === userId ? known : permissions.viewerFor(userId),
      repo.socialProfiles(userId),
      repo.managedArtists(userId),
      repo.unreadNotifications(userId),
      repo.likes(userId),
      repo.reposts(userId),
      repo.playlists(userId),
      repo.subscriptions(userId),
    ])
    const now = new Date()
    const user: BootstrapUser = {
      id: row.id,
      name: displayName(row),
      email: row.email,
      image: row.image,
      first_name: row.firstName,
      last_name: row.lastName,
      username: row.username,
      language: row.language,
      country: row.country,
      timezone: row.timezone,
      email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
      two_factor_confirmed_at: row.twoFactorConfirmedAt?.toISOString() ?? null,
      has_password: Boolean(row.password),
      created_at: row.createdAt.toISOString(),
      unread_notifications_count: unread,
      roles: viewer.roles,
      permissions: viewer.grants,
      social_profiles: social,
      artists: managed,
      subscriptions: subs.map((sub) => {
        const times = { gateway_status: sub.gatewayStatus, ends_at: sub.endsAt, trial_ends_at: sub.trialEndsAt }
        return {
          id: sub.id,
          product_id: sub.productId,
          price_id: sub.priceId,
          gateway_name: sub.gatewayName,
          gateway_status: sub.gatewayStatus,
          ends_at: sub.endsAt?.toISOString() ?? null,
          renews_at: sub.renewsAt?.toISOString() ?? null,
          ...subscriptionFlags(times, now),
        }
      }),
      model_type: 'user',
    }
    return {
      user,
      likes: toIdMap(likes),
      reposts: toIdMap(reposts),
      playlists: playlists.map(({ updatedAt, ...p }) => ({ ...p, updated_at: updatedAt.toISOString(), model_type: 'playlist' as const })),
    }
  }

  /** A guest viewer already holds the guest role and its grants. */
  async function guestRole(viewer?: Viewer) {
    const role = viewer?.userId === null ? viewer.roles[0] : undefined
    if (viewer && role) return { ...role, grants: viewer.grants }
    return permissions.guestRole()
  }

  return {
    /** The payload of GET bootstrap-data; login, register and logout answers reuse it as `bootstrapData`. */
    async build(ctx: BootstrapContext): Promise<BootstrapData> {
      const [tree, themeRows, guest, forUser] = await Promise.all([
        settings.clientTree(),
        repo.themes(),
        guestRole(ctx.viewer),
        ctx.userId === null ? Promise.resolve(null) : userPart(ctx.userId, ctx.viewer),
      ])
      const cookieNotice = tree.cookie_notice as { enable?: boolean } | undefined
      return {
        status: 'success',
        user: forUser?.user ?? null,
        settings: {
          ...tree,
          uploads: { ...(tree.uploads as Record<string, unknown> | undefined), uploads_driver: uploadsDriver },
          // Whether the server has ffmpeg: without it the player keeps the original files (decision 0024).
          player: { ...(tree.player as Record<string, unknown> | undefined), transcoding, ...(deps.youtubeApiUrl ? { youtube_api_url: deps.youtubeApiUrl } : {}) },
        },
        themes: themeRows.map((t) => ({
          id: t.id,
          name: t.name,
          values: t.values,
          is_dark: t.isDark,
          default_light: t.defaultLight,
          default_dark: t.defaultDark,
        })),
        // The source language has no lines: the client falls back to the key text.
        i18n: await translations.bundle(forUser?.user.language),
        guest_role: guest ? { id: guest.id, name: guest.name, permissions: guest.grants } : null,
        show_cookie_notice: Boolean(cookieNotice?.enable) && !ctx.cookieNoticeAccepted,
        likes: forUser?.likes ?? {},
        reposts: forUser?.reposts ?? {},
        playlists: forUser?.playlists ?? [],
      }
    },
  }
}

export type BootstrapService = ReturnType<typeof makeBootstrapService>
