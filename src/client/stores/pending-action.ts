import type { LikeableType } from '../../shared/contracts/library'
import { webStorage } from '../lib/web-storage'

/**
 * What a guest asked for before being sent to sign in (issue 24): Like / Follow (an artist's follow is a
 * like) or Add to playlist. Kept in sessionStorage (this tab only) with the page it was asked on; after
 * signing in the login page returns there (auth-utils postLoginRedirect) and the track-menu feature's
 * PendingActionRunner carries the action out.
 */
export type PendingAction = { kind: 'like'; type: LikeableType; id: number } | { kind: 'add-to-playlist'; trackIds: number[] }

interface Stored {
  action: PendingAction
  returnTo: string
  at: number
}

const KEY = 'encore-pending-action'
/** An action older than this was abandoned (the guest never signed in): it is not replayed by surprise later. */
export const PENDING_ACTION_TTL_MS = 30 * 60 * 1000

function read(): Stored | null {
  try {
    const raw = webStorage('session')?.getItem(KEY)
    if (!raw) return null
    const stored = JSON.parse(raw) as Stored
    if (!stored?.action || typeof stored.returnTo !== 'string' || Date.now() - stored.at > PENDING_ACTION_TTL_MS) return null
    return stored
  } catch {
    return null
  }
}

/** Remembers the action and the page (its path: the router's `to`) it was asked on. */
export function rememberPendingAction(action: PendingAction, returnTo = window.location.pathname): void {
  try {
    webStorage('session')?.setItem(KEY, JSON.stringify({ action, returnTo, at: Date.now() } satisfies Stored))
  } catch {
    // Refused storage: the guest signs in and does it again.
  }
}

/** Where to return after signing in, or null. */
export const pendingReturnTo = (): string | null => read()?.returnTo ?? null

export const hasPendingAction = (): boolean => read() !== null

/** The action, removed from storage (it runs once). */
export function takePendingAction(): PendingAction | null {
  const stored = read()
  webStorage('session')?.removeItem(KEY)
  return stored?.action ?? null
}
