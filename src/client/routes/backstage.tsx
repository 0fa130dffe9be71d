import { Outlet, createFileRoute } from '@tanstack/react-router'
import { requireLogin } from '../features/auth'

/** Backstage pages need a signed-in user; each page adds its own permission (music-product §6). */
export const Route = createFileRoute('/backstage')({
  beforeLoad: requireLogin,
  component: () => (
    <div className="mx-auto w-full max-w-4xl p-4 md:p-8">
      <Outlet />
    </div>
  ),
})
