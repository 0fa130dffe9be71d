import { useParams } from '@tanstack/react-router'
import { Component, Suspense, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { usePageTitle } from '../../../lib/document-title'
import { can, sessionState, trans } from '../../../stores/session'
import { Button, EmptyState, Skeleton } from '../../../ui'
import { AdminLink, resolveAdminPage } from '../../admin-kit'
import { ADMIN_PAGES } from '../pages'
import { AdminLayout } from './admin-layout'

/**
 * The admin area as one small app behind the outer router's `/admin/$` route: it resolves the splat
 * against pages.ts and shows that page's lazily loaded component inside the admin layout.
 */
export function AdminApp() {
  useSnapshot(sessionState)
  const splat = useParams({ strict: false })._splat ?? ''
  const resolved = resolveAdminPage(ADMIN_PAGES, splat)
  const title = resolved ? trans(resolved.page.title) : trans('Not found')
  // A title layer of its own (lib/document-title.ts): the root layout's route title does not overwrite it.
  usePageTitle(trans(':title - Admin', { title }))
  let body: ReactNode
  if (!resolved) {
    body = <AdminMessage title={trans('Page not found')} message={trans('There is no admin page at this address.')} />
  } else if (!can(resolved.page.permission)) {
    body = <AdminMessage title={trans('You do not have access to this page')} message={trans('Ask an administrator for the permission it needs.')} />
  } else {
    const Page = resolved.page.component
    body = (
      <PageErrorBoundary key={splat}>
        <Suspense fallback={<PageSkeleton />}>
          <Page params={resolved.params} />
        </Suspense>
      </PageErrorBoundary>
    )
  }
  return <AdminLayout>{body}</AdminLayout>
}

function AdminMessage({ title, message }: { title: string; message: string }) {
  return (
    <div>
      <h1 className="sr-only">{title}</h1>
      <EmptyState title={title} message={message}>
        <AdminLink to="" className="text-sm font-semibold text-primary underline">
          {trans('Go to the admin dashboard')}
        </AdminLink>
      </EmptyState>
    </div>
  )
}

function PageSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label={trans('Loading')} className="flex flex-col gap-4">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-64 w-full" />
    </div>
  )
}

/** Keeps the admin menu usable when one page fails to render or load. */
class PageErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    if (!this.state.error) return this.props.children
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
        <h1 className="text-xl font-semibold">{trans('This page could not be shown')}</h1>
        <p className="text-sm text-muted">{this.state.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
          {trans('Reload')}
        </Button>
      </div>
    )
  }
}
