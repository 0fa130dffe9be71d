import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import type { Track } from '../../../../shared/contracts/catalogue'
import { jumpTo, playerState, seek, setQueue, startPlayer, toQueueItems, togglePlay } from '../../../player'
import { formatSeconds } from '../../../../shared/lib/format-duration'
import { cn } from '../../../lib/cn'
import { MediaImage } from './media-image'
import { trans } from '../../../stores/session'

/**
 * Full-bleed embed (§4.12): no app chrome, fixed height (track 174, album 384). The queue is cued but
 * not started; a track embed holds that one track with repeat off.
 */
export function EmbedPlayer({ title, subtitle, image, tracks, queueId, height, href }: {
  title: string
  subtitle: string
  image: string | null | undefined
  tracks: readonly Track[]
  queueId: string
  height: number
  href: string
}) {
  useEffect(() => {
    startPlayer()
    setQueue(toQueueItems(tracks, queueId), 0)
    if (tracks.length === 1) playerState.repeat = 'off'
  }, [tracks, queueId])
  const snap = useSnapshot(playerState)
  const progress = snap.duration > 0 ? (snap.position / snap.duration) * 100 : 0
  return (
    <div className="fixed inset-0 z-[100] flex flex-col overflow-hidden bg-bg text-fg" style={{ height }}>
      <div className="flex gap-4 p-3">
        <MediaImage src={image} className="size-[120px] shrink-0" size={120} />
        <div className="flex min-w-0 flex-1 flex-col">
          <a href={href} target="_blank" rel="noopener" className="truncate text-lg font-semibold hover:underline">{title}</a>
          <p className="truncate text-sm text-muted">{subtitle}</p>
          <div className="mt-auto flex items-center gap-3">
            <button type="button" aria-label={snap.playing ? trans('Pause') : trans('Play')} onClick={togglePlay}
              className="grid size-12 place-items-center rounded-full bg-primary text-on-primary">
              <svg viewBox="0 0 24 24" className="size-6" fill="currentColor" aria-hidden="true">
                <path d={snap.playing ? 'M6 19h4V5H6v14zm8-14v14h4V5h-4z' : 'M8 5v14l11-7z'} />
              </svg>
            </button>
            <div className="h-1.5 flex-1 cursor-pointer rounded bg-chip" role="presentation"
              onClick={(e) => snap.duration > 0 && seek(((e.clientX - e.currentTarget.getBoundingClientRect().left) / e.currentTarget.clientWidth) * snap.duration)}>
              <div className="h-full rounded bg-primary" style={{ width: `${progress}%` }} />
            </div>
            <span className="text-xs text-muted tabular-nums">{formatSeconds(snap.position)}</span>
          </div>
        </div>
      </div>
      {tracks.length > 1 && (
        <ol className="flex-1 overflow-y-auto border-t border-border">
          {snap.shuffledQueue.map((item, i) => (
            <li key={item.key}>
              <button type="button" onClick={() => jumpTo(i)} aria-label={trans('Play :name', { name: item.meta.name })}
                className={cn('flex w-full items-center gap-3 px-4 py-1.5 text-left text-sm hover:bg-chip', i === snap.index && 'text-primary')}>
                <span className="w-5 text-muted">{i + 1}</span>
                <span className="truncate">{item.meta.name}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
