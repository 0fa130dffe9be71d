import { createFileRoute } from '@tanstack/react-router'
import { requirePermission } from '../../../features/auth'
import { UploadPage } from '../../../features/uploads'

// music-product §6: backstage upload needs music.create (guests go to /login; the server checks every call).
export const Route = createFileRoute('/_app/_authed/backstage/upload')({
  beforeLoad: requirePermission('music.create'),
  head: () => ({ meta: [{ title: 'Upload' }] }),
  component: UploadPage,
})
