import {
  checkOverQuotaOrNoPermission,
  hasPermission,
  isAdmin,
  restrictionEnabled,
  restrictionLimit,
  type PermissionGrant,
  type QuotaCheck,
} from '../../../shared/permissions/index'
import type { PermissionsRepo, RoleRef } from './permissions.repo'

/**
 * Who is asking: the signed-in user's roles and grants, or the guest role's grants when logged out.
 * Every method defers to src/shared/permissions, the rules the client's menus and guards use too.
 */
export interface Viewer {
  userId: number | null
  roles: RoleRef[]
  grants: PermissionGrant[]
  isAdmin: boolean
  can(name: string): boolean
  /** §6 quota check: `{ overQuota, noPermission, failed }` for a usage count of one restriction. */
  check(name: string, usage?: { restriction: string; count: number }): QuotaCheck
  /** The numeric limit of a restriction, null when unlimited (admin, or an empty restriction). */
  limit(name: string, restriction: string): number | null
  /** A boolean restriction (e.g. music.create's `artist_selection`) is on; admin has it. */
  flag(name: string, restriction: string): boolean
}

export function makeViewer(userId: number | null, roles: RoleRef[], grants: PermissionGrant[]): Viewer {
  return {
    userId,
    roles,
    grants,
    isAdmin: isAdmin(grants),
    can: (name) => hasPermission(grants, name),
    check: (name, usage) => checkOverQuotaOrNoPermission(grants, name, usage),
    limit: (name, restriction) => restrictionLimit(grants, name, restriction),
    flag: (name, restriction) => restrictionEnabled(grants, name, restriction),
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
