import { createFileRoute } from '@tanstack/react-router'
import { PricingPage } from '../../features/billing'

export const Route = createFileRoute('/_app/pricing')({
  head: () => ({ meta: [{ title: 'Pricing' }] }),
  component: PricingPage,
})
