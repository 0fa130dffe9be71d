import { createFileRoute } from '@tanstack/react-router'
import { requireLogin, requirePermission } from '../features/auth'
import { UploadPage } from '../features/uploads'

// music-product §6: backstage upload needs music.create (the server checks it again on every upload call).
export const Route = createFileRoute('/backstage/upload')({
  beforeLoad: () => {
    requireLogin()
    requirePermission('music.create')()
  },
  head: () => ({ meta: [{ title: 'Upload' }] }),
  component: UploadPage,
})
