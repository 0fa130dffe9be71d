import { useSuspenseQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { trans } from '../../../stores/session'
import { readSetting } from '../../../stores/settings'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { Button } from '../../../ui/button'
import { notificationSubscriptionsQuery, useUpdateSubscriptions } from '../api'
import { BROWSER_CHANNEL, channelLabel, wantsBrowserPush, type Selections } from '../channels'
import { ensureNotificationPermission, PUSH_BLOCKED_MESSAGE, pushSupported, subscribeToPush, unsubscribeFromPush } from '../push'
import type { NotificationSubscriptionsResponse } from '../types'
import { ChannelSwitch } from './channel-switch'

function initialSelections(data: NotificationSubscriptionsResponse): Selections {
  const selections: Selections = {}
  for (const group of data.subscriptions) {
    for (const sub of group.subscriptions) {
      const saved: Record<string, boolean> = data.user_selections.find((s) => s.notif_id === sub.notif_id)?.channels ?? {}
      selections[sub.notif_id] = Object.fromEntries(data.available_channels.map((c) => [c, saved[c] === true]))
    }
  }
  return selections
}

/** Applies the browser channel to this browser: subscribe when some type uses it, else unsubscribe. */
async function syncPush(selections: Selections): Promise<void> {
  if (!pushSupported()) return
  if (wantsBrowserPush(selections)) {
    const key = readSetting<string | undefined>('notifications.vapid_public_key')
    if (key && Notification.permission === 'granted') await subscribeToPush(key)
  } else {
    await unsubscribeFromPush()
  }
}

/** /notifications/settings: a switch per notification type and channel (platform-core §2). */
export function NotificationSettingsPage() {
  const { data } = useSuspenseQuery(notificationSubscriptionsQuery())
  const [selections, setSelections] = useState<Selections>(() => initialSelections(data))
  const update = useUpdateSubscriptions()
  const [saving, setSaving] = useState(false)

  const toggle = async (notifId: string, channel: string, on: boolean) => {
    // The permission prompt needs this click's user activation, so it is asked here, not on save.
    if (on && channel === BROWSER_CHANNEL && (await ensureNotificationPermission()) !== 'granted') {
      toast.danger(trans(PUSH_BLOCKED_MESSAGE))
      return
    }
    setSelections((current) => ({ ...current, [notifId]: { ...current[notifId], [channel]: on } }))
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSaving(true)
    try {
      await update.mutateAsync(Object.entries(selections).map(([notif_id, channels]) => ({ notif_id, channels })))
      await syncPush(selections)
      toast.positive(trans('Updated preferences'))
    } catch (error) {
      showHttpErrorToast(error)
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="mx-auto w-full max-w-3xl px-4 py-6 md:px-6">
      <h1 className="mb-6 text-2xl font-bold">{trans('Notification settings')}</h1>
      {data.subscriptions.map((group) => (
        <section key={group.group_name} className="mb-6 overflow-x-auto rounded-xl border border-border/60 bg-elevated">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-border/60">
                <th scope="col" className="px-4 py-3 text-left font-semibold">
                  {trans(group.group_name)}
                </th>
                {data.available_channels.map((channel) => (
                  <th key={channel} scope="col" className="w-24 px-2 py-3 text-center font-medium text-muted">
                    {trans(channelLabel(channel))}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {group.subscriptions.map((sub) => (
                <tr key={sub.notif_id} className="border-b border-border/40 last:border-0">
                  <th scope="row" className="px-4 py-3 text-left font-normal">
                    {trans(sub.name)}
                  </th>
                  {data.available_channels.map((channel) => (
                    <td key={channel} className="px-2 py-3 text-center">
                      <ChannelSwitch
                        label={`${trans(sub.name)}: ${trans(channelLabel(channel))}`}
                        checked={selections[sub.notif_id]?.[channel] ?? false}
                        disabled={channel === BROWSER_CHANNEL && !pushSupported()}
                        onChange={(on) => void toggle(sub.notif_id, channel, on)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      <Button type="submit" disabled={saving}>
        {trans('Update preferences')}
      </Button>
    </form>
  )
}
