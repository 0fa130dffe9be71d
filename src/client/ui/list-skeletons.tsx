import { Skeleton } from './skeleton'
import { translate } from './translate'

/** Placeholder grid of cards (albums, artists, playlists, people) while a page loads. */
export function GridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <div className="grid grid-cols-[repeat(auto-fill,minmax(150px,1fr))] gap-5" role="status" aria-busy="true" aria-label={translate('Loading')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i}>
          <Skeleton className="aspect-square w-full" />
          <Skeleton variant="text" className="mt-3 w-3/4" />
          <Skeleton variant="text" className="mt-2 w-1/2" />
        </div>
      ))}
    </div>
  )
}

/** Placeholder rows of a track table while a page loads. */
export function TableSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div className="space-y-3" role="status" aria-busy="true" aria-label={translate('Loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-4">
          <Skeleton className="size-10" />
          <Skeleton variant="text" className="w-1/3" />
          <Skeleton variant="text" className="ml-auto w-12" />
        </div>
      ))}
    </div>
  )
}

/** Header (cover + title) followed by a track table: album, track, artist, playlist and profile pages. */
export function DetailPageSkeleton() {
  return (
    <div className="p-4 md:p-8" role="status" aria-busy="true" aria-label={translate('Loading')}>
      <div className="mb-8 flex flex-col gap-6 md:flex-row md:items-end">
        <Skeleton className="size-48 md:size-60" />
        <div className="flex-1 space-y-3">
          <Skeleton variant="text" className="h-8 w-2/3" />
          <Skeleton variant="text" className="w-1/3" />
        </div>
      </div>
      <TableSkeleton />
    </div>
  )
}
