import { trans } from '../../../stores/session'
import { useState } from 'react'
import type { Channel } from '../../../../shared/contracts/channels'
import { writeCookie } from '../../../lib/cookies'
import { cn } from '../../../lib/cn'
import { PageLink } from './page-link'
import { PlayButton } from './play-button'
import { ChannelContent, channelQueueId } from './channel-content'
import type { Track } from '../../../../shared/contracts/catalogue'

type PublicLayout = 'grid' | 'trackTable' | 'list'
const LAYOUT_LABELS: Record<PublicLayout, string> = { grid: 'Grid', trackTable: 'Table', list: 'List' }

/** `{{channel.restriction.display_name}}` and `{{site_name}}` placeholders (§2.9). */
export function channelTitle(channel: Channel, siteName = 'Encore'): string {
  const restriction = channel.restriction?.display_name ?? channel.restriction?.name ?? ''
  return channel.name.replaceAll('{{channel.restriction.display_name}}', restriction).replaceAll('{{site_name}}', siteName)
}

/** A channel page: title, layout switch (grid/table/list for public pages), content and paging. */
export function ChannelPage({ channel, page, pagePath }: { channel: Channel; page: number; pagePath: string }) {
  const model = channel.config.contentModel ?? 'album'
  const initial = channel.config.selectedLayout ?? channel.config.layout ?? 'grid'
  const [layout, setLayout] = useState(initial)
  const switchable: PublicLayout[] = model === 'track' ? ['grid', 'trackTable', 'list'] : model === 'channel' ? [] : ['grid', 'list']
  const choose = (value: PublicLayout) => {
    setLayout(value)
    writeCookie(`channel-layout-${model}`, value)
  }
  const content = channel.content
  const tracks = (content?.data ?? []).filter((i): i is Track => i.model_type === 'track')
  return (
    <div className="p-4 md:p-8">
      <div className="mb-6 flex flex-wrap items-center gap-4">
        {/* Every page keeps one <h1>; a channel that hides its title (often the home page) keeps it for screen readers. */}
        <h1 className={channel.config.hideTitle ? 'sr-only' : 'text-2xl font-bold md:text-3xl'}>{channelTitle(channel)}</h1>
        {tracks.length > 0 && !channel.config.disablePlayback && (
          <PlayButton variant="big" tracks={tracks} queueId={channelQueueId(channel)} />
        )}
        {switchable.length > 1 && (
          <div role="group" aria-label={trans('Layout')} className="ml-auto flex gap-1">
            {switchable.map((value) => (
              <button key={value} type="button" aria-pressed={layout === value} onClick={() => choose(value)}
                className={cn('rounded-full px-3 py-1 text-sm', layout === value ? 'bg-chip font-semibold' : 'text-muted hover:bg-chip')}>
                {LAYOUT_LABELS[value]}
              </button>
            ))}
          </div>
        )}
      </div>
      {channel.description && !channel.config.hideTitle && <p className="mb-6 max-w-3xl text-muted">{channel.description}</p>}
      <ChannelContent channel={channel} layout={layout === 'carousel' ? 'grid' : layout} />
      {!channel.config.disablePagination && content && (content.prev_page || content.next_page) && (
        <nav aria-label={trans('Pagination')} className="mt-8 flex justify-center gap-3">
          {content.prev_page && <PageLink path={pagePath} page={page - 1} label={trans('Previous')} />}
          {content.next_page && <PageLink path={pagePath} page={page + 1} label={trans('Next')} />}
        </nav>
      )}
    </div>
  )
}
