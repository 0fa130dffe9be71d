import { trans } from '../../../stores/session'

export const UPDATE_MESSAGE = 'A new version of Encore is available'
export const UPDATE_DEFERRED_MESSAGE = 'Encore will reload when playback stops'

interface UpdateToastProps {
  /** The user accepted, but audio is playing: the reload waits for the pause. */
  deferred: boolean
  onReload: () => void
  onDismiss: () => void
}

/** The update notice: a polite live region, so screen readers announce it without taking focus. */
export function UpdateToast({ deferred, onReload, onDismiss }: UpdateToastProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed right-4 bottom-28 z-50 flex max-w-sm items-center gap-3 rounded-lg bg-neutral-900 px-4 py-3 text-sm text-neutral-50 shadow-lg"
    >
      <p className="flex-1">{deferred ? trans('Encore will reload when playback stops') : trans('A new version of Encore is available')}</p>
      {!deferred && (
        <button
          type="button"
          onClick={onReload}
          className="rounded-md bg-rose-700 px-3 py-1.5 font-medium text-white hover:bg-rose-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {trans('Reload')}
        </button>
      )}
      <button
        type="button"
        onClick={onDismiss}
        aria-label={trans('Dismiss')}
        className="rounded-md px-2 py-1.5 text-neutral-300 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
      >
        ✕
      </button>
    </div>
  )
}
