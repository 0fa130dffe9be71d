import { useEffect, useRef, useState, type ComponentType, type ReactElement } from 'react'
import { useSnapshot } from 'valtio'
import { sessionState, trans } from '../../../stores/session'
import { settingEnabled } from '../../../stores/settings'
import { Icon } from '../../../ui/icons'
import { useLiveNotifications } from '../live'

type PopoverComponent = ComponentType<{ trigger: ReactElement; openOnMount: boolean }>

let loaded: PopoverComponent | null = null
let loading: Promise<PopoverComponent> | null = null

/** The popover (list, mark-as-read, Headless UI's floating panel) loads on first pointing, focus or click. */
function loadPopover(): Promise<PopoverComponent> {
  loading ??= import('./notifications-popover').then((m) => (loaded = m.NotificationsPopover))
  return loading
}

const BELL_CLASSES =
  'relative flex size-9 items-center justify-center rounded-full text-muted hover:bg-chip hover:text-fg focus-visible:outline-2 focus-visible:outline-focus'

function BellFace({ count }: { count: number }) {
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

/**
 * The navbar bell with its live unread badge: all the first screen carries of notifications. Until first
 * used, a plain button stands in for the popover's trigger, as the search box does.
 */
export function NotificationBell() {
  const session = useSnapshot(sessionState)
  const enabled = !!session.user && settingEnabled('notifications.integrated', session.settings as Record<string, unknown>)
  useLiveNotifications(enabled ? (session.user?.id ?? null) : null)
  const [Popover, setPopover] = useState<PopoverComponent | null>(() => loaded)
  const openOnMount = useRef(false)
  const hadFocus = useRef(false)
  const wrapper = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (Popover && hadFocus.current) wrapper.current?.querySelector('button')?.focus()
  }, [Popover])

  if (!enabled) return null
  const count = session.user?.unread_notifications_count ?? 0
  const start = () => {
    if (!Popover) void loadPopover().then((component) => setPopover(() => component))
  }
  if (Popover) {
    const trigger = (
      <button type="button" className={BELL_CLASSES}>
        <BellFace count={count} />
      </button>
    )
    return (
      <div ref={wrapper}>
        <Popover trigger={trigger} openOnMount={openOnMount.current} />
      </div>
    )
  }
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={BELL_CLASSES}
      onPointerEnter={start}
      onFocus={() => {
        hadFocus.current = true
        start()
      }}
      onBlur={() => (hadFocus.current = false)}
      onClick={() => {
        openOnMount.current = true
        start()
      }}
    >
      <BellFace count={count} />
    </button>
  )
}
