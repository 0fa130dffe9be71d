import { useEffect, useRef, useState, type ComponentType } from 'react'
import { useSnapshot } from 'valtio'
import { sessionState } from '../../../stores/session'
import { settingEnabled } from '../../../stores/settings'
import { useLiveNotifications } from '../live'
import { BELL_CLASSES, BellFace } from './bell-face'

type PopoverComponent = ComponentType<{ count: number; openOnMount: boolean }>

let loaded: PopoverComponent | null = null
let loading: Promise<PopoverComponent> | null = null

/** The popover (list, mark-as-read, actions) loads on first pointing, focus or click. */
function loadPopover(): Promise<PopoverComponent> {
  loading ??= import('./notifications-popover').then((m) => (loaded = m.NotificationsPopover))
  return loading
}

/**
 * The navbar bell with its live unread badge: all the first screen carries of notifications. Until first
 * used, a plain button stands in for the popover's, as the search box does.
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
    return (
      <div ref={wrapper}>
        <Popover count={count} openOnMount={openOnMount.current} />
      </div>
    )
  }
  return (
    <button
      type="button"
      aria-expanded={false}
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
