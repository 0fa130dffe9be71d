/**
 * Pricing-page maths (music-product §2 "Pricing"). A price counts as monthly when its interval is at
 * least 30 days or 1 month, and as yearly when at least 12 months or 1 year; it is shown per its
 * interval_count. Yearly savings are shown only between 1 and 200 percent.
 */
export type BillingCycle = 'monthly' | 'yearly'
export type PriceInterval = 'day' | 'week' | 'month' | 'year'

export interface PriceLike {
  id: number
  amount: number
  currency: string
  interval: PriceInterval
  interval_count: number
}

/** The price's length in months (30 days, or 4.29 weeks, to a month), for comparisons only. */
export function intervalInMonths(price: Pick<PriceLike, 'interval' | 'interval_count'>): number {
  const count = price.interval_count
  switch (price.interval) {
    case 'day':
      return count / 30
    case 'week':
      return (count * 7) / 30
    case 'month':
      return count
    case 'year':
      return count * 12
  }
}

export function matchesMonthly(price: Pick<PriceLike, 'interval' | 'interval_count'>): boolean {
  if (price.interval === 'day') return price.interval_count >= 30
  if (price.interval === 'week') return price.interval_count * 7 >= 30
  if (price.interval === 'month') return price.interval_count >= 1
  return price.interval_count >= 1
}

export function matchesYearly(price: Pick<PriceLike, 'interval' | 'interval_count'>): boolean {
  if (price.interval === 'month') return price.interval_count >= 12
  if (price.interval === 'year') return price.interval_count >= 1
  return false
}

/**
 * The price a plan shows for a cycle: yearly picks a yearly price; monthly picks a price that is
 * monthly but not yearly (so a 1-year price is not offered as "monthly"). The first match wins.
 */
export function priceForCycle<T extends PriceLike>(prices: readonly T[], cycle: BillingCycle): T | undefined {
  if (cycle === 'yearly') return prices.find(matchesYearly)
  return prices.find((p) => matchesMonthly(p) && !matchesYearly(p))
}

/** Percent saved by paying yearly instead of monthly; null when outside 1..200 or not comparable. */
export function yearlySavings(prices: readonly PriceLike[]): number | null {
  const monthly = priceForCycle(prices, 'monthly')
  const yearly = priceForCycle(prices, 'yearly')
  if (!monthly || !yearly || monthly.currency !== yearly.currency || monthly.amount <= 0) return null
  const monthlyPerYear = (monthly.amount / intervalInMonths(monthly)) * 12
  const yearlyPerYear = (yearly.amount / intervalInMonths(yearly)) * 12
  const percent = Math.round(((monthlyPerYear - yearlyPerYear) / monthlyPerYear) * 100)
  return percent >= 1 && percent <= 200 ? percent : null
}

/** "month", "3 months", "year": the unit a price is shown per (its interval_count). */
export function perIntervalLabel(price: Pick<PriceLike, 'interval' | 'interval_count'>): string {
  return price.interval_count === 1 ? price.interval : `${price.interval_count} ${price.interval}s`
}

export function formatMoney(amount: number, currency: string, locale = 'en-US'): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount)
  } catch {
    return `${amount.toFixed(2)} ${currency}`
  }
}
