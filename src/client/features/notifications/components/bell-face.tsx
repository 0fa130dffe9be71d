import { trans } from '../../../stores/session'
import { Icon } from '../../../ui/icons'

export const BELL_CLASSES =
  'relative flex size-9 items-center justify-center rounded-full text-muted hover:bg-chip hover:text-fg focus-visible:outline-2 focus-visible:outline-focus'

/** The bell icon, its name, and the unread badge (read out as ":count unread"). */
export function BellFace({ count }: { count: number }) {
  return (
    <>
      <Icon name="bell" className="size-6" />
      <span className="sr-only">{trans('Notifications')}</span>
      {count > 0 && (
        <span className="absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-bold text-on-primary">
          <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
          <span className="sr-only">{trans(':count unread', { count })}</span>
        </span>
      )}
    </>
  )
}
