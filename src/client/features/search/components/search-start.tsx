import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { trans } from '../../../stores/session'
import { Button, GridSkeleton, Icon, IconButton } from '../../../ui'
import { browseGenresQuery } from '../api'
import { clearRecentSearches, forgetSearch, recentSearches } from '../../../stores/recent-searches'
import { SearchBox } from './search-box'
import { searchHref } from './search-tabs'

/** /search without a query (issue 24): the search box, the recent searches and genres to browse. */
export function SearchStart() {
  const recent = useSnapshot(recentSearches).queries
  const genres = useQuery(browseGenresQuery())
  return (
    <div className="mx-auto max-w-5xl p-4 md:p-8">
      <h1 className="mb-4 text-2xl font-bold">{trans('Search')}</h1>
      <div className="max-w-xl">
        <SearchBox />
      </div>
      {recent.length > 0 && (
        <section aria-labelledby="recent-searches" className="mt-8">
          <div className="mb-3 flex items-center gap-3">
            <h2 id="recent-searches" className="text-xl font-bold">{trans('Recent searches')}</h2>
            <Button variant="ghost" size="sm" className="ml-auto" onClick={clearRecentSearches}>{trans('Clear')}</Button>
          </div>
          <ul className="flex flex-wrap gap-2">
            {recent.map((query) => (
              <li key={query} className="flex max-w-full items-center rounded-full bg-chip pl-4">
                <Link to={searchHref(query)} className="min-w-0 truncate py-1.5 text-sm hover:underline">{query}</Link>
                <IconButton size="sm" aria-label={trans('Remove :query', { query })} onClick={() => forgetSearch(query)}>
                  <Icon name="close" className="size-4" />
                </IconButton>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="browse-genres" className="mt-8">
        <h2 id="browse-genres" className="mb-3 text-xl font-bold">{trans('Browse genres')}</h2>
        {genres.isPending ? (
          <GridSkeleton count={8} />
        ) : genres.isError ? (
          <p className="text-muted">{trans('There was an issue loading this page')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {genres.data.pagination.data.map((genre) => (
              <li key={genre.id}>
                <Link to="/genre/$genreName" params={{ genreName: genre.name }}
                  className="flex h-20 items-end overflow-hidden rounded-lg bg-chip p-3 font-semibold hover:bg-chip-hover focus-visible:outline-2 focus-visible:outline-focus">
                  <span className="truncate">{genre.display_name || genre.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
