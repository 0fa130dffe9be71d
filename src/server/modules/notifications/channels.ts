import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_DEFAULT_CHANNELS,
  type ChannelSelection,
  type NotificationType,
} from '../../../shared/contracts/notifications'

/** A user's effective channels for a type: the saved choice over the type's defaults, unknown keys dropped. */
export function effectiveChannels(type: NotificationType, saved: Record<string, boolean> | undefined): ChannelSelection {
  const defaults = NOTIFICATION_DEFAULT_CHANNELS[type]
  const out = { ...defaults }
  for (const channel of NOTIFICATION_CHANNELS) if (typeof saved?.[channel] === 'boolean') out[channel] = saved[channel]
  return out
}

/** Splits recipients by channel; a user appears only under the channels they left on. */
export function recipientsByChannel(type: NotificationType, userIds: number[], saved: Map<number, Record<string, boolean>>) {
  const by: Record<keyof ChannelSelection, number[]> = { in_app: [], email: [], browser: [] }
  for (const userId of userIds) {
    const channels = effectiveChannels(type, saved.get(userId))
    for (const channel of NOTIFICATION_CHANNELS) if (channels[channel]) by[channel].push(userId)
  }
  return by
}
