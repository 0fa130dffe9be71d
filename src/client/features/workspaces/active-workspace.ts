import type { QueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { DEFAULT_WORKSPACE } from '../../../shared/contract-values'
import { writeCookie } from '../../lib/cookies'
import { activeWorkspaceId, httpConfig } from '../../lib/http'

/** The active workspace id; 0 is the default workspace (platform-core §9). */
export function currentWorkspaceId(): number {
  return activeWorkspaceId() ?? DEFAULT_WORKSPACE.id
}

// The cookie is the one source of truth (the http client reads it per request); these listeners only
// tell mounted components that it changed, since cookies raise no events.
const listeners = new Set<() => void>()
function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The active workspace id, re-rendering when any switch happens (switcher, invite join, settings). */
export function useActiveWorkspaceId(): number {
  return useSyncExternalStore(subscribe, currentWorkspaceId, () => DEFAULT_WORKSPACE.id)
}

/**
 * Makes `id` the active workspace: the cookie the http client reads for `workspaceId`, then every
 * cached query is refetched, since workspace-scoped answers change with it.
 */
export async function switchWorkspace(id: number, queryClient: QueryClient): Promise<void> {
  writeCookie(httpConfig.workspaceCookie, String(id))
  listeners.forEach((listener) => listener())
  await queryClient.invalidateQueries()
}
