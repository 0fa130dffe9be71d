import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { isSubscribed } from '../../../stores/session'

/** music-product §6: billing needs a subscription, else /pricing. */
export const Route = createFileRoute('/_app/_authed/billing')({
  beforeLoad: () => {
    if (!isSubscribed()) throw redirect({ to: '/pricing' })
  },
  // The app's main area has no padding of its own; every billing subpage gets the page gutter here.
  component: function BillingLayout() {
    return (
      <div className="w-full px-4 py-6 md:px-6">
        <Outlet />
      </div>
    )
  },
})
