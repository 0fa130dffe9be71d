import { useParams, useSearch } from '@tanstack/react-router'
import { Suspense } from 'react'
import { NotFoundPage } from '../../../features/shell'
import { DetailPageSkeleton } from '../../../ui'
import type { BillingSearch } from './guard'
import { resolveBillingPage } from './pages'

/**
 * The billing area as one small app behind the outer router's `/billing/$` route (the backstage's pattern,
 * docs/decisions/0015-admin-area.md): it resolves the splat against pages.ts and shows that page's lazily
 * loaded component, inside the page gutter every billing page had from its layout route.
 */
export function BillingApp() {
  // Not strict, as the backstage app: the route validated the search (guard.ts), and tests mount it anywhere.
  const splat = useParams({ strict: false })._splat ?? ''
  const search: BillingSearch = useSearch({ strict: false })
  const resolved = resolveBillingPage(splat)
  if (!resolved) return <NotFoundPage />
  const Page = resolved.page.component
  return (
    <div className="w-full px-4 py-6 md:px-6">
      <Suspense key={splat} fallback={<DetailPageSkeleton />}>
        <Page params={resolved.params} search={search} />
      </Suspense>
    </div>
  )
}
