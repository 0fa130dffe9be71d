import { useQuery } from '@tanstack/react-query'
import { trans } from '../../../stores/session'
import { AdminLink } from '../../admin-kit'
import { paymentGatewayQuery } from '../plans-api'

/**
 * Issue 28: a plan published while no payment gateway is on can be seen but never bought; the admin is
 * told so where plans are made, with the way to the setting that fixes it.
 */
export function GatewayWarning() {
  const gateway = useQuery(paymentGatewayQuery())
  if (gateway.data?.canPay !== false) return null
  return (
    <div role="status" className="mb-4 rounded-md border border-warning bg-warning/10 p-3 text-sm">
      <p className="font-semibold">{trans('No payment gateway is on')}</p>
      <p>
        {trans('Visitors see paid plans on the pricing page but cannot pay for them until Stripe or PayPal is on.')}{' '}
        <AdminLink to="settings/subscriptions" className="font-semibold text-fg underline">
          {trans('Open subscription settings')}
        </AdminLink>
      </p>
    </div>
  )
}
