import { createFileRoute, redirect } from '@tanstack/react-router'
import { saveOnboarding } from '../../features/auth'
import { CheckoutPage } from '../../features/billing'
import { isSubscribed, sessionState, trans } from '../../stores/session'
import { pageHead } from '../../features/shell'
import { billingLink } from '../../lib/links'

/**
 * music-product §4/§6: a guest registers first and comes back here (the saved onboarding choice is the
 * post-login redirect); a user who already has a subscription manages it under /billing.
 */
export const Route = createFileRoute('/_app/checkout/$productId/$priceId')({
  beforeLoad: ({ params }) => {
    if (!sessionState.user) {
      saveOnboarding(params.productId, params.priceId)
      throw redirect({ to: '/register', search: { redirectFrom: 'pricing' } })
    }
    if (isSubscribed()) throw redirect(billingLink(''))
  },
  head: () => pageHead(trans('Checkout')),
  component: function CheckoutRoute() {
    const { productId, priceId } = Route.useParams()
    return <CheckoutPage productId={Number(productId)} priceId={Number(priceId)} />
  },
})
