import { createFileRoute } from '@tanstack/react-router'
import { requirePermission } from '../../../features/auth'
import { BackstageRequestsPage } from '../../../features/backstage'

export const Route = createFileRoute('/_app/_authed/backstage/requests/')({
  beforeLoad: requirePermission('backstageRequests.create'),
  head: () => ({ meta: [{ title: 'Backstage' }] }),
  component: BackstageRequestsPage,
})
