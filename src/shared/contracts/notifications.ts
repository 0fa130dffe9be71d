import { z } from 'zod'
import { paginationOf } from './pagination'

/**
 * Notifications (platform-core §2 Notifications, §3 Notification, §4, §7; music-catalog §2.17, §3.12).
 *
 * Paths (all under /api/v1):
 *   GET    notifications                       ?page → { pagination } (30 per page, newest first)
 *   POST   notifications/mark-as-read          { ids } → { unreadCount }
 *   POST   notifications/mark-all-as-read      (no body) → { unreadCount: 0 }   (the spec leaves this path open)
 *   DELETE notifications/{ids}                 comma list of ids → { unreadCount }
 *   GET    notifications/me/subscriptions      → { available_channels, subscriptions, user_selections }
 *   PUT    notifications/me/subscriptions      { selections } → same as GET
 *   GET    notifications/stream                server-sent events (session cookie), each `data:` a LiveNotificationEvent
 *   POST   notifications/push-subscriptions    the browser's PushSubscription JSON
 *   DELETE notifications/push-subscriptions    { endpoint }
 *
 * Ids the caller does not own (another user's, or unknown) answer 404 and nothing changes.
 */

export const NOTIFICATIONS_PER_PAGE = 30
/** At most this many ids per mark-as-read or delete call. */
export const NOTIFICATION_IDS_MAX = 100

export const NOTIFICATION_PATHS = {
  list: 'notifications',
  markAsRead: 'notifications/mark-as-read',
  markAllAsRead: 'notifications/mark-all-as-read',
  remove: (ids: string[]) => `notifications/${ids.join(',')}`,
  subscriptions: 'notifications/me/subscriptions',
  stream: 'notifications/stream',
  pushSubscriptions: 'notifications/push-subscriptions',
} as const

// ---------------------------------------------------------------------------------------------------
// Types and channels

export const NOTIFICATION_TYPES = ['ArtistUploadedMedia', 'BackstageRequestWasHandled', 'CommentReceivedReply', 'WorkspaceInvite'] as const
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES)
export type NotificationType = z.infer<typeof NotificationTypeSchema>

/** in-app (stored, listed, live count), e-mail, browser push. */
export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'browser'] as const
export const NotificationChannelSchema = z.enum(NOTIFICATION_CHANNELS)
export type NotificationChannel = z.infer<typeof NotificationChannelSchema>
export type ChannelSelection = Record<NotificationChannel, boolean>

/** What a user gets before they save a choice: in-app and browser on; e-mail only for answers addressed to them. */
export const NOTIFICATION_DEFAULT_CHANNELS: Record<NotificationType, ChannelSelection> = {
  ArtistUploadedMedia: { in_app: true, email: false, browser: true },
  BackstageRequestWasHandled: { in_app: true, email: true, browser: true },
  CommentReceivedReply: { in_app: true, email: false, browser: true },
  // The workspaces feature mails the invite itself; e-mail here would send it twice.
  WorkspaceInvite: { in_app: true, email: false, browser: true },
}

/** Settings-page groups and labels, in display order. */
export const NOTIFICATION_SUBSCRIPTION_GROUPS: { group_name: string; subscriptions: { notif_id: NotificationType; name: string }[] }[] = [
  {
    group_name: 'Music',
    subscriptions: [
      { notif_id: 'ArtistUploadedMedia', name: 'New releases from artists I follow' },
      { notif_id: 'CommentReceivedReply', name: 'Replies to my comments' },
    ],
  },
  { group_name: 'Account', subscriptions: [{ notif_id: 'BackstageRequestWasHandled', name: 'Answers to my artist requests' }] },
  { group_name: 'Workspaces', subscriptions: [{ notif_id: 'WorkspaceInvite', name: 'Workspace invitations' }] },
]

// ---------------------------------------------------------------------------------------------------
// The notification item

/**
 * An action: an in-app path ("/artist/3/name") navigated in the app, or an absolute http(s) URL opened
 * in a new tab. For workspace invites the buttons carry WORKSPACE_INVITE_ACTIONS and the item `inviteId`.
 */
export const NotificationActionSchema = z.object({ action: z.string().max(2000), label: z.string().max(200) })
export type NotificationAction = z.infer<typeof NotificationActionSchema>

export const WORKSPACE_INVITE_ACTIONS = { join: 'workspace-invite:join', decline: 'workspace-invite:decline' } as const

export const NotificationLineSchema = z.object({
  type: z.enum(['primary', 'other']),
  /** Sanitised HTML (server/lib/sanitize.ts): user text in it is escaped. */
  content: z.string(),
  /** A client icon name (`ui/icons.tsx`), or null. */
  icon: z.string().nullable().optional(),
  action: NotificationActionSchema.optional(),
})
export type NotificationLine = z.infer<typeof NotificationLineSchema>

export const NotificationDataSchema = z.object({
  image: z.string().nullable(),
  lines: z.array(NotificationLineSchema),
  mainAction: NotificationActionSchema.nullable(),
  /** The first is shown as primary, the others outlined. */
  buttonActions: z.array(NotificationActionSchema),
})
export type NotificationData = z.infer<typeof NotificationDataSchema>

export const NotificationIdSchema = z.uuid({ error: 'The notification id is invalid.' })

export const NotificationSchema = z.object({
  id: NotificationIdSchema,
  type: NotificationTypeSchema,
  read_at: z.string().nullable(),
  created_at: z.string(),
  data: NotificationDataSchema,
  /** Workspace invites only: the id for `workspace/join/{inviteId}` and `DELETE workspace/invite/{inviteId}`. */
  inviteId: z.string().optional(),
})
export type Notification = z.infer<typeof NotificationSchema>

// ---------------------------------------------------------------------------------------------------
// Requests and answers

export const NotificationListQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100000).default(1) })
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>

export const NotificationListResponseSchema = z.object({ status: z.literal('success'), pagination: paginationOf(NotificationSchema) })
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>

export const MarkAsReadInputSchema = z.object({
  ids: z
    .array(NotificationIdSchema)
    .min(1, 'Select at least one notification.')
    .max(NOTIFICATION_IDS_MAX)
    .transform((ids) => [...new Set(ids)]),
})
export type MarkAsReadInput = z.input<typeof MarkAsReadInputSchema>

export const UnreadCountResponseSchema = z.object({ status: z.literal('success'), unreadCount: z.number().int() })
export type UnreadCountResponse = z.infer<typeof UnreadCountResponseSchema>

/** `DELETE notifications/{ids}`: a comma list of notification ids. */
export const NotificationIdsParamsSchema = z.object({
  ids: z
    .string()
    .max(NOTIFICATION_IDS_MAX * 37)
    .transform((s) => [...new Set(s.split(','))])
    .pipe(z.array(NotificationIdSchema).min(1).max(NOTIFICATION_IDS_MAX)),
})

const ChannelsMapSchema = z.object({ in_app: z.boolean(), email: z.boolean(), browser: z.boolean() })

export const NotificationSubscriptionsResponseSchema = z.object({
  status: z.literal('success'),
  available_channels: z.array(NotificationChannelSchema),
  subscriptions: z.array(z.object({ group_name: z.string(), subscriptions: z.array(z.object({ notif_id: NotificationTypeSchema, name: z.string() })) })),
  user_selections: z.array(z.object({ notif_id: NotificationTypeSchema, channels: ChannelsMapSchema })),
})
export type NotificationSubscriptionsResponse = z.infer<typeof NotificationSubscriptionsResponseSchema>

export const UpdateNotificationSubscriptionsInputSchema = z.object({
  selections: z
    .array(z.object({ notif_id: NotificationTypeSchema, channels: z.strictObject(ChannelsMapSchema.shape).partial() }))
    .min(1)
    .max(NOTIFICATION_TYPES.length),
})
export type UpdateNotificationSubscriptionsInput = z.infer<typeof UpdateNotificationSubscriptionsInputSchema>

// ---------------------------------------------------------------------------------------------------
// Browser push

const base64url = (bytes: number, field: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `The ${field} key must be base64url.`)
    .refine((s) => Math.floor((s.replace(/=+$/, '').length * 3) / 4) === bytes, `The ${field} key has the wrong length.`)

/**
 * The browser's `PushSubscription.toJSON()`. The endpoint must be https; the server also checks its
 * host against the configured push-service allow-list (PUSH_ENDPOINT_HOSTS), so a subscription can
 * never make the server post to an arbitrary address.
 */
export const PushSubscriptionInputSchema = z.object({
  endpoint: z
    .url({ protocol: /^https$/, error: 'The push endpoint must be an https URL.' })
    .max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(65, 'p256dh'), auth: base64url(16, 'auth') }),
})
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>

export const DeletePushSubscriptionInputSchema = z.object({ endpoint: z.string().min(1).max(1000) })

export const OkResponseSchema = z.object({ status: z.literal('success') })

/** What a push message carries (JSON, small, nothing secret); the service worker shows it and opens `url`. */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  icon: z.string().nullable(),
  /** An in-app path or an absolute URL. */
  url: z.string(),
  notificationId: z.string(),
})
export type PushPayload = z.infer<typeof PushPayloadSchema>

/** Bootstrap data carries the VAPID public key here (applicationServerKey for pushManager.subscribe). */
export const VAPID_PUBLIC_KEY_SETTING = 'notifications.vapid_public_key'

// ---------------------------------------------------------------------------------------------------
// Live updates (GET notifications/stream, server-sent events)

/**
 * One SSE message (`event: notification` or `event: unread-count`, JSON `data:`). A new notification
 * carries the item and the new unread count; reads and deletes carry only the count.
 */
export const LiveNotificationEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification'), notification: NotificationSchema, unreadCount: z.number().int() }),
  z.object({ type: z.literal('unread-count'), unreadCount: z.number().int() }),
  // The admin turned `realtime.enable` off: the stream ends and the client must not reconnect.
  z.object({ type: z.literal('realtime-off') }),
])
export type LiveNotificationEvent = z.infer<typeof LiveNotificationEventSchema>
