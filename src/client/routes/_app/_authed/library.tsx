import { Outlet, createFileRoute } from '@tanstack/react-router'
import { LibraryNav } from '../../../features/library'
import { trans } from '../../../stores/session'
import { pageHead } from '../../../features/shell'

export const Route = createFileRoute('/_app/_authed/library')({
  head: () => pageHead(trans('Your music')),
  component: LibraryLayout,
})

function LibraryLayout() {
  return (
    <div className="p-4 md:p-8">
      <h1 className="mb-4 text-3xl font-bold">{trans('Your music')}</h1>
      <LibraryNav />
      <Outlet />
    </div>
  )
}
