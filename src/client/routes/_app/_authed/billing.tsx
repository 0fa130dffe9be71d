import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { isSubscribed } from '../../../stores/session'

/** music-product §6: billing needs a subscription, else /pricing. */
export const Route = createFileRoute('/_app/_authed/billing')({
  beforeLoad: () => {
    if (!isSubscribed()) throw redirect({ to: '/pricing' })
  },
  component: Outlet,
})
