import { AdminBackstageRequestsPage } from '../../backstage'

/** /admin/backstage-requests: review, approve and deny with notes (music-catalog §2.11). */
export function BackstageRequestsAdminPage() {
  return <AdminBackstageRequestsPage />
}
