import { useCallback, useMemo } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { sessionState } from '../../stores/session'
import { showHttpErrorToast } from '../../stores/toasts'
import type { LikeableType } from '../../../shared/contracts/library'
import { useToggleLike } from './toggle-like'
import { isLikedIn } from './likes-state'

export interface LikeControl {
  isLiked: (id: number) => boolean
  toggle: (id: number) => void
}

/** Like state and toggle for one likeable type; guests are sent to /login instead. */
export function useLikes(type: LikeableType = 'track'): LikeControl {
  const snap = useSnapshot(sessionState)
  const navigate = useNavigate()
  const mutation = useToggleLike()
  const likes = snap.bootstrap?.likes
  const isLiked = useCallback((id: number) => isLikedIn(likes, type, id), [likes, type])
  const { mutate } = mutation
  const toggle = useCallback(
    (id: number) => {
      if (!sessionState.user) {
        void navigate({ to: '/login' })
        return
      }
      mutate({ type, id, liked: !isLikedIn(sessionState.bootstrap?.likes, type, id) }, { onError: (e) => showHttpErrorToast(e) })
    },
    [mutate, navigate, type],
  )
  return useMemo(() => ({ isLiked, toggle }), [isLiked, toggle])
}
