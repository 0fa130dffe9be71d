import { isNotFound, useNavigate, useParams, useSearch } from '@tanstack/react-router'
import { Component, Suspense, type ReactNode } from 'react'
import { NotFoundPage, siteName } from '../../../features/shell'
import { usePageTitle } from '../../../lib/document-title'
import { HttpError } from '../../../lib/http'
import { trans } from '../../../stores/session'
import { DetailPageSkeleton } from '../../../ui'
import type { BackstageSearch } from './guard'
import { resolveBackstagePage } from './pages'

/**
 * The backstage area as one small app behind the outer router's `/backstage/$` route (the admin area's
 * pattern, docs/decisions/0015-admin-area.md): it resolves the splat against pages.ts and shows that
 * page's lazily loaded component. Pages load their data with suspense queries, so a missing or malformed
 * id shows the not-found page here instead of in a route loader.
 */
export function BackstageApp() {
  // Not strict, as the admin app: the route validated the search (guard.ts), and tests mount it anywhere.
  const splat = useParams({ strict: false })._splat ?? ''
  const search: BackstageSearch = useSearch({ strict: false })
  const navigate = useNavigate()
  const resolved = resolveBackstagePage(splat)
  // The page's registry title over the route's "Backstage" (lib/document-title.ts), "Label - SiteName" as every page.
  usePageTitle(`${resolved ? trans(resolved.page.title) : trans('Page not found')} - ${siteName()}`)
  if (!resolved) return <NotFoundPage />
  const Page = resolved.page.component
  const setSearch = (next: BackstageSearch) => void navigate({ to: '/backstage/$', params: { _splat: splat }, search: next, replace: true })
  return (
    <div className="mx-auto w-full max-w-4xl p-4 md:p-8">
      <NotFoundBoundary key={splat}>
        <Suspense fallback={<DetailPageSkeleton />}>
          <Page params={resolved.params} search={search} setSearch={setSearch} />
        </Suspense>
      </NotFoundBoundary>
    </div>
  )
}

/** A bad id (parseId) or a 404/422 from the server is the not-found page; any other error goes on to the route's. */
class NotFoundBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    if (isNotFound(error) || (error instanceof HttpError && (error.status === 404 || error.status === 422))) return <NotFoundPage />
    throw error
  }
}
