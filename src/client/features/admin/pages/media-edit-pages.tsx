import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTrans } from '../../../stores/i18n'
import { buttonClasses } from '../../../ui'
import { adminKeys, adminLink, AdminPageHeader, type AdminPageProps } from '../../admin-kit'
import { AlbumForm, albumToFormValues, ArtistForm, editAlbumQuery, editArtistQuery, editTrackQuery, TrackForm, trackToFormValues } from '../../backstage'
import { AdminCancelLink } from '../components/form-footer'

type Translate = ReturnType<typeof useTrans>

interface EditPageSpec<Item extends { name: string }> {
  /** The admin list the page returns to. */
  area: 'tracks' | 'albums' | 'artists'
  /** The route parameter that holds the id. */
  param: string
  /** The item, loaded with the backstage edit page's query (suspends until it is there). */
  useItem: (id: number) => Item
  labels: (t: Translate) => { title: string; back: string }
  /** The backstage form; `done` after a save, `cancel` for its footer. */
  form: (id: number, item: Item, done: () => void, cancel: ReactNode) => ReactNode
}

/**
 * Editing a track, album or artist from the admin stays in the admin (issue 25): the backstage forms in
 * the admin frame, and Back, Cancel and a save all return to the admin list the edit was opened from.
 */
function adminEditPage<Item extends { name: string }>({ area, param, useItem, labels, form }: EditPageSpec<Item>) {
  return function AdminMediaEditPage({ params }: AdminPageProps) {
    const t = useTrans()
    const navigate = useNavigate()
    const queryClient = useQueryClient()
    const id = idParam(params[param])
    const item = useItem(id)
    const { title, back } = labels(t)
    const done = () => {
      // The admin lists keep pages for a few seconds; the saved row must show its new values.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all })
      void navigate(adminLink(area))
    }
    const backLink = (
      <Link {...adminLink(area)} className={buttonClasses('outline', 'sm')}>
        {back}
      </Link>
    )
    return (
      <>
        <AdminPageHeader title={title} description={item.name} actions={backLink} />
        {form(id, item, done, <AdminCancelLink to={area} />)}
      </>
    )
  }
}

const idParam = (value: string | undefined) => {
  const id = Number(value)
  if (!Number.isInteger(id) || id < 1) throw new Error('This address does not name a valid id.')
  return id
}

/** /admin/tracks/:trackId/edit (`PUT tracks/{id}`). */
export const AdminTrackEditPage = adminEditPage({
  area: 'tracks',
  param: 'trackId',
  useItem: (id) => useSuspenseQuery(editTrackQuery(id)).data.track,
  labels: (t) => ({ title: t('Edit track'), back: t('Back to tracks') }),
  form: (id, track, done, cancel) => <TrackForm trackId={id} initialValues={trackToFormValues(track)} onSaved={done} cancel={cancel} />,
})

/** /admin/albums/:albumId/edit (`PUT albums/{id}`). */
export const AdminAlbumEditPage = adminEditPage({
  area: 'albums',
  param: 'albumId',
  useItem: (id) => useSuspenseQuery(editAlbumQuery(id)).data.album,
  labels: (t) => ({ title: t('Edit album'), back: t('Back to albums') }),
  form: (id, album, done, cancel) => <AlbumForm albumId={id} initialValues={albumToFormValues(album)} onSaved={done} cancel={cancel} />,
})

/** /admin/artists/:artistId/edit (`PUT artists/{id}`). */
export const AdminArtistEditPage = adminEditPage({
  area: 'artists',
  param: 'artistId',
  useItem: (id) => useSuspenseQuery(editArtistQuery(id)).data.artist,
  labels: (t) => ({ title: t('Edit artist'), back: t('Back to artists') }),
  form: (_id, artist, done, cancel) => <ArtistForm artist={artist} onUpdated={done} cancel={cancel} />,
})
