/**
 * Permission rules of platform-core §6 — the one implementation the server's guards and the client's
 * menus, buttons and route guards share. Pure data in, booleans out: no zod, no DOM, no Node.
 */
export interface Restriction {
  name: string
  value: number | boolean | null
}

export interface PermissionGrant {
  name: string
  restrictions: Restriction[]
}

/** What the rules read of a grant; read-only, so frozen snapshots (valtio) pass as they are. */
export interface GrantLike {
  readonly name: string
  readonly restrictions?: readonly Readonly<Restriction>[] | null
}

/** What a quota check yields (§6): either reason, and `failed` when any of them holds. */
export interface QuotaCheck {
  overQuota: boolean
  noPermission: boolean
  failed: boolean
}

/** A role that applies when nobody is logged in (the `guests` role of the roles table). */
export interface GuestRoleLike {
  permissions?: readonly GrantLike[] | null
}

export const ADMIN_PERMISSION = 'admin'

export function isAdmin(grants: readonly GrantLike[]): boolean {
  return grants.some((g) => g.name === ADMIN_PERMISSION)
}

/** The user's own list when logged in, otherwise the guest role's list (or nothing without one). */
export function effectiveGrants(
  user: { permissions?: readonly GrantLike[] | null } | null | undefined,
  guestRole: GuestRoleLike | null | undefined,
): readonly GrantLike[] {
  if (user) return user.permissions ?? []
  return guestRole?.permissions ?? []
}

/** `admin` passes every check; otherwise the permission must be granted. */
export function hasPermission(grants: readonly GrantLike[], name: string): boolean {
  return grants.some((g) => g.name === ADMIN_PERMISSION || g.name === name)
}

/** Every value of `restriction` across the grants of `permission` (a user may hold it through several roles). */
export function restrictionValues(grants: readonly GrantLike[], permission: string, restriction: string): Array<Restriction['value']> {
  return grants.filter((g) => g.name === permission).map((g) => (g.restrictions ?? []).find((r) => r.name === restriction)?.value ?? null)
}

/**
 * The numeric limit of `restriction` on `permission`, or null when unlimited: `admin`, or any grant
 * whose restriction is empty or not a number. Several grants: the widest wins, so adding a role
 * never takes allowance away.
 */
export function restrictionLimit(grants: readonly GrantLike[], permission: string, restriction: string): number | null {
  if (isAdmin(grants)) return null
  const values = restrictionValues(grants, permission, restriction)
  if (values.length === 0 || values.some((v) => typeof v !== 'number')) return null
  return Math.max(...(values as number[]))
}

/** A boolean restriction (e.g. `artist_selection`) is on in any grant of the permission; `admin` has it. */
export function restrictionEnabled(grants: readonly GrantLike[], permission: string, restriction: string): boolean {
  return isAdmin(grants) || restrictionValues(grants, permission, restriction).some((v) => v === true)
}

/**
 * §6 quota check: without the permission → noPermission; with it, a usage `count` at or above the
 * restriction's limit → overQuota. Without a usage to compare, only the permission is checked.
 */
export function checkOverQuotaOrNoPermission(
  grants: readonly GrantLike[],
  permission: string,
  usage?: { restriction: string; count: number },
): QuotaCheck {
  const noPermission = !hasPermission(grants, permission)
  let overQuota = false
  if (!noPermission && usage) {
    const limit = restrictionLimit(grants, permission, usage.restriction)
    overQuota = limit !== null && usage.count >= limit
  }
  return { overQuota, noPermission, failed: overQuota || noPermission }
}
