import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { useSnapshot } from 'valtio'
import { ownsMedia } from '../../../../shared/lib/artist-path'
import { backstageLink } from '../../../lib/links'
import { can, sessionState, trans } from '../../../stores/session'
import { Button, buttonClasses } from '../../../ui/button'

// The confirmation and its mutation are the backstage's; they load only when an owner presses Delete, so
// the public pages carry none of the backstage code.
const DeleteMediaDialog = lazy(() => import('../../backstage').then((m) => ({ default: m.DeleteMediaDialog })))

type Kind = 'tracks' | 'albums' | 'artists'

export interface OwnedMedia {
  id: number
  owner_id?: number | null
  artists?: readonly { id: number }[] | null
}

const EDIT_PERMISSION: Record<Kind, string> = { tracks: 'tracks.update', albums: 'albums.update', artists: 'artists.update' }

/**
 * Edit, Insights and Delete on a track, album or artist page for whoever the server lets change it (issue 28:
 * owners reached their tools only by typing backstage addresses). Delete asks first, then goes to `after`.
 */
export function OwnerTools({ kind, media, after }: { kind: Kind; media: OwnedMedia; after: string }) {
  const session = useSnapshot(sessionState)
  const [deleting, setDeleting] = useState(false)
  const artistIds = kind === 'artists' ? [media.id] : (media.artists ?? []).map((a) => a.id)
  const editor = can('music.update', session) || can(EDIT_PERMISSION[kind], session)
  if (!editor && !ownsMedia(session.user, { ownerId: media.owner_id, artistIds })) return null
  return (
    <>
      <Link {...backstageLink(`${kind}/${media.id}/edit`)} className={buttonClasses('outline')}>
        {trans('Edit')}
      </Link>
      <Link {...backstageLink(`${kind}/${media.id}/insights`)} className={buttonClasses('outline')}>
        {trans('Insights')}
      </Link>
      <Button type="button" variant="outline" onClick={() => setDeleting(true)}>
        {trans('Delete')}
      </Button>
      {deleting && (
        <Suspense fallback={null}>
          <DeleteMediaDialog type={kind} id={media.id} after={after} onClose={() => setDeleting(false)} />
        </Suspense>
      )}
    </>
  )
}
