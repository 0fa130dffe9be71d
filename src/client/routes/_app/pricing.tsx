import { createFileRoute } from '@tanstack/react-router'
import { billingConfigQuery, PricingPage, productsQuery } from '../../features/billing'
import { pageHead } from '../../features/shell'
import { trans } from '../../stores/session'

export const Route = createFileRoute('/_app/pricing')({
  // The browser asks as the page mounts (it shows its own loading and error states); a server render
  // (docs/decisions/0034) waits for the plans so they arrive in the HTML.
  loader: async ({ context }) => {
    if (!import.meta.env.SSR) return
    await Promise.all([context.queryClient.ensureQueryData(productsQuery()), context.queryClient.ensureQueryData(billingConfigQuery())])
  },
  head: () => pageHead(trans('Pricing')),
  component: PricingPage,
})
