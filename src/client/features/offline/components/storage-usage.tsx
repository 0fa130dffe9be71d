import { formatBytes } from '../../../lib/format-bytes'
import { trans } from '../../../stores/session'

/** Space used by saved music, by the whole site, and what the browser still allows. */
export function StorageUsage({ saved, usage, quota }: { saved: number; usage?: number; quota?: number }) {
  const left = quota !== undefined && usage !== undefined ? Math.max(quota - usage, 0) : undefined
  return (
    <dl className="mb-6 grid grid-cols-2 gap-4 text-sm sm:grid-cols-3">
      <div>
        <dt className="text-muted">{trans('Saved music')}</dt>
        <dd className="text-lg font-semibold" data-testid="offline-total-size">{formatBytes(saved)}</dd>
      </div>
      {usage !== undefined && (
        <div>
          <dt className="text-muted">{trans('Used by Encore')}</dt>
          <dd className="text-lg font-semibold">{formatBytes(usage)}</dd>
        </div>
      )}
      {left !== undefined && (
        <div>
          <dt className="text-muted">{trans('Space left')}</dt>
          <dd className="text-lg font-semibold">{formatBytes(left)}</dd>
        </div>
      )}
    </dl>
  )
}
