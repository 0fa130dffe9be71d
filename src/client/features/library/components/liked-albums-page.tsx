import { trans } from '../../../stores/session'
import { useInfiniteQuery } from '@tanstack/react-query'
import { AlbumGrid } from '../../catalogue'
import { EmptyState, GridSkeleton, LoadMore } from '../../../ui'
import { likedAlbumsQuery, type UserRef } from '../api'
import { LibraryToolbar } from './library-toolbar'
import { useLikedListParams } from './use-liked-list-params'

export function LikedAlbumsPage({ user = 'me' }: { user?: UserRef }) {
  const { toolbar, params } = useLikedListParams()
  const query = useInfiniteQuery(likedAlbumsQuery(params, user))
  const albums = query.data?.pages.flatMap((p) => p.pagination.data) ?? []
  return (
    <section>
      <LibraryToolbar label={trans('Search liked albums')} {...toolbar} />
      {query.isPending ? (
        <GridSkeleton />
      ) : albums.length === 0 ? (
        <EmptyState title={params.query ? trans('No results') : trans('No liked albums yet')} message={params.query ? undefined : trans('Albums you like appear here.')} />
      ) : (
        <AlbumGrid albums={albums} />
      )}
      <LoadMore query={query} />
    </section>
  )
}
