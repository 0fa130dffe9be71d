import { proxy, ref, type Snapshot } from 'valtio'
import {
  effectiveGrants,
  hasActiveSubscription as anyActiveSubscription,
  hasPermission,
  hasRole as userHasRole,
  isSubscribed as anyValidSubscription,
  type GrantLike,
} from '../../shared/permissions/index'
import { trans as translate, type TransValues } from '../../shared/lib/trans'
import type { BootstrapData, SessionUser, ThemeData } from './bootstrap-types'
import { seedLibrary } from './library-state'

/** bootstrap-data without the library (likes, reposts, playlists): library-state.ts owns that. */
export type SessionBootstrap = Omit<BootstrapData, 'likes' | 'reposts' | 'playlists'>

export interface SessionState {
  loaded: boolean
  user: SessionUser | null
  guestRole: BootstrapData['guest_role']
  settings: Record<string, unknown>
  themes: ThemeData[]
  i18n: BootstrapData['i18n']
  showCookieNotice: boolean
  /** The last payload, for features that read fields the shell does not know. */
  bootstrap: SessionBootstrap | null
}

/** Accepts the live proxy or a useSnapshot() copy. */
type ReadState<K extends keyof SessionState> = Pick<Snapshot<SessionState>, K>

export const sessionState = proxy<SessionState>({
  loaded: false,
  user: null,
  guestRole: null,
  settings: {},
  themes: [],
  i18n: { language: 'en', lines: {} },
  showCookieNotice: false,
  bootstrap: null,
})

/**
 * Replaces the session from bootstrap-data (start, login, register, logout answers) and seeds the
 * library from it; `saved` is the persisted copy an offline start falls back to.
 */
export function applyBootstrapData(input: BootstrapData, origin: 'server' | 'saved' = 'server'): void {
  // valtio proxies nested objects of what it is given in place; the caller's object (often the query
  // cache's own copy, persisted to IndexedDB) must stay plain or structured cloning of it fails.
  const { likes: _likes, reposts: _reposts, playlists: _playlists, ...data } = structuredClone(input)
  sessionState.user = data.user ?? null
  // Replaced whole, never changed in place: held as refs, so valtio does not make a proxy of every nested
  // object (settings and menus are most of the payload). Making them was most of the start-up's first long
  // task (a trace at 4x CPU throttling). Readers still re-render when a new payload replaces them.
  sessionState.guestRole = data.guest_role ? ref(data.guest_role) : null
  sessionState.settings = ref(data.settings ?? {})
  sessionState.themes = ref(data.themes ?? [])
  sessionState.i18n = ref(data.i18n ?? { language: 'en', lines: {} })
  sessionState.showCookieNotice = data.show_cookie_notice ?? false
  sessionState.bootstrap = ref(data)
  sessionState.loaded = true
  seedLibrary(input, origin)
}

export function isLoggedIn(state: ReadState<'user'> = sessionState): boolean {
  return state.user !== null
}

/** The grants checks run against: the user's, or the guest role's when logged out (platform-core §6). */
export function currentGrants(state: ReadState<'user' | 'guestRole'> = sessionState): readonly GrantLike[] {
  // Read-only snapshot arrays are fine: the shared rules never mutate.
  return effectiveGrants(state.user, state.guestRole)
}

/** platform-core §6 through src/shared/permissions: admin passes everything; guests use the guest role. */
export function can(permission: string, state: ReadState<'user' | 'guestRole'> = sessionState): boolean {
  return hasPermission(currentGrants(state), permission)
}

export function hasRole(roleId: number | string, state: ReadState<'user'> = sessionState): boolean {
  return userHasRole(state.user?.roles, roleId)
}

/** Subscribed = at least one valid subscription; menus use an active one (platform-core §6). */
export function isSubscribed(state: ReadState<'user'> = sessionState): boolean {
  return anyValidSubscription(state.user?.subscriptions)
}

export function hasActiveSubscription(state: ReadState<'user'> = sessionState): boolean {
  return anyActiveSubscription(state.user?.subscriptions)
}

/** trans() bound to the session's i18n lines. */
export function trans(key: string, values?: TransValues): string {
  return translate(key, values, sessionState.i18n.lines, sessionState.i18n.language)
}
