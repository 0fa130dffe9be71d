import { formatRelativeTime, toValidDate } from '../../../../shared/lib/relative-time'
import { sessionState, trans } from '../../../stores/session'

/** "3 days ago" in a <time> element; invalid dates render nothing (platform-core §8). */
export function RelativeTime({ date, className }: { date: string | Date | null | undefined; className?: string }) {
  const valid = toValidDate(date)
  if (!valid) return null
  const text = formatRelativeTime(valid, { locale: sessionState.i18n.language, translate: (t) => trans(t) })
  return (
    <time dateTime={valid.toISOString()} title={valid.toLocaleString()} className={className}>
      {text}
    </time>
  )
}
