import { Skeleton, TableSkeleton } from '../../../ui'

/** Header (cover + title) followed by a track table: album, track, artist pages. */
export function DetailPageSkeleton() {
  return (
    <div className="p-4 md:p-8" role="status" aria-busy="true" aria-label="Loading">
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
