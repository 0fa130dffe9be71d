import { createFileRoute } from '@tanstack/react-router'
import { SearchBox } from '../../features/search'
import { trans } from '../../stores/session'
import { pageHead } from '../../features/shell'

/** /search without a query (mobile menu): the search box on its own page. */
export const Route = createFileRoute('/_app/search/')({
  head: () => pageHead(trans('Search')),
  component: () => (
    <div className="mx-auto max-w-xl p-4 md:p-8">
      <h1 className="mb-4 text-2xl font-bold">{trans('Search')}</h1>
      <SearchBox />
    </div>
  ),
})
