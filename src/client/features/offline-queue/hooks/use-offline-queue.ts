import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { refreshPending } from '../queue'
import { replayQueue } from '../replay'
import { offlineQueueState } from '../store'

/** Pending offline changes of the signed-in owner, whether a replay runs, and a manual "sync now". */
export function useOfflineQueue() {
  const { pending, replaying } = useSnapshot(offlineQueueState)
  useEffect(() => {
    void refreshPending().catch(() => undefined)
  }, [])
  return { pending, replaying, replay: replayQueue }
}
