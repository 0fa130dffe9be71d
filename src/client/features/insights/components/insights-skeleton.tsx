import { Skeleton } from '../../../ui'
import { trans } from '../../../stores/session'

/** The page's shape while the first report loads. */
export function InsightsSkeleton() {
  return (
    <div role="status" aria-label={trans('Loading insights')} className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[repeat(auto-fill,minmax(170px,1fr))]">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
      <Skeleton className="h-40" />
      <div className="grid gap-4 md:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-40" />
        ))}
      </div>
    </div>
  )
}
