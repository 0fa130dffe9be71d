// Session and paging fixtures for client tests of the listener's library (likes, playlists, profiles).
import { applyBootstrapData } from '../../src/client/stores/session'
import { makeBootstrap, makeUser } from './session-fixtures'

export { track } from '../client/features/catalogue/fixtures'

/** A signed-in session (user 7) with the given likes map, or a guest session. */
export function signIn(likes: Record<string, Record<string, true>> = {}, playlists: ReturnType<typeof makeBootstrap>['playlists'] = []) {
  applyBootstrapData(makeBootstrap({ user: makeUser(), likes, playlists }, { 'player.track_comments': true }))
}

export function asGuest() {
  applyBootstrapData(makeBootstrap({ user: null, likes: {} }))
}

export function page<T>(data: T[], next: number | null = null) {
  return { status: 'success', pagination: { data, current_page: 1, per_page: 30, from: data.length ? 1 : null, to: data.length || null, next_page: next } }
}
