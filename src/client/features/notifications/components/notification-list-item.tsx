import { formatRelativeTime, toValidDate } from '../../../../shared/lib/relative-time'
import { cn } from '../../../lib/cn'
import { sessionState, trans } from '../../../stores/session'
import { buttonClasses } from '../../../ui/button'
import { Icon, isIconName } from '../../../ui/icons'
import type { NotificationAction, NotificationItem } from '../types'
import { LineContent } from './line-content'

export interface NotificationListItemProps {
  notification: NotificationItem
  /** The main action (the whole row); also marks the item read (platform-core §4). */
  onOpen: (notification: NotificationItem) => void
  /** A button of `data.buttonActions`: an address, or a name registered with `registerNotificationAction`. */
  onButton: (notification: NotificationItem, button: NotificationAction) => void
  /** What the item's buttons did (e.g. "You joined this workspace."), shown in their place. */
  outcome?: string
}

/** Icon names the server uses that the kit spells differently. */
const LINE_ICONS: Record<string, string> = { 'check-circle': 'check' }
const lineIcon = (name: string | null | undefined) => (name ? (LINE_ICONS[name] ?? name) : null)

function When({ date }: { date: string | null }) {
  const valid = toValidDate(date)
  if (!valid) return null
  return (
    <time dateTime={valid.toISOString()} className="text-xs text-muted">
      {formatRelativeTime(valid, { locale: sessionState.i18n.language, translate: (t) => trans(t) })}
    </time>
  )
}

/**
 * One notification: optional image, lines with icons, time, buttons (first primary, others outlined) and an
 * unread dot. The main action is a button stretched over the row; the item buttons sit above it.
 */
export function NotificationListItem({ notification, onOpen, onButton, outcome }: NotificationListItemProps) {
  const { data } = notification
  const unread = !notification.read_at
  const lines = data.lines ?? []
  const buttons = data.buttonActions ?? []
  return (
    <li className="relative flex gap-3 px-4 py-3 hover:bg-chip/60 focus-within:bg-chip/60">
      {data.image && <img src={data.image} alt="" className="size-10 shrink-0 rounded-full bg-chip object-cover" />}
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={() => onOpen(notification)}
          className="block w-full text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-focus"
        >
          {lines.map((line, index) => (
            <span
              key={index}
              className={cn('flex items-start gap-1.5 text-sm', line.type === 'primary' || (index === 0 && !line.type) ? 'font-medium text-fg' : 'text-muted')}
            >
              {isIconName(lineIcon(line.icon)) && <Icon name={lineIcon(line.icon)!} className="mt-0.5 size-4 text-muted" />}
              <span className="min-w-0 break-words">
                <LineContent html={line.content} />
              </span>
            </span>
          ))}
        </button>
        <When date={notification.created_at} />
        {outcome ? (
          <p role="status" className="relative z-10 mt-2 text-sm font-medium">
            {outcome}
          </p>
        ) : buttons.length > 0 && (
          <div className="relative z-10 mt-2 flex flex-wrap gap-2">
            {buttons.map((button, index) => (
              <button key={button.action + index} type="button" className={buttonClasses(index === 0 ? 'primary' : 'outline', 'xs')} onClick={() => onButton(notification, button)}>
                {trans(button.label)}
              </button>
            ))}
          </div>
        )}
      </div>
      {unread && (
        <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary">
          <span className="sr-only">{trans('Unread')}</span>
        </span>
      )}
    </li>
  )
}
