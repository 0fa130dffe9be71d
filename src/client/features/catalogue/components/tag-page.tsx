import { trans } from '../../../stores/session'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { cn } from '../../../lib/cn'
import { tagAlbumsQuery, tagTracksQuery } from '../api'
import { tagHref } from '../links'
import { AlbumGrid } from './album-card'
import { EmptyState, GridSkeleton, TableSkeleton } from '../../../ui'
import { TrackTable } from './track-table'
import { PageLink } from './page-link'

/** A tag's tracks and albums, each tab 15 per page with simple paging. */
export function TagPage({ tagName, tab, page }: { tagName: string; tab: 'tracks' | 'albums'; page: number }) {
  const tracks = useQuery({ ...tagTracksQuery(tagName, page), enabled: tab === 'tracks' })
  const albums = useQuery({ ...tagAlbumsQuery(tagName, page), enabled: tab === 'albums' })
  const active = tab === 'tracks' ? tracks : albums
  const tag = active.data?.tag
  const pagination = active.data?.pagination
  const base = `${tagHref({ name: tagName })}/${tab}`
  return (
    <div className="p-4 md:p-8">
      <h1 className="mb-4 text-3xl font-bold">#{tag?.display_name ?? tag?.name ?? tagName}</h1>
      <nav aria-label={trans('Tag sections')} className="mb-6 flex gap-2">
        {(['tracks', 'albums'] as const).map((t) => (
          <Link key={t} to={String(`${tagHref({ name: tagName })}/${t}`)} aria-current={t === tab ? 'page' : undefined}
            className={cn('rounded-full px-4 py-1.5 text-sm capitalize', t === tab ? 'bg-chip font-semibold' : 'text-muted hover:bg-chip')}>
            {t}
          </Link>
        ))}
      </nav>
      {active.isPending ? (tab === 'tracks' ? <TableSkeleton /> : <GridSkeleton />) : !pagination || pagination.data.length === 0 ? (
        <EmptyState title={trans('No :tab with this tag yet', { tab })} />
      ) : tab === 'tracks' && tracks.data ? (
        <TrackTable tracks={tracks.data.pagination.data} queueId="custom" showAlbum showCover />
      ) : albums.data ? (
        <AlbumGrid albums={albums.data.pagination.data} />
      ) : null}
      {pagination && (pagination.prev_page || pagination.next_page) && (
        <nav aria-label={trans('Pagination')} className="mt-8 flex justify-center gap-3">
          {pagination.prev_page && <PageLink path={base} page={page - 1} label={trans('Previous')} />}
          {pagination.next_page && <PageLink path={base} page={page + 1} label={trans('Next')} />}
        </nav>
      )}
    </div>
  )
}
