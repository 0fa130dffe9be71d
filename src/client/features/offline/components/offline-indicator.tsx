import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { connectivityState } from '../../../stores/connectivity'
import { startOfflineSync } from '../manager'

/**
 * "You're offline" pill for the layout. It also starts the offline manager, so pending downloads
 * resume and the player knows what is saved as soon as the layout mounts.
 */
export function OfflineIndicator() {
  const { online } = useSnapshot(connectivityState)
  useEffect(() => void startOfflineSync(), [])
  if (online) return null
  return (
    <div role="status" className="fixed top-2 left-1/2 z-50 -translate-x-1/2 rounded-full bg-fg px-4 py-1.5 text-sm font-semibold text-bg shadow-lg">
      You're offline
    </div>
  )
}
