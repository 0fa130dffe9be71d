import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/_authed/library/')({
  beforeLoad: () => {
    throw redirect({ to: '/library/songs', replace: true })
  },
})
