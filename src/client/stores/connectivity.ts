import { proxy } from 'valtio'

export const connectivityState = proxy({ online: typeof navigator === 'undefined' ? true : navigator.onLine })

/** Tracks the browser's online flag; returns the cleanup. */
export function watchConnectivity(): () => void {
  const update = () => {
    connectivityState.online = navigator.onLine
  }
  window.addEventListener('online', update)
  window.addEventListener('offline', update)
  return () => {
    window.removeEventListener('online', update)
    window.removeEventListener('offline', update)
  }
}
