import { createFileRoute } from '@tanstack/react-router'
import { PricingPage } from '../../features/billing'
import { pageHead } from '../../features/shell'
import { trans } from '../../stores/session'

export const Route = createFileRoute('/_app/pricing')({
  head: () => pageHead(trans('Pricing')),
  component: PricingPage,
})
