import { useState, type MouseEvent } from 'react'
import { useSnapshot } from 'valtio'
import { IconButton } from '../../ui/icon-button'
import { cn } from '../../lib/cn'
import { jumpTo, playerState, removeFromQueue } from '../store'
import { moveInQueue } from '../queue-edits'
import { formatMs } from '../../../shared/lib/format-duration'
import { PlayerIcon } from './icons'
import { trans } from '../../stores/session'
import { TrackActions, type TrackActionsSlot } from './track-actions'

/**
 * The queue sidebar: jump, remove, reorder by drag or with the move buttons (keyboard). Each row has the
 * track menu (the `trackActions` slot with placement "queue"), opened by its button or a right-click.
 */
export function QueuePanel({ trackActions }: { trackActions?: TrackActionsSlot }) {
  const snap = useSnapshot(playerState)
  const [dragFrom, setDragFrom] = useState<number | null>(null)
  const queue = snap.shuffledQueue
  return (
    <aside
      aria-label={trans('Queue')}
      className="fixed top-0 right-0 bottom-(--player-height) z-40 flex w-full max-w-sm flex-col border-l border-border bg-bg shadow-xl"
    >
      <header className="flex items-center justify-between px-4 py-3">
        <h2 className="text-lg font-semibold">{trans('Queue')}</h2>
        <IconButton aria-label={trans('Close queue')} onClick={() => (playerState.queueOpen = false)}>
          <PlayerIcon name="close" className="size-5" />
        </IconButton>
      </header>
      {queue.length === 0 && <p className="px-4 text-sm text-muted">{trans('The queue is empty.')}</p>}
      <ol className="flex-1 overflow-y-auto px-2">
        {queue.map((item, i) => (
          <li
            key={item.key}
            draggable
            onDragStart={() => setDragFrom(i)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={() => {
              if (dragFrom !== null && dragFrom !== i) moveInQueue(dragFrom, i)
              setDragFrom(null)
            }}
            onContextMenu={openRowMenu}
            className={cn('group flex items-center gap-2 rounded px-2 py-1.5 hover:bg-chip', i === snap.index && 'bg-chip')}
          >
            <PlayerIcon name="drag" className="size-4 shrink-0 cursor-grab text-muted" />
            <button
              type="button"
              className="min-w-0 flex-1 text-left"
              onClick={() => jumpTo(i)}
              aria-current={i === snap.index ? 'true' : undefined}
            >
              <span className={cn('block truncate text-sm', i === snap.index && 'font-semibold text-primary')}>
                {item.meta.name}
              </span>
              <span className="block truncate text-xs text-muted">
                {item.meta.artists?.map((a) => a.name).join(', ')} · {formatMs(item.meta.duration)}
              </span>
            </button>
            <IconButton size="sm" aria-label={trans('Move :name up', { name: item.meta.name })} disabled={i === 0} onClick={() => moveInQueue(i, i - 1)}>
              <PlayerIcon name="up" className="size-4" />
            </IconButton>
            <IconButton
              size="sm"
              aria-label={trans('Move :name down', { name: item.meta.name })}
              disabled={i === queue.length - 1}
              onClick={() => moveInQueue(i, i + 1)}
            >
              <PlayerIcon name="down" className="size-4" />
            </IconButton>
            <IconButton size="sm" aria-label={trans('Remove :name from queue', { name: item.meta.name })} onClick={() => removeFromQueue(item.key)}>
              <PlayerIcon name="close" className="size-4" />
            </IconButton>
            <TrackActions slot={trackActions} track={item.meta} placement="queue" />
          </li>
        ))}
      </ol>
    </aside>
  )
}

/** A right-click on a row opens the row's track menu, as in the track tables. */
function openRowMenu(event: MouseEvent<HTMLLIElement>) {
  const button = event.currentTarget.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')
  if (!button) return
  event.preventDefault()
  button.click()
}
