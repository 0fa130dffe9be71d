import { useCallback, useMemo } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { isLiked as isLikedIn } from '../../stores/library-changes'
import { libraryState } from '../../stores/library-state'
import { rememberPendingAction } from '../../stores/pending-action'
import { sessionState } from '../../stores/session'
import { showHttpErrorToast } from '../../stores/toasts'
import type { LikeableType } from '../../../shared/contracts/library'
import { useToggleLike } from './toggle-like'

export interface LikeControl {
  isLiked: (id: number) => boolean
  toggle: (id: number) => void
}

/** Like state and toggle for one likeable type; guests are sent to /login, and the like is done once signed in. */
export function useLikes(type: LikeableType = 'track'): LikeControl {
  const { view } = useSnapshot(libraryState)
  const navigate = useNavigate()
  const mutation = useToggleLike()
  const isLiked = useCallback((id: number) => isLikedIn(view, type, id), [view, type])
  const { mutate } = mutation
  const toggle = useCallback(
    (id: number) => {
      if (!sessionState.user) {
        // Signing in brings the guest back here with the like done (track-menu PendingActionRunner).
        rememberPendingAction({ kind: 'like', type, id })
        void navigate({ to: '/login' })
        return
      }
      mutate({ type, id, liked: !isLikedIn(libraryState.view, type, id) }, { onError: (e) => showHttpErrorToast(e) })
    },
    [mutate, navigate, type],
  )
  return useMemo(() => ({ isLiked, toggle }), [isLiked, toggle])
}
