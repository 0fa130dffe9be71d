import { lazy, Suspense } from 'react'
import { useSnapshot } from 'valtio'
import type { HttpErrorBody } from '../../../lib/http'
import { closeDebugError, uiState } from '../../../stores/ui'

// Only loaded when a debug trace arrives: keeps the first screen small.
const ErrorDialog = lazy(() => import('./error-dialog').then((m) => ({ default: m.ErrorDialog })))

export function DebugErrorHost() {
  const { debugError } = useSnapshot(uiState)
  if (!debugError) return null
  return (
    <Suspense fallback={null}>
      <ErrorDialog error={debugError as HttpErrorBody} onClose={closeDebugError} />
    </Suspense>
  )
}
