import { checkPermission, hasPermission, type PermissionCheck, type PermissionGrant } from '../../../shared/lib/permissions'
import type { PermissionsRepo, RoleRef } from './permissions.repo'

/** Who is asking: the signed-in user's roles and grants, or the guest role's grants when logged out. */
export interface Viewer {
  userId: number | null
  roles: RoleRef[]
  grants: PermissionGrant[]
  isAdmin: boolean
  can(name: string): boolean
  check(name: string, usage?: { restriction: string; count: number }): PermissionCheck
}

export function makeViewer(userId: number | null, roles: RoleRef[], grants: PermissionGrant[]): Viewer {
  return {
    userId,
    roles,
    grants,
    isAdmin: grants.some((g) => g.name === 'admin'),
    can: (name) => hasPermission(grants, name),
    check: (name, usage) => checkPermission(grants, name, usage),
  }
}

type GuestRole = Awaited<ReturnType<PermissionsRepo['guestRole']>>

export interface PermissionsServiceDeps {
  repo: PermissionsRepo
  /** How long one process may serve a cached guest role (1 s in production, like settings; 0 = no cache). */
  guestRoleTtlMs?: number
  now?: () => number
}

export function makePermissionsService({ repo, guestRoleTtlMs = 1000, now = Date.now }: PermissionsServiceDeps) {
  // Every guest API request needs the guest role's grants. Caching them briefly per process turns two
  // queries per request into none; the short TTL keeps other processes' role edits visible within 1 s.
  let guestCache: { at: number; value: Promise<GuestRole> } | null = null
  const guestRole = (): Promise<GuestRole> => {
    if (!guestCache || now() - guestCache.at >= guestRoleTtlMs) {
      const value = repo.guestRole()
      guestCache = { at: now(), value }
      value.catch(() => {
        guestCache = null
      })
    }
    return guestCache.value
  }

  return {
    async viewerFor(userId: number | null): Promise<Viewer> {
      if (userId === null) {
        const guest = await guestRole()
        return makeViewer(null, guest ? [{ id: guest.id, name: guest.name }] : [], guest?.grants ?? [])
      }
      const roles = await repo.rolesOfUser(userId)
      const grants = await repo.grantsOfUser(
        userId,
        roles.map((r) => r.id),
        new Date(now()),
      )
      return makeViewer(userId, roles, grants)
    },
    guestRole,
    /** Forget cached roles at once (after this process edits roles or permissions). */
    invalidate() {
      guestCache = null
    },
  }
}

export type PermissionsService = ReturnType<typeof makePermissionsService>
