import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useTrans } from '../../../stores/i18n'
import { buttonClasses } from '../../../ui'
import { adminKeys, adminLink, AdminPageHeader, type AdminPageProps } from '../../admin-kit'
import { AlbumForm, albumToFormValues, ArtistForm, editAlbumQuery, editArtistQuery, editTrackQuery, TrackForm, trackToFormValues } from '../../backstage'

type Area = 'tracks' | 'albums' | 'artists'

/**
 * Editing a track, album or artist from the admin stays in the admin (issue 25): the backstage forms in
 * the admin frame, and Back, Cancel and a save all return to the admin list the edit was opened from.
 */
function useBackToList(area: Area) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return () => {
    // The admin lists keep pages for a few seconds; the saved row must show its new values.
    void queryClient.invalidateQueries({ queryKey: adminKeys.all })
    void navigate(adminLink(area))
  }
}

function CancelLink({ area }: { area: Area }) {
  const t = useTrans()
  return (
    <Link {...adminLink(area)} className={buttonClasses('ghost')}>
      {t('Cancel')}
    </Link>
  )
}

function BackLink({ area, label }: { area: Area; label: string }) {
  return (
    <Link {...adminLink(area)} className={buttonClasses('outline', 'sm')}>
      {label}
    </Link>
  )
}

const idParam = (value: string | undefined) => {
  const id = Number(value)
  if (!Number.isInteger(id) || id < 1) throw new Error('This address does not name a valid id.')
  return id
}

/** /admin/tracks/:trackId/edit (`PUT tracks/{id}`). */
export function AdminTrackEditPage({ params }: AdminPageProps) {
  const t = useTrans()
  const trackId = idParam(params.trackId)
  const { track } = useSuspenseQuery(editTrackQuery(trackId)).data
  const back = useBackToList('tracks')
  return (
    <>
      <AdminPageHeader title={t('Edit track')} description={track.name} actions={<BackLink area="tracks" label={t('Back to tracks')} />} />
      <TrackForm trackId={trackId} initialValues={trackToFormValues(track)} onSaved={back} cancel={<CancelLink area="tracks" />} />
    </>
  )
}

/** /admin/albums/:albumId/edit (`PUT albums/{id}`). */
export function AdminAlbumEditPage({ params }: AdminPageProps) {
  const t = useTrans()
  const albumId = idParam(params.albumId)
  const { album } = useSuspenseQuery(editAlbumQuery(albumId)).data
  const back = useBackToList('albums')
  return (
    <>
      <AdminPageHeader title={t('Edit album')} description={album.name} actions={<BackLink area="albums" label={t('Back to albums')} />} />
      <AlbumForm albumId={albumId} initialValues={albumToFormValues(album)} onSaved={back} cancel={<CancelLink area="albums" />} />
    </>
  )
}

/** /admin/artists/:artistId/edit (`PUT artists/{id}`). */
export function AdminArtistEditPage({ params }: AdminPageProps) {
  const t = useTrans()
  const artistId = idParam(params.artistId)
  const { artist } = useSuspenseQuery(editArtistQuery(artistId)).data
  const back = useBackToList('artists')
  return (
    <>
      <AdminPageHeader title={t('Edit artist')} description={artist.name} actions={<BackLink area="artists" label={t('Back to artists')} />} />
      <ArtistForm artist={artist} onUpdated={back} cancel={<CancelLink area="artists" />} />
    </>
  )
}
