import { trans } from '../../../stores/session'
import { Link } from '@tanstack/react-router'
import type { Channel, ChannelItem, ChannelLayoutSchema } from '../../../../shared/contracts/channels'
import type { Track } from '../../../../shared/contracts/catalogue'
import type { z } from 'zod'
import { channelHref } from '../links'
import { EmptyState, HydrateInView, HydrateInViewGroups } from '../../../ui'
import { ItemCard, ItemListRow } from './item-card'
import { TrackTable } from './track-table'

type Layout = z.infer<typeof ChannelLayoutSchema>

const isTrack = (i: ChannelItem): i is Track => i.model_type === 'track'

/** Queue id for a channel's tracks (music-catalog §3.3): pages continue through POST player/tracks. */
export const channelQueueId = (channel: Pick<Channel, 'slug'>) => `channel.${channel.slug}.*`

/**
 * The content of a channel in its layout (grid, trackTable, list, carousel). A channel of channels
 * renders each nested channel as a titled row in `nestedLayout` (carousel by default).
 */
/** Cards of the first row whose covers load eagerly: the largest paint of a channel page is one of them. */
const EAGER_CARDS = 6

export function ChannelContent({ channel, layout, nested = false, top = !nested }: { channel: Channel; layout?: Layout; nested?: boolean; top?: boolean }) {
  const eager = (index: number) => top && index < EAGER_CARDS
  const all = channel.content?.data ?? []
  // A row of a channel of channels shows only when it has something in it: a fresh site's home page is one
  // empty state, not four headings over nothing.
  const items = channel.config.contentModel === 'channel' ? all.filter((item) => item.model_type === 'channel' && (item.content?.data.length ?? 0) > 0) : all
  const chosen: Layout = layout ?? channel.config.selectedLayout ?? channel.config.layout ?? 'grid'
  if (items.length === 0) {
    return nested ? null : <EmptyState title={trans('Nothing to show yet')} message={trans('This channel has no content.')} />
  }
  if (channel.config.contentModel === 'channel') {
    return (
      <div className="space-y-10">
        {items.map((item, index) =>
          item.model_type === 'channel' ? (
            // Each row hydrates as it nears the viewport (ui/hydrate-in-view): a home page's rows below the fold
            // cost the first screen nothing.
            <HydrateInView key={item.id}>
              <section aria-labelledby={`channel-${item.id}`}>
                <h2 id={`channel-${item.id}`} className="mb-4 text-xl font-semibold">
                  <Link to={channelHref(item)} className="hover:underline">{item.name}</Link>
                </h2>
                <ChannelContent channel={item} layout={item.config.nestedLayout ?? item.config.layout ?? 'carousel'} nested top={top && index === 0} />
              </section>
            </HydrateInView>
          ) : null,
        )}
      </div>
    )
  }
  const tracks = items.filter(isTrack)
  if (chosen === 'trackTable' && tracks.length > 0) {
    return <TrackTable tracks={tracks} queueId={channelQueueId(channel)} showAlbum showCover />
  }
  if (chosen === 'list') {
    return (
      <div className="grid gap-1 md:grid-cols-2">
        {items.map((item) => <ItemListRow key={`${item.model_type}-${item.id}`} item={item} />)}
      </div>
    )
  }
  if (chosen === 'carousel') {
    return (
      <div className="-mx-1 flex snap-x gap-5 overflow-x-auto px-1 pb-2">
        {items.map((item, index) => (
          <ItemCard key={`${item.model_type}-${item.id}`} item={item} className="w-36 shrink-0 snap-start md:w-44" eager={eager(index)} />
        ))}
      </div>
    )
  }
  // The grid's cards hydrate a screenful at a time as they near the viewport.
  return (
    <div className="grid grid-cols-[repeat(auto-fill,minmax(140px,1fr))] gap-5 md:grid-cols-[repeat(auto-fill,minmax(170px,1fr))]">
      <HydrateInViewGroups items={items} render={(item, index) => <ItemCard key={`${item.model_type}-${item.id}`} item={item} eager={eager(index)} />} />
    </div>
  )
}
