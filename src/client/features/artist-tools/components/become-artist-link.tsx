import { Link } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { BECOME_ARTIST_SETTING, offersBecomeArtist, primaryArtistOf } from '../../../../shared/lib/artist-path'
import { backstageLink } from '../../../lib/links'
import { can, sessionState, trans } from '../../../stores/session'
import { readSetting } from '../../../stores/settings'
import { buttonClasses } from '../../../ui/button'

/**
 * The way in (issue 28) where a listener looks for it: their profile and the upload page. Shown only to a
 * signed-in user who may send requests and is not an artist yet, while the admin leaves the button on.
 */
export function BecomeArtistLink({ variant = 'outline' }: { variant?: 'primary' | 'outline' }) {
  const session = useSnapshot(sessionState)
  const shown = offersBecomeArtist({
    signedIn: session.user !== null,
    canRequest: can('backstageRequests.create', session),
    isArtist: primaryArtistOf(session.user) !== null,
    setting: readSetting(BECOME_ARTIST_SETTING, true, session.settings as Record<string, unknown>),
  })
  if (!shown) return null
  return (
    <Link {...backstageLink('requests/become-artist')} className={buttonClasses(variant)}>
      {trans('Become an artist')}
    </Link>
  )
}
