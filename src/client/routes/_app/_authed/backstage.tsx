import { Outlet, createFileRoute } from '@tanstack/react-router'

/** Backstage pages sit in the signed-in layout (_authed); each page adds its own permission (music-product §6). */
export const Route = createFileRoute('/_app/_authed/backstage')({
  component: () => (
    <div className="mx-auto w-full max-w-4xl p-4 md:p-8">
      <Outlet />
    </div>
  ),
})
