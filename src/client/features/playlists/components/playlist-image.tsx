import { cn } from '../../../lib/cn'
import { imageUrl } from '../../../../shared/lib/image-url'
import { Icon } from '../../../ui'

/**
 * Playlist cover, or the playlist glyph when it has none yet (image reads null for placeholders). `eager`: the
 * playlist page's own cover, its largest paint, is asked for first instead of lazily.
 */
export function PlaylistImage({ playlist, className, eager = false }: { playlist: { image: string | null; name: string }; className?: string; eager?: boolean }) {
  if (playlist.image) {
    return <img src={imageUrl(playlist.image)} alt="" className={cn('rounded-md object-cover', className)} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} />
  }
  return (
    <div className={cn('grid place-items-center rounded-md bg-chip text-muted', className)} aria-hidden="true">
      <Icon name="playlist" className="size-1/3" />
    </div>
  )
}
