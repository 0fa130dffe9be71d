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

export function makePermissionsService({ repo }: { repo: PermissionsRepo }) {
  return {
    async viewerFor(userId: number | null): Promise<Viewer> {
      if (userId === null) {
        const guest = await repo.guestRole()
        return makeViewer(null, guest ? [{ id: guest.id, name: guest.name }] : [], guest?.grants ?? [])
      }
      const roles = await repo.rolesOfUser(userId)
      const grants = await repo.grantsOfUser(
        userId,
        roles.map((r) => r.id),
      )
      return makeViewer(userId, roles, grants)
    },
    guestRole: repo.guestRole,
  }
}

export type PermissionsService = ReturnType<typeof makePermissionsService>
