/** The channel that needs the browser's permission and a push subscription (platform-core §5). */
export const BROWSER_CHANNEL = 'browser'

const CHANNEL_LABELS: Record<string, string> = {
  in_app: 'In app',
  database: 'In app',
  app: 'In app',
  'in-app': 'In app',
  mail: 'Email',
  email: 'Email',
  browser: 'Browser',
  mobile: 'Mobile',
}

export function channelLabel(channel: string): string {
  return CHANNEL_LABELS[channel] ?? channel.charAt(0).toUpperCase() + channel.slice(1)
}

export type Selections = Record<string, Record<string, boolean>>

/** Whether any notification type is delivered to the browser channel. */
export function wantsBrowserPush(selections: Selections): boolean {
  return Object.values(selections).some((channels) => channels[BROWSER_CHANNEL] === true)
}
