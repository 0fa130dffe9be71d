import { useCallback, useMemo } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { isLiked as isLikedIn } from '../../stores/library-changes'
import { libraryState } from '../../stores/library-state'
import { sessionState } from '../../stores/session'
import { showHttpErrorToast } from '../../stores/toasts'
import type { LikeableType } from '../../../shared/contracts/library'
import { useToggleLike } from './toggle-like'

export interface LikeControl {
  isLiked: (id: number) => boolean
  toggle: (id: number) => void
}

/** Like state and toggle for one likeable type; guests are sent to /login instead. */
export function useLikes(type: LikeableType = 'track'): LikeControl {
  const { view } = useSnapshot(libraryState)
  const navigate = useNavigate()
  const mutation = useToggleLike()
  const isLiked = useCallback((id: number) => isLikedIn(view, type, id), [view, type])
  const { mutate } = mutation
  const toggle = useCallback(
    (id: number) => {
      if (!sessionState.user) {
        void navigate({ to: '/login' })
        return
      }
      mutate({ type, id, liked: !isLikedIn(libraryState.view, type, id) }, { onError: (e) => showHttpErrorToast(e) })
    },
    [mutate, navigate, type],
  )
  return useMemo(() => ({ isLiked, toggle }), [isLiked, toggle])
}
