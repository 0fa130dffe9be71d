import { Link } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { linkPath, radioLink } from '../../../lib/links'
import { sessionState, trans } from '../../../stores/session'
import { settingEnabled } from '../../../stores/settings'
import type { RadioType } from '../../../../shared/contracts/radio'

export const radioHref = (type: RadioType, seed: { id: number | string; name: string }) => linkPath(radioLink(type, seed))

/** "Go to radio" on artist and track pages; hidden when `player.hide_radio_button` is on. */
export function RadioLink({ type, seed }: { type: RadioType; seed: { id: number | string; name: string } }) {
  const snap = useSnapshot(sessionState)
  if (settingEnabled('player.hide_radio_button', snap.settings as Record<string, unknown>)) return null
  return (
    <Link {...radioLink(type, seed)} className="inline-flex h-10 items-center rounded-full border border-border px-5 text-sm font-semibold hover:bg-chip">
      {trans('Go to radio')}
    </Link>
  )
}
