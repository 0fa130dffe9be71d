// Provisional client-side shapes of platform-core §3 until the shared contract lands (replaced by re-exports).
export interface NotificationAction {
  action: string
  label: string
}

export interface NotificationLine {
  content: string
  type?: string | null
  icon?: string | null
  action?: NotificationAction | null
}

export interface NotificationData {
  image?: string | null
  warning?: string | null
  lines?: NotificationLine[]
  mainAction?: NotificationAction | null
  buttonActions?: NotificationAction[]
  inviteId?: string | null
  [key: string]: unknown
}

export interface NotificationItem {
  id: string
  type: string
  read_at: string | null
  created_at: string | null
  data: NotificationData
}

export interface NotificationsPage {
  pagination: {
    data: NotificationItem[]
    current_page: number
    per_page: number
    next_page?: number | null
  }
}

export interface MarkAsReadResponse {
  unreadCount: number
}

export interface NotificationSubscriptionsResponse {
  available_channels: string[]
  subscriptions: Array<{ group_name: string; subscriptions: Array<{ notif_id: string; name: string }> }>
  user_selections: Array<{ notif_id: string; channels: Record<string, boolean> }>
}

export interface NotificationSelection {
  notif_id: string
  channels: Record<string, boolean>
}
