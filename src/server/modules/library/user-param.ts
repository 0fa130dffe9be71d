import type { UserParam } from '../../../shared/contracts/library'
import { unauthorized } from '../../lib/http-errors'

/** What the your-music services need to know about who is asking. */
export interface MusicViewer {
  userId: number | null
  isAdmin: boolean
  can(name: string): boolean
}

/** `{user}` -> a user id; `me` needs a signed-in viewer (401 otherwise). */
export function resolveUserParam(param: UserParam, viewer: MusicViewer): number {
  if (param === 'me') {
    if (viewer.userId === null) throw unauthorized()
    return viewer.userId
  }
  return param
}

export function requireUserId(viewer: MusicViewer): number {
  if (viewer.userId === null) throw unauthorized()
  return viewer.userId
}
