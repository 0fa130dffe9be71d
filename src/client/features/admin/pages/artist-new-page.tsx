import { useNavigate } from '@tanstack/react-router'
import { useTrans } from '../../../stores/i18n'
import { ArtistForm } from '../../backstage'
import { adminLink, AdminPageHeader } from '../../admin-kit'

/** /admin/artists/new: `POST artists` with the backstage artist form (details, image, biography, images, links). */
export function ArtistNewPage() {
  const t = useTrans()
  const navigate = useNavigate()
  return (
    <>
      <AdminPageHeader title={t('New artist')} />
      <ArtistForm onCreated={() => void navigate(adminLink('artists'))} />
    </>
  )
}
