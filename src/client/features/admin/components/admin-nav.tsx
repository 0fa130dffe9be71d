import { useSnapshot } from 'valtio'
import { can, sessionState, trans } from '../../../stores/session'
import { Icon } from '../../../ui'
import { AdminLink } from '../../admin-kit'
import { ADMIN_NAV, ADMIN_NAV_GROUPS } from '../nav'

const LINK =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted transition hover:bg-chip-hover hover:text-fg focus-visible:outline-2 focus-visible:outline-focus'
const ACTIVE = 'bg-chip text-fg'

/** The admin sections the signed-in user may use, grouped as nav.ts says. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  // Re-render when the session (and so the permissions) changes.
  useSnapshot(sessionState)
  const items = ADMIN_NAV.filter((item) => can(item.permission))
  return (
    <nav aria-label={trans('Admin')} className="flex flex-col gap-4 p-3">
      {ADMIN_NAV_GROUPS.map((group) => {
        const inGroup = items.filter((item) => item.group === group)
        if (inGroup.length === 0) return null
        return (
          <div key={group}>
            <h2 className="px-3 pb-1 text-xs font-bold tracking-wider text-muted uppercase">{trans(group)}</h2>
            <ul>
              {inGroup.map((item) => (
                <li key={item.to}>
                  <AdminLink to={item.to} exact={item.to === ''} className={LINK} activeClassName={`${LINK} ${ACTIVE}`} onClick={onNavigate}>
                    <Icon name={item.icon} className="size-5 shrink-0" />
                    {trans(item.label)}
                  </AdminLink>
                </li>
              ))}
            </ul>
          </div>
        )
      })}
    </nav>
  )
}
