import { Link } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { cn } from '../../../lib/cn'
import { Icon } from '../../../ui/icons'
import { Spinner } from '../../../ui/spinner'
import { trans } from '../../../stores/session'
import { dismissToast, pauseToast, resumeToast, toastState } from '../../../stores/toasts'

/**
 * One toast at a time (platform-core §4). Two live regions stay mounted so screen readers pick up
 * changes: danger toasts go to the assertive one, every other type to the polite one.
 */
export function ToastLayer() {
  const { current } = useSnapshot(toastState)
  const danger = current?.type === 'danger'
  const toast = current && (
    <div
      key={current.id}
      onPointerEnter={pauseToast}
      onPointerLeave={resumeToast}
      onFocus={pauseToast}
      onBlur={resumeToast}
      className={cn(
        // Inverted neutral surface for every type (readable on both themes); danger adds a red edge and icon.
        'pointer-events-auto flex min-h-12 max-w-[min(560px,calc(100vw-32px))] items-center gap-3 rounded-lg bg-fg py-2 pr-2 pl-4 text-sm text-bg shadow-2xl',
        danger && 'border-l-4 border-danger dark:border-red-600',
        !current.disableEnterAnimation && 'animate-toast-in',
      )}
    >
      {current.type === 'loading' && <Spinner className="size-5" label={current.message} />}
      {current.type === 'positive' && <Icon name="check" className="size-5 text-positive dark:text-green-700" />}
      {danger && <Icon name="error" className="size-5 text-danger dark:text-red-600" />}
      <span className="flex-auto py-1">{trans(current.message)}</span>
      {current.action && (
        <Link
          to={current.action.action}
          onClick={() => dismissToast(current.id)}
          className="rounded px-2 py-1 font-semibold uppercase underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-current"
        >
          {trans(current.action.label)}
        </Link>
      )}
      {current.type !== 'loading' && (
        <button
          type="button"
          aria-label={trans('Close')}
          onClick={() => dismissToast(current.id)}
          className="rounded-full p-1.5 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
        >
          <Icon name="close" className="size-4" />
        </button>
      )}
    </div>
  )
  return (
    <div
      className={cn(
        'pointer-events-none fixed inset-x-4 z-[70] flex bottom-[calc(var(--bottom-nav-height)+var(--player-height)+16px)]',
        current?.position === 'bottom-right' ? 'justify-end' : 'justify-center',
      )}
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {!danger && toast}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {danger && toast}
      </div>
    </div>
  )
}
