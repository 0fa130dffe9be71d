import { describe, expect, it } from 'vitest'
import { matchesMonthly, matchesYearly, perIntervalLabel, priceForCycle, yearlySavings, type PriceLike } from '../../src/shared/lib/pricing'
import { subscriptionFlags } from '../../src/shared/lib/subscription-status'

const price = (id: number, amount: number, interval: PriceLike['interval'], interval_count = 1, currency = 'USD'): PriceLike => ({ id, amount, currency, interval, interval_count })

describe('pricing maths (music-product §2 Pricing)', () => {
  it('counts a price as monthly from 30 days or 1 month, and as yearly from 12 months or 1 year', () => {
    expect(matchesMonthly(price(1, 1, 'day', 29))).toBe(false)
    expect(matchesMonthly(price(1, 1, 'day', 30))).toBe(true)
    expect(matchesMonthly(price(1, 1, 'month'))).toBe(true)
    expect(matchesMonthly(price(1, 1, 'week', 4))).toBe(false)
    expect(matchesMonthly(price(1, 1, 'week', 5))).toBe(true)
    expect(matchesYearly(price(1, 1, 'month', 11))).toBe(false)
    expect(matchesYearly(price(1, 1, 'month', 12))).toBe(true)
    expect(matchesYearly(price(1, 1, 'year'))).toBe(true)
    expect(matchesYearly(price(1, 1, 'day', 365))).toBe(false)
  })

  it('picks the yearly price for the yearly cycle and a non-yearly monthly price for the monthly one', () => {
    const prices = [price(1, 120, 'year'), price(2, 12, 'month')]
    expect(priceForCycle(prices, 'yearly')?.id).toBe(1)
    expect(priceForCycle(prices, 'monthly')?.id).toBe(2)
    expect(priceForCycle([price(3, 100, 'month', 12)], 'monthly')).toBeUndefined()
  })

  it('shows savings only between 1 and 200 percent', () => {
    expect(yearlySavings([price(1, 10, 'month'), price(2, 96, 'year')])).toBe(20)
    // 0.4 % rounds to 0: not shown.
    expect(yearlySavings([price(1, 10, 'month'), price(2, 119.5, 'year')])).toBeNull()
    expect(yearlySavings([price(1, 10, 'month'), price(2, 118.8, 'year')])).toBe(1)
    // Yearly dearer than monthly: negative, not shown.
    expect(yearlySavings([price(1, 10, 'month'), price(2, 150, 'year')])).toBeNull()
    expect(yearlySavings([price(1, 10, 'month'), price(2, 96, 'year', 1, 'EUR')])).toBeNull()
    expect(yearlySavings([price(1, 0, 'month'), price(2, 0, 'year')])).toBeNull()
  })

  it('compares per month whatever the interval_count: 3 months for 27 vs a year for 96', () => {
    expect(yearlySavings([price(1, 27, 'month', 3), price(2, 96, 'year')])).toBe(11)
  })

  it('shows the price per interval_count', () => {
    expect(perIntervalLabel(price(1, 1, 'month'))).toBe('month')
    expect(perIntervalLabel(price(1, 1, 'month', 3))).toBe('3 months')
    expect(perIntervalLabel(price(1, 1, 'year'))).toBe('year')
  })
})

describe('subscription flags (music-catalog §2.15)', () => {
  const now = new Date('2026-11-02T10:00:00Z')
  const sub = (gateway_status: string, ends_at: string | null = null, trial_ends_at: string | null = null) => subscriptionFlags({ gateway_status, ends_at, trial_ends_at }, now)

  it('active without an end; cancelled but valid on its grace period; over after ends_at', () => {
    expect(sub('active')).toMatchObject({ active: true, valid: true, cancelled: false })
    expect(sub('active', '2026-12-01T00:00:00Z')).toMatchObject({ active: true, valid: true, cancelled: true, on_grace_period: true })
    expect(sub('active', '2026-11-01T00:00:00Z')).toMatchObject({ active: false, valid: false, cancelled: true, on_grace_period: false })
  })

  it('past due is valid but not active; incomplete and canceled are neither; a trial is valid', () => {
    expect(sub('past_due')).toMatchObject({ past_due: true, active: false, valid: true })
    expect(sub('incomplete')).toMatchObject({ active: false, valid: false })
    expect(sub('canceled', '2026-11-01T00:00:00Z')).toMatchObject({ active: false, valid: false })
    expect(sub('incomplete', null, '2026-11-10T00:00:00Z')).toMatchObject({ on_trial: true, valid: true })
  })
})
