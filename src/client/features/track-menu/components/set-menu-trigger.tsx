import { lazy } from 'react'
import { trans } from '../../../stores/session'
import { MenuStandIn } from './menu-stand-in'
import type { SetMenuProps } from './set-menu'

const SetMenu = lazy(() => import('./set-menu').then((m) => ({ default: m.SetMenu })))

/** The "More options" button of an album, artist or playlist page; the menu loads on first use. */
export function SetMenuTrigger(props: SetMenuProps) {
  return <MenuStandIn label={trans('More options for :name', { name: props.set.name })} menu={<SetMenu {...props} />} />
}
