import { trans } from '../../../stores/session'
import { useInfiniteQuery } from '@tanstack/react-query'
import { ArtistGrid } from '../../catalogue'
import { EmptyState, GridSkeleton, LoadMore } from '../../../ui'
import { likedArtistsQuery, type UserRef } from '../api'
import { LibraryToolbar } from './library-toolbar'
import { useLikedListParams } from './use-liked-list-params'

export function LikedArtistsPage({ user = 'me' }: { user?: UserRef }) {
  const { toolbar, params } = useLikedListParams()
  const query = useInfiniteQuery(likedArtistsQuery(params, user))
  const artists = query.data?.pages.flatMap((p) => p.pagination.data) ?? []
  return (
    <section>
      <LibraryToolbar label={trans('Search followed artists')} {...toolbar} />
      {query.isPending ? (
        <GridSkeleton />
      ) : artists.length === 0 ? (
        <EmptyState title={params.query ? trans('No results') : trans('No followed artists yet')} message={params.query ? undefined : trans('Artists you follow appear here.')} />
      ) : (
        <ArtistGrid artists={artists} />
      )}
      <LoadMore query={query} />
    </section>
  )
}
