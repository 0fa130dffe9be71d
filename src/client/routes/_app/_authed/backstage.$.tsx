import { createFileRoute } from '@tanstack/react-router'
import { backstageSearch, guardBackstage } from '../../-components/backstage/guard'
import { BackstageApp } from '../../-components/backstage/backstage-app'
import { pageHead } from '../../../features/shell'
import { trans } from '../../../stores/session'

/**
 * Every backstage page (requests, upload, new and edit forms, insights) is this one route, like the
 * admin area (docs/decisions/0015-admin-area.md): the route tree keeps the guards and the search params,
 * and the backstage app and each of its pages load only when someone opens them. Inside the signed-in
 * layout (_authed), so guests go to /login and the app frame stays.
 */
export const Route = createFileRoute('/_app/_authed/backstage/$')({
  validateSearch: backstageSearch,
  // The fallback while the backstage app loads; it names each page from its registry (pages.ts).
  head: () => pageHead(trans('Backstage')),
  beforeLoad: ({ params }) => guardBackstage(params._splat),
  component: BackstageApp,
})
