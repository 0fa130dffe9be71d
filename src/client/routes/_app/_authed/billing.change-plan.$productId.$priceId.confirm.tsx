import { createFileRoute } from '@tanstack/react-router'
import { ConfirmPlanChangePage } from '../../../features/billing'

export const Route = createFileRoute('/_app/_authed/billing/change-plan/$productId/$priceId/confirm')({
  head: () => ({ meta: [{ title: 'Confirm plan change' }] }),
  component: function ConfirmPlanChangeRoute() {
    const { productId, priceId } = Route.useParams()
    return <ConfirmPlanChangePage productId={Number(productId)} priceId={Number(priceId)} />
  },
})
