/** Permission rules of platform-core §6, shared by the server (enforcement) and the client (hiding). */
export interface Restriction {
  name: string
  value: number | boolean | null
}

export interface PermissionGrant {
  name: string
  restrictions: Restriction[]
}

export interface PermissionCheck {
  allowed: boolean
  overQuota: boolean
  noPermission: boolean
}

export function hasPermission(grants: readonly PermissionGrant[], name: string): boolean {
  return grants.some((g) => g.name === 'admin' || g.name === name)
}

/** A usage count at or above the restriction's value means over quota. */
export function checkPermission(
  grants: readonly PermissionGrant[],
  name: string,
  usage?: { restriction: string; count: number },
): PermissionCheck {
  if (grants.some((g) => g.name === 'admin')) return { allowed: true, overQuota: false, noPermission: false }
  const grant = grants.find((g) => g.name === name)
  if (!grant) return { allowed: false, overQuota: false, noPermission: true }
  if (usage) {
    const limit = grant.restrictions.find((r) => r.name === usage.restriction)?.value
    if (typeof limit === 'number' && usage.count >= limit) return { allowed: false, overQuota: true, noPermission: false }
  }
  return { allowed: true, overQuota: false, noPermission: false }
}
