import { trans } from '../../../stores/session'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Track } from '../../../../shared/contracts/catalogue'
import type { RadioType } from '../../../../shared/contracts/radio'
import { imageUrl } from '../../../../shared/lib/image-url'
import { PlayButton, TrackTable, type LikeControl } from '../../catalogue'
import { EmptyState } from '../../../ui'
import { radioQuery, radioQueueId } from '../api'

const TYPE_LABEL: Record<RadioType, string> = { artist: 'Artist radio', track: 'Track radio', genre: 'Genre radio' }

function seedImage(seed: Record<string, unknown>): string | undefined {
  const value = seed.image_small ?? seed.image
  return typeof value === 'string' ? imageUrl(value) : undefined
}

/** Header with the seed, then the recommendations as one playable queue. */
export function RadioPage({ type, id, likes, rowMenu }: { type: RadioType; id: string; likes?: LikeControl; rowMenu?: (t: Track, i: number) => ReactNode }) {
  const { data } = useSuspenseQuery(radioQuery(type, id))
  const seed = data.seed as Record<string, unknown> & { id: number; name: string; display_name?: string | null }
  const queueId = radioQueueId(type, seed.id)
  const image = seedImage(seed)
  return (
    <div className="p-4 md:p-8">
      <header className="mb-8 flex flex-col items-center gap-6 text-center md:flex-row md:items-end md:text-left">
        {image ? <img src={image} alt="" className="size-40 rounded-md object-cover shadow-lg md:size-52" /> : <div className="size-40 rounded-md bg-chip md:size-52" />}
        <div className="min-w-0">
          <p className="text-xs font-semibold text-muted uppercase">{TYPE_LABEL[type]}</p>
          <h1 className="my-2 text-3xl font-bold md:text-5xl">{seed.display_name ?? seed.name}</h1>
          <p className="text-sm text-muted">{trans(':count tracks', { count: data.recommendations.length })}</p>
          <div className="mt-5"><PlayButton variant="big" tracks={data.recommendations} queueId={queueId} /></div>
        </div>
      </header>
      {data.recommendations.length === 0 ? (
        <EmptyState title={trans('No recommendations yet')} message={trans('There is not enough music related to this yet.')} />
      ) : (
        <TrackTable tracks={data.recommendations} queueId={queueId} showAlbum showCover likes={likes} rowMenu={rowMenu} />
      )}
    </div>
  )
}
