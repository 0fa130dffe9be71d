import { useSnapshot } from 'valtio'
import { Link } from '@tanstack/react-router'
import { playerState } from '../store'
import { trackImage } from '../queue-item'
import { slugify } from '../../../shared/lib/slug'
import { PlayerIcon } from './icons'

/** Cover, track name and artists of the cued item, linking to the track and artist pages. */
export function NowPlaying() {
  const snap = useSnapshot(playerState)
  const item = snap.shuffledQueue[snap.index]
  if (!item) return null
  const image = trackImage(item.meta)
  return (
    <div className="flex min-w-0 items-center gap-3">
      {image ? (
        <img src={image} alt="" className="size-12 shrink-0 rounded object-cover" width={48} height={48} />
      ) : (
        <span className="grid size-12 shrink-0 place-items-center rounded bg-chip">
          <PlayerIcon name="music" className="size-6 text-muted" />
        </span>
      )}
      <div className="min-w-0">
        <Link
          to={String(`/track/${item.id}/${slugify(item.meta.name)}`)}
          className="block truncate text-sm font-medium hover:underline"
        >
          {item.meta.name}
        </Link>
        <div className="truncate text-xs text-muted">
          {item.meta.artists?.map((a, i) => (
            <span key={a.id}>
              {i > 0 && ', '}
              <Link to={String(`/artist/${a.id}/${slugify(a.name)}`)} className="hover:underline">
                {a.name}
              </Link>
            </span>
          ))}
        </div>
      </div>
    </div>
  )
}
