import { useSyncExternalStore } from 'react'
import { MOBILE_BREAKPOINT } from '../../../lib/env'

const QUERY = `(max-width: ${MOBILE_BREAKPOINT}px)`

function subscribe(onChange: () => void) {
  const list = window.matchMedia?.(QUERY)
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}

/** True at 768 px and below (platform-core §9 mobile breakpoint). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(QUERY).matches ?? false, () => false)
}
