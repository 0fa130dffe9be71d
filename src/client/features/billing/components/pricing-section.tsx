import { useQuery } from '@tanstack/react-query'
import { Skeleton } from '../../../ui'
import { billingConfigQuery, productsQuery } from '../api'
import { canPayWith, checkoutActionWhen, PricingTable } from './pricing-table'

/**
 * The plans for another page (the landing page's pricing block): loads them itself and renders
 * nothing when there are none. Import it through `LazyPricingSection` so it stays off first screens.
 */
export function PricingSection() {
  const products = useQuery(productsQuery())
  const config = useQuery(billingConfigQuery())
  if (products.isPending) return <Skeleton className="h-80 w-full" />
  if (!products.data?.length) return null
  return <PricingTable products={products.data} actionFor={checkoutActionWhen(canPayWith(config.data))} />
}
