import { useNavigate } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { primaryArtistOf } from '../../../../shared/lib/artist-path'
import { backstageLink } from '../../../lib/links'
import { can, sessionState, trans } from '../../../stores/session'
import { Icon } from '../../../ui/icons'
import { MenuDivider, MenuItem, MenuSection } from '../../../ui/menu'

/**
 * The account menu's "Backstage" (issue 28): once a user may upload (an approved artist), their uploads,
 * requests and their artist's insights are one click away instead of typed addresses.
 */
export function BackstageMenuSection() {
  const session = useSnapshot(sessionState)
  const navigate = useNavigate()
  if (!session.user || !can('music.create', session)) return null
  const artist = primaryArtistOf(session.user)
  return (
    <>
      <MenuDivider />
      <MenuSection label={trans('Backstage')}>
        <MenuItem icon={<Icon name="upload" className="size-5" />} onClick={() => void navigate(backstageLink('upload'))}>
          {trans('Upload')}
        </MenuItem>
        {can('backstageRequests.create', session) && (
          <MenuItem icon={<Icon name="mic" className="size-5" />} onClick={() => void navigate(backstageLink('requests'))}>
            {trans('Requests')}
          </MenuItem>
        )}
        {artist && (
          <MenuItem icon={<Icon name="trending" className="size-5" />} onClick={() => void navigate(backstageLink(`artists/${artist.id}/insights`))}>
            {trans('Insights')}
          </MenuItem>
        )}
      </MenuSection>
      <MenuDivider />
    </>
  )
}
