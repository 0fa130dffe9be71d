import { trans } from '../../../stores/session'
import { Icon } from '../../../ui/icons'

/** platform-core §2: the empty state of the popover and the page. */
export function NotificationsEmpty() {
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
      <Icon name="bell" className="size-10 text-muted" />
      <p className="font-semibold">{trans('Hang tight!')}</p>
      <p className="text-sm text-muted">{trans('Notifications will start showing up here soon.')}</p>
    </div>
  )
}
