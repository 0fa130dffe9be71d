import type { DragEvent, KeyboardEvent, MouseEvent } from 'react'
import { IconButton } from '../../ui/icon-button'
import { cn } from '../../lib/cn'
import { jumpTo, removeFromQueue } from '../store'
import { formatMs } from '../../../shared/lib/format-duration'
import { PlayerIcon } from './icons'
import { trans } from '../../stores/session'
import { TrackActions, type SelectableRowProps, type TrackActionsSlot } from './track-actions'
import type { QueueItem } from '../types'

export interface QueueRowProps {
  item: QueueItem
  /** Position in the visible (shuffled) queue. */
  at: number
  current: boolean
  /** Only rows after the cued one move: the cued row stays where it plays, earlier rows are history. */
  movable: boolean
  canMoveUp: boolean
  canMoveDown: boolean
  onMove: (from: number, to: number) => void
  trackActions?: TrackActionsSlot
  /** Multi-select (issue 24): the row is selected, and the selection's handlers for it. */
  selected?: boolean
  selectProps?: SelectableRowProps
  drag: { onDragStart: () => void; onDrop: () => void }
}

/** One queue entry: jump to it, move it (drag, buttons, Alt+↑/↓), remove it, or open its track menu. */
export function QueueRow({ item, at, current, movable, canMoveUp, canMoveDown, onMove, trackActions, selected = false, selectProps, drag }: QueueRowProps) {
  // A list item may not carry aria-selected: the row says "Selected" in words instead.
  const { 'aria-selected': _ariaSelected, ...select } = selectProps ?? ({} as Partial<SelectableRowProps>)
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    select.onKeyDown?.(event)
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return
    const up = event.key === 'ArrowUp'
    if (up ? !canMoveUp : !canMoveDown) return
    event.preventDefault()
    onMove(at, up ? at - 1 : at + 1)
  }
  return (
    <li
      {...select}
      data-queue-key={item.key}
      draggable={movable}
      onDragStart={drag.onDragStart}
      onDragOver={(e: DragEvent) => e.preventDefault()}
      onDrop={drag.onDrop}
      onKeyDown={onKeyDown}
      onContextMenu={openRowMenu}
      className={cn(
        'group flex items-center gap-2 rounded px-2 py-1.5 hover:bg-chip focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
        current && 'bg-chip',
        selected && 'bg-chip-hover ring-1 ring-border',
      )}
    >
      {selected && <span className="sr-only">{trans('Selected')}</span>}
      {movable && <PlayerIcon name="drag" className="size-4 shrink-0 cursor-grab text-muted" />}
      <button
        type="button"
        data-queue-jump
        data-select-through
        className="min-w-0 flex-1 text-left"
        onClick={() => jumpTo(at)}
        aria-current={current ? 'true' : undefined}
        aria-keyshortcuts={movable ? 'Alt+ArrowUp Alt+ArrowDown' : undefined}
      >
        <span className={cn('block truncate text-sm', current && 'font-semibold text-primary')}>{item.meta.name}</span>
        <span className="block truncate text-xs text-muted">
          {item.meta.artists?.map((a) => a.name).join(', ')} · {formatMs(item.meta.duration)}
        </span>
      </button>
      {movable && (
        <>
          <IconButton size="sm" aria-label={trans('Move :name up', { name: item.meta.name })} disabled={!canMoveUp} onClick={() => onMove(at, at - 1)}>
            <PlayerIcon name="up" className="size-4" />
          </IconButton>
          <IconButton size="sm" aria-label={trans('Move :name down', { name: item.meta.name })} disabled={!canMoveDown} onClick={() => onMove(at, at + 1)}>
            <PlayerIcon name="down" className="size-4" />
          </IconButton>
        </>
      )}
      <IconButton size="sm" aria-label={trans('Remove :name from queue', { name: item.meta.name })} onClick={() => removeFromQueue(item.key)}>
        <PlayerIcon name="close" className="size-4" />
      </IconButton>
      <TrackActions slot={trackActions} track={item.meta} placement="queue" />
    </li>
  )
}

/** A right-click on a row opens the row's track menu, as in the track tables. */
function openRowMenu(event: MouseEvent<HTMLLIElement>) {
  const button = event.currentTarget.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')
  if (!button) return
  event.preventDefault()
  button.click()
}
