/** Facts about who is asking (platform-core §6) that are not permissions: roles and subscriptions. */
export interface RoleLike {
  id: number | string
  name?: string
}

/** As billing reports a subscription: `valid` (paid up, trial or grace period) and `active`. */
export interface SubscriptionLike {
  valid?: boolean | null
  active?: boolean | null
}

/** hasRole checks the user's role ids; a role name is accepted too, for menus written by hand. */
export function hasRole(roles: readonly RoleLike[] | null | undefined, role: number | string): boolean {
  return (roles ?? []).some((r) => String(r.id) === String(role) || (r.name !== undefined && r.name === role))
}

/** Subscribed means at least one valid subscription. An absent list (billing off) means none. */
export function isSubscribed(subscriptions: readonly SubscriptionLike[] | null | undefined): boolean {
  return (subscriptions ?? []).some((s) => s.valid === true)
}

/** Menu subscription status uses an active subscription rather than a valid one. */
export function hasActiveSubscription(subscriptions: readonly SubscriptionLike[] | null | undefined): boolean {
  return (subscriptions ?? []).some((s) => s.active === true)
}
