import { createFileRoute } from '@tanstack/react-router'
import { ConfirmPlanChangePage } from '../../../features/billing'
import { pageHead } from '../../../features/shell'
import { trans } from '../../../stores/session'

export const Route = createFileRoute('/_app/_authed/billing/change-plan/$productId/$priceId/confirm')({
  head: () => pageHead(trans('Confirm plan change')),
  component: function ConfirmPlanChangeRoute() {
    const { productId, priceId } = Route.useParams()
    return <ConfirmPlanChangePage productId={Number(productId)} priceId={Number(priceId)} />
  },
})
