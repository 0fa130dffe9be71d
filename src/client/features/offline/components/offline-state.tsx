import { Link } from '@tanstack/react-router'
import { buttonClasses } from '../../../ui'

/** What a page that needs the network shows offline, instead of an error (route error components). */
export function OfflineState({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 px-6 py-16 text-center">
      <h1 className="text-lg font-semibold">You're offline</h1>
      <p className="max-w-md text-sm text-muted">This page needs a connection. Music you saved for offline listening still plays.</p>
      <div className="flex gap-3">
        <Link to="/library/offline" className={buttonClasses('primary', 'sm')}>Open offline music</Link>
        {onRetry && (
          <button type="button" className={buttonClasses('outline', 'sm')} onClick={onRetry}>Try again</button>
        )}
      </div>
    </div>
  )
}
