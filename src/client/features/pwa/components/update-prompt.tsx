import { useEffect, useRef, useState } from 'react'
import { useRegisterSW } from '../register-sw'
import { isAudioElementPlaying, runWhenPlaybackIdle, type PlaybackCheck } from '../playback-guard'
import { UpdateToast } from './update-toast'

/** How often an open tab asks the server for a new service worker. */
const UPDATE_CHECK_MS = 60 * 60 * 1000

interface UpdatePromptProps {
  /** The player's own "is something playing" check; defaults to the page's <audio> elements. */
  isPlaybackActive?: PlaybackCheck
}

/**
 * Registers the service worker (mount once, near the root) and offers a waiting update. Neither the
 * user's "Reload" nor an update accepted in another tab reloads this page while audio is playing.
 */
export function UpdatePrompt({ isPlaybackActive = () => isAudioElementPlaying() }: UpdatePromptProps) {
  const checkRef = useRef(isPlaybackActive)
  useEffect(() => {
    checkRef.current = isPlaybackActive
  })
  const cancelRef = useRef<() => void>(() => {})
  const [deferred, setDeferred] = useState(false)
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return
      setInterval(() => void registration.update(), UPDATE_CHECK_MS)
    },
    // The new worker took control (here or from another tab): reload only once playback is idle.
    onNeedReload() {
      cancelRef.current()
      cancelRef.current = runWhenPlaybackIdle(() => checkRef.current(), () => window.location.reload())
    },
  })

  useEffect(() => () => cancelRef.current(), [])

  if (!needRefresh) return null

  const reload = () => {
    setDeferred(checkRef.current())
    cancelRef.current = runWhenPlaybackIdle(
      () => checkRef.current(),
      () => void updateServiceWorker(),
    )
  }
  const dismiss = () => {
    cancelRef.current()
    setDeferred(false)
    setNeedRefresh(false)
  }
  return <UpdateToast deferred={deferred} onReload={reload} onDismiss={dismiss} />
}
