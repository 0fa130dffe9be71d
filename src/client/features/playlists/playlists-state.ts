import { sessionState } from '../../stores/session'
import type { Playlist } from '../../../shared/contracts/playlists'

type Compact = NonNullable<typeof sessionState.bootstrap>['playlists'][number]

/** Keeps bootstrap's compact playlist list (menus, "following" state) in step with mutations. */
export function rememberPlaylist(p: Playlist): void {
  const list = sessionState.bootstrap?.playlists
  if (!list) return
  const compact: Compact = {
    id: p.id, name: p.name, image: p.image, owner_id: p.owner_id, public: p.public,
    collaborative: p.collaborative, updated_at: p.updated_at, model_type: 'playlist',
  }
  const at = list.findIndex((x) => x.id === p.id)
  if (at >= 0) list.splice(at, 1)
  list.unshift(compact)
}

export function forgetPlaylist(id: number): void {
  const list = sessionState.bootstrap?.playlists
  const at = list?.findIndex((x) => x.id === id) ?? -1
  if (list && at >= 0) list.splice(at, 1)
}

/** The pure reorder step: `ids` with the item at `from` moved to `to` (both clamped). */
export function moveItem<T>(ids: readonly T[], from: number, to: number): T[] {
  const result = ids.slice()
  if (from < 0 || from >= result.length) return result
  const target = Math.max(0, Math.min(to, result.length - 1))
  const [item] = result.splice(from, 1)
  result.splice(target, 0, item as T)
  return result
}
