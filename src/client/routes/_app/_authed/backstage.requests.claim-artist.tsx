import { createFileRoute } from '@tanstack/react-router'
import { requirePermission } from '../../../features/auth'
import { BackstageRequestForm, REQUEST_TITLES } from '../../../features/backstage'

export const Route = createFileRoute('/_app/_authed/backstage/requests/claim-artist')({
  beforeLoad: requirePermission('backstageRequests.create'),
  head: () => ({ meta: [{ title: REQUEST_TITLES['claim-artist'] }] }),
  component: () => (
    <>
      <h1 className="mb-6 text-2xl font-bold md:text-3xl">{REQUEST_TITLES['claim-artist']}</h1>
      <BackstageRequestForm type="claim-artist" />
    </>
  ),
})
