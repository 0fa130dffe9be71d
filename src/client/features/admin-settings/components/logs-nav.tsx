import { trans } from '../../../stores/session'
import { AdminLink } from '../../admin-kit/index'

const LOGS = [
  { to: 'logs/schedule', label: 'Schedule' },
  { to: 'logs/error', label: 'Error' },
  { to: 'logs/outgoing-email', label: 'Outgoing email' },
  { to: 'logs/failed-jobs', label: 'Failed jobs' },
]

/** Tabs between the three logs of music-product §2 and the failed background jobs. */
export function LogsNav() {
  return (
    <nav aria-label={trans('Logs')} className="mb-4 flex gap-1 overflow-x-auto border-b border-border">
      {LOGS.map((log) => (
        <AdminLink
          key={log.to}
          to={log.to}
          exact
          className="shrink-0 border-b-2 border-transparent px-3 py-2 text-sm text-muted hover:text-fg"
          activeClassName="border-primary! font-semibold text-fg!"
        >
          {trans(log.label)}
        </AdminLink>
      ))}
    </nav>
  )
}
