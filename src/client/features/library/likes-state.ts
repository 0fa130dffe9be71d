import { sessionState } from '../../stores/session'
import type { LikeableType } from '../../../shared/contracts/library'

/** Reads the bootstrap `likes` map (type -> id -> true); accepts a snapshot for rendering. */
export function isLikedIn(likes: Readonly<Record<string, Readonly<Record<string, true>>>> | undefined, type: LikeableType, id: number): boolean {
  return likes?.[type]?.[String(id)] === true
}

/** Writes the session's likes map so every subscribed Like button re-renders. */
export function setLiked(type: LikeableType, id: number, liked: boolean): void {
  const bootstrap = sessionState.bootstrap
  if (!bootstrap) return
  const forType = (bootstrap.likes[type] ??= {})
  if (liked) forType[String(id)] = true
  else delete forType[String(id)]
}
