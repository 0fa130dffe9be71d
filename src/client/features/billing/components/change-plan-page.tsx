import { useQuery } from '@tanstack/react-query'
import { Skeleton } from '../../../ui'
import { productsQuery } from '../api'
import { useCurrentSubscription } from '../use-current-subscription'
import { PricingTable } from './pricing-table'
import { trans } from '../../../stores/session'

/** /billing/change-plan: the pricing table, each plan leading to a confirmation step. */
export function ChangePlanPage() {
  const products = useQuery(productsQuery())
  const { subscription } = useCurrentSubscription()
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold md:text-3xl">{trans('Change plan')}</h1>
      {products.isPending && <Skeleton className="h-80 w-full" />}
      {products.isError && <p role="alert">{trans('There was an issue loading the plans.')}</p>}
      {products.data && (
        <PricingTable
          products={products.data.filter((p) => !p.free)}
          currentPriceId={subscription?.price_id ?? null}
          actionFor={(product, price) => ({ label: 'Switch to this plan', href: price ? `/billing/change-plan/${product.id}/${price.id}/confirm` : null })}
        />
      )}
    </div>
  )
}
