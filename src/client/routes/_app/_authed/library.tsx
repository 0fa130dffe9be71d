import { Outlet, createFileRoute } from '@tanstack/react-router'
import { requireLogin } from '../features/auth'
import { LibraryNav } from '../features/library'

export const Route = createFileRoute('/library')({
  beforeLoad: requireLogin,
  head: () => ({ meta: [{ title: 'Your music' }] }),
  component: LibraryLayout,
})

function LibraryLayout() {
  return (
    <div className="p-4 md:p-8">
      <h1 className="mb-4 text-3xl font-bold">Your music</h1>
      <LibraryNav />
      <Outlet />
    </div>
  )
}
