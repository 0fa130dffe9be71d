import { createFileRoute } from '@tanstack/react-router'
import { SearchStart } from '../../features/search'
import { trans } from '../../stores/session'
import { pageHead } from '../../features/shell'

/** /search without a query (mobile menu): the search box, recent searches and genres to browse. */
export const Route = createFileRoute('/_app/search/')({
  head: () => pageHead(trans('Search')),
  component: SearchStart,
})
