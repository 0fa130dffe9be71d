import { useSnapshot } from 'valtio'
import { isSubscribed, sessionState, trans } from '../../../stores/session'
import { readSetting, settingEnabled } from '../../../stores/settings'

export type AdSlotName = 'general_top' | 'general_bottom' | 'artist_top' | 'artist_bottom' | 'album_above'

const WIDTH: Record<AdSlotName, string> = {
  general_top: 'max-w-[1200px]',
  general_bottom: 'max-w-[1200px]',
  artist_top: 'max-w-[1000px]',
  artist_bottom: 'max-w-[430px]',
  album_above: 'max-w-[1200px]',
}

/**
 * An ad slot (platform-core §1): the admin's snippet runs in a sandboxed frame served from /ads/<slot>,
 * so it never touches our page. Shown only when a snippet is set, ads are on, and the user is not
 * subscribed (music-catalog §2.15).
 */
export function AdSlot({ slot }: { slot: AdSlotName }) {
  const session = useSnapshot(sessionState)
  const snippet = readSetting<string | null>(`ads.${slot}`, null, session.settings as Record<string, unknown>)
  if (!snippet || settingEnabled('ads.disable', session.settings as Record<string, unknown>) || isSubscribed(sessionState)) return null
  return (
    <div className="my-4 flex justify-center">
      <iframe
        title={trans('Advertisement')}
        src={`/ads/${slot}`}
        sandbox="allow-scripts"
        loading="lazy"
        className={`h-[90px] max-h-[600px] min-h-[90px] w-full border-0 max-md:max-w-[370px] ${WIDTH[slot]}`}
      />
    </div>
  )
}
