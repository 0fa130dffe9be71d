import { createFileRoute } from '@tanstack/react-router'
import { requirePermission } from '../../../features/auth'
import { AdminBackstageRequestsPage } from '../../../features/backstage'

/** The rest of the admin area comes later; this page stands alone until then (admin.access). */
export const Route = createFileRoute('/_app/_authed/admin/backstage-requests')({
  beforeLoad: requirePermission('admin.access'),
  head: () => ({ meta: [{ title: 'Backstage requests' }] }),
  component: AdminBackstageRequestsPage,
})
