import { useState } from 'react'
import type { Price, Product } from '../../../../shared/contracts/billing'
import { priceForCycle, yearlySavings, type BillingCycle } from '../../../../shared/lib/pricing'
import { BillingCycleToggle } from './billing-cycle-toggle'
import { PlanCard, type PlanAction } from './plan-card'

export interface PricingTableProps {
  products: readonly Product[]
  /** Where each plan's button leads; the default starts a checkout. */
  actionFor?: (product: Product, price: Price | undefined) => PlanAction
  currentPriceId?: number | null
}

export const checkoutAction = (product: Product, price: Price | undefined): PlanAction =>
  product.free || !price ? { label: 'Get started', href: '/register' } : { label: 'Choose this plan', href: `/checkout/${product.id}/${price.id}` }

/** Issue 28: with no payment gateway on, a paid plan has no button (a checkout could only say no). */
export const checkoutActionWhen =
  (canPay: boolean) =>
  (product: Product, price: Price | undefined): PlanAction =>
    canPay || product.free || !price ? checkoutAction(product, price) : { label: '', href: null }

/** Whether the gateways answered by billing/config can take a payment. */
export const canPayWith = (config: { stripe: { enabled: boolean }; paypal: { enabled: boolean; clientId: string | null } } | undefined) =>
  !!config && (config.stripe.enabled || (config.paypal.enabled && !!config.paypal.clientId))

/** The billing cycle for a plan: its matching price, else its first (a plan sold only monthly stays visible). */
export function displayedPrice(product: Product, cycle: BillingCycle): Price | undefined {
  return priceForCycle(product.prices, cycle) ?? product.prices[0]
}

/**
 * Plans side by side with the yearly/monthly switch (yearly by default, music-product §2). The
 * savings note shows the best saving among the plans, only when it is 1–200 percent.
 */
export function PricingTable({ products, actionFor = checkoutAction, currentPriceId = null }: PricingTableProps) {
  const [cycle, setCycle] = useState<BillingCycle>('yearly')
  const savings = products.map((p) => yearlySavings(p.prices)).reduce<number | null>((best, s) => (s !== null && (best === null || s > best) ? s : best), null)
  const hasBothCycles = products.some((p) => priceForCycle(p.prices, 'monthly')) && products.some((p) => priceForCycle(p.prices, 'yearly'))
  return (
    <div className="flex flex-col items-center gap-8">
      {hasBothCycles && <BillingCycleToggle value={cycle} onChange={setCycle} savings={savings} />}
      <div className="grid w-full gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => {
          const price = displayedPrice(product, cycle)
          return <PlanCard key={product.id} product={product} price={price} action={actionFor(product, price)} current={price !== undefined && price.id === currentPriceId} />
        })}
      </div>
    </div>
  )
}
