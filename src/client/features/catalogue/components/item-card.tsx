import { Link } from '@tanstack/react-router'
import type { ChannelItem } from '../../../../shared/contracts/channels'
import { cn } from '../../../lib/cn'
import { itemHref, itemImage, itemTitle } from '../links'
import { MediaImage } from './media-image'

/** Subtitle of any channel item: album artist and year, track artists, etc. */
export function itemSubtitle(item: ChannelItem): string {
  switch (item.model_type) {
    case 'album':
      return [item.artists?.[0]?.name, item.release_date?.slice(0, 4)].filter(Boolean).join(' · ')
    case 'track':
      return item.artists?.map((a) => a.name).join(', ') ?? ''
    case 'playlist':
      return item.description ?? ''
    default:
      return ''
  }
}

/** Cards are 144 px wide in phone carousels and up to about 200 px elsewhere (channel-content.tsx). */
const CARD_SIZES = '(max-width: 767px) 144px, 200px'

/** One card for every model type; artists and users get round images. */
export function ItemCard({ item, className, eager }: { item: ChannelItem; className?: string; eager?: boolean }) {
  const round = item.model_type === 'artist' || item.model_type === 'user'
  const subtitle = itemSubtitle(item)
  return (
    <Link to={itemHref(item)} className={cn('group block min-w-0', round && 'text-center', className)}>
      {item.model_type === 'genre' && !item.image ? (
        <span className="grid aspect-square w-full place-items-center rounded-md bg-gradient-to-br from-primary/70 to-primary/20 p-3 text-lg font-bold text-on-primary">
          {itemTitle(item)}
        </span>
      ) : (
        <MediaImage src={itemImage(item)} round={round} className="aspect-square w-full shadow transition group-hover:brightness-90" size={200}
          sizes={CARD_SIZES} eager={eager} />
      )}
      <span className="mt-2 block truncate text-sm font-medium group-hover:underline">{itemTitle(item)}</span>
      {subtitle && <span className="block truncate text-xs text-muted">{subtitle}</span>}
    </Link>
  )
}

export function ItemListRow({ item }: { item: ChannelItem }) {
  const round = item.model_type === 'artist' || item.model_type === 'user'
  return (
    <Link to={itemHref(item)} className="flex items-center gap-4 rounded-md p-2 hover:bg-chip">
      <MediaImage src={itemImage(item)} round={round} className="size-16 shrink-0" size={64} />
      <span className="min-w-0">
        <span className="block truncate font-medium">{itemTitle(item)}</span>
        <span className="block truncate text-sm text-muted">{itemSubtitle(item)}</span>
      </span>
    </Link>
  )
}
