/**
 * The computed flags of a subscription (music-catalog §2.15), one definition for server and client.
 * `valid` decides whether the plan's permissions apply; `active` is what menus call "subscribed"
 * (platform-core §6). A cancelled subscription stays valid until `ends_at` (its grace period); a
 * past-due one stays valid while the gateway retries the payment, but is not active.
 */
export interface SubscriptionTimes {
  gateway_status: string
  ends_at: string | Date | null
  trial_ends_at: string | Date | null
}

export interface SubscriptionFlags {
  active: boolean
  valid: boolean
  on_grace_period: boolean
  on_trial: boolean
  cancelled: boolean
  past_due: boolean
}

/** Gateway states in which nothing was ever paid or paying stopped for good. */
export const DEAD_GATEWAY_STATUSES = ['incomplete', 'incomplete_expired', 'unpaid', 'canceled', 'cancelled', 'expired'] as const

const time = (value: string | Date | null) => (value === null ? null : new Date(value).getTime())

export function subscriptionFlags(sub: SubscriptionTimes, now: Date): SubscriptionFlags {
  const endsAt = time(sub.ends_at)
  const trialEndsAt = time(sub.trial_ends_at)
  const nowMs = now.getTime()
  const ended = endsAt !== null && endsAt <= nowMs
  const onGracePeriod = endsAt !== null && endsAt > nowMs
  const onTrial = trialEndsAt !== null && trialEndsAt > nowMs
  const pastDue = sub.gateway_status === 'past_due'
  const dead = (DEAD_GATEWAY_STATUSES as readonly string[]).includes(sub.gateway_status)
  const active = !ended && !pastDue && !dead
  return {
    active,
    // Equals active || on trial || on grace period || past due but not ended.
    valid: (!dead && !ended) || onTrial,
    on_grace_period: onGracePeriod,
    on_trial: onTrial,
    cancelled: endsAt !== null,
    past_due: pastDue,
  }
}
