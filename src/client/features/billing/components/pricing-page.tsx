import { useQuery } from '@tanstack/react-query'
import { Button, Skeleton } from '../../../ui'
import { billingConfigQuery, productsQuery } from '../api'
import { canPayWith, checkoutActionWhen, PricingTable } from './pricing-table'
import { trans } from '../../../stores/session'

/** /pricing: every visible plan with the billing cycle switch. */
export function PricingPage() {
  const products = useQuery(productsQuery())
  const config = useQuery(billingConfigQuery())
  // Until the gateways are known no paid plan offers a checkout that might only refuse.
  const canPay = canPayWith(config.data)
  const paidPlans = products.data?.some((p) => !p.free && p.prices.length > 0) ?? false
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-6 md:px-6">
      <header className="text-center">
        <h1 className="text-3xl font-bold md:text-4xl">{trans('Choose the right plan for you')}</h1>
        <p className="mt-2 text-muted">{trans('Upgrade any time; cancel whenever you like.')}</p>
      </header>
      {products.isPending && (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-busy="true" aria-label={trans('Loading plans')}>
          <Skeleton className="h-80 w-full" />
          <Skeleton className="h-80 w-full" />
          <Skeleton className="h-80 w-full" />
        </div>
      )}
      {products.isError && (
        <div role="alert" className="flex items-center justify-center gap-3">
          {trans('There was an issue loading the plans.')}<Button size="sm" variant="outline" onClick={() => void products.refetch()}>
            {trans('Try again')}
          </Button>
        </div>
      )}
      {products.data?.length === 0 && <p className="text-center text-muted">{trans('No plans are available right now.')}</p>}
      {!!products.data?.length && config.isSuccess && !canPay && paidPlans && (
        <p role="status" className="text-center text-sm text-muted">
          {trans('Paid plans cannot be bought online right now: no payment method is available.')}
        </p>
      )}
      {!!products.data?.length && <PricingTable products={products.data} actionFor={checkoutActionWhen(canPay)} />}
    </div>
  )
}
