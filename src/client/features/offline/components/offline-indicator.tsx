import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { connectivityState } from '../../../stores/connectivity'
import { useOfflineQueue } from '../../offline-queue'
import { startOfflineSync } from '../manager'

const changes = (count: number) => (count === 1 ? '1 change' : `${count} changes`)

/** What the pill says: offline, changes waiting for the network, or nothing. */
export function indicatorText(online: boolean, pending: number): string | null {
  if (!online) return pending > 0 ? `You're offline · ${changes(pending)} waiting to be sent` : "You're offline"
  return pending > 0 ? `${changes(pending)} waiting to be sent` : null
}

/**
 * "You're offline" pill for the layout; it also counts the changes made offline that wait for the
 * network (they survive reloads in IndexedDB). It starts the offline manager, so pending downloads
 * resume and the player knows what is saved as soon as the layout mounts.
 */
export function OfflineIndicator() {
  const { online } = useSnapshot(connectivityState)
  const { pending } = useOfflineQueue()
  useEffect(() => void startOfflineSync(), [])
  const text = indicatorText(online, pending)
  if (!text) return null
  return (
    <div role="status" className="fixed top-2 left-1/2 z-50 -translate-x-1/2 rounded-full bg-fg px-4 py-1.5 text-sm font-semibold text-bg shadow-lg">
      {text}
    </div>
  )
}
