import { Link } from '@tanstack/react-router'
import { buttonClasses } from '../../../ui'
import { trans } from '../../../stores/session'

/** What a page that needs the network shows offline, instead of an error (route error components). */
export function OfflineState({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 px-6 py-16 text-center">
      <h1 className="text-lg font-semibold">{trans("You're offline")}</h1>
      <p className="max-w-md text-sm text-muted">{trans('This page needs a connection. Music you saved for offline listening still plays.')}</p>
      <div className="flex gap-3">
        <Link to="/library/offline" className={buttonClasses('primary', 'sm')}>{trans('Open offline music')}</Link>
        {onRetry && (
          <button type="button" className={buttonClasses('outline', 'sm')} onClick={onRetry}>{trans('Try again')}</button>
        )}
      </div>
    </div>
  )
}
