import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { IconButton } from '../../ui/icon-button'
import { playerState, removeFromQueue } from '../store'
import { clearAddedQueue, moveInQueue } from '../queue-edits'
import { queueSections } from '../queue-sections'
import { PlayerIcon } from './icons'
import { trans } from '../../stores/session'
import type { RowSelectionHook, TrackActionsSlot } from './track-actions'
import { QueueRow } from './queue-row'
import type { QueueItem } from '../types'

/**
 * The queue panel (issue 24): Now playing, Next from you (Play next / Add to queue, with Clear), Next from
 * the source, and what came earlier. Rows jump, remove, reorder by drag, by the move buttons or Alt+↑/↓,
 * and carry the track menu (the `trackActions` slot with placement "queue"). The queue is persisted by
 * persist.ts, the `added` flag with it, so the sections survive a reload.
 */
const noSelection: RowSelectionHook = () => ({ isSelected: () => false, rowProps: () => ({}) as never })

export function QueuePanel({ trackActions, rowSelection }: { trackActions?: TrackActionsSlot; rowSelection?: RowSelectionHook }) {
  const snap = useSnapshot(playerState)
  const [dragFrom, setDragFrom] = useState<number | null>(null)
  const focusKey = useRef<string | null>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const queue = snap.shuffledQueue as readonly QueueItem[]
  const sections = queueSections(queue, snap.index)
  // Shift/Ctrl/Cmd-click or Shift+arrows select rows; the selection bar's Remove takes them off the queue.
  const useSelection = rowSelection ?? noSelection
  const selection = useSelection(
    queue.map((item) => item.meta),
    rowSelection
      ? {
          label: trans('Remove from queue'),
          run: (_tracks, indexes) => {
            for (const key of indexes.map((i) => queue[i]?.key)) if (key) removeFromQueue(key)
          },
        }
      : null,
  )

  // A row moved with the keyboard may re-mount in another section; keep the focus on it.
  useEffect(() => {
    if (!focusKey.current) return
    listRef.current?.querySelector<HTMLElement>(`[data-queue-key="${CSS.escape(focusKey.current)}"] [data-queue-jump]`)?.focus()
    focusKey.current = null
  })

  const onMove = (from: number, to: number) => {
    focusKey.current = queue[from]?.key ?? null
    moveInQueue(from, to)
  }
  const firstMovable = sections.current === null ? 0 : sections.current + 1
  const row = (at: number) => {
    const item = queue[at]
    if (!item) return null
    const current = at === sections.current
    const movable = at >= firstMovable
    return (
      <QueueRow
        key={item.key}
        item={item}
        at={at}
        current={current}
        movable={movable}
        canMoveUp={movable && at > firstMovable}
        canMoveDown={movable && at < queue.length - 1}
        onMove={onMove}
        trackActions={trackActions}
        selected={selection.isSelected(at)}
        selectProps={rowSelection ? selection.rowProps(at) : undefined}
        drag={{
          onDragStart: () => setDragFrom(at),
          onDrop: () => {
            if (dragFrom !== null && dragFrom !== at && movable) moveInQueue(dragFrom, at)
            setDragFrom(null)
          },
        }}
      />
    )
  }
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
      <div ref={listRef} data-selection-list className="flex-1 overflow-y-auto px-2 pb-4">
        <Section title={trans('Now playing')} rows={sections.current === null ? [] : [sections.current]} row={row} />
        <Section
          title={trans('Next from you')}
          rows={sections.fromYou}
          row={row}
          action={
            <button type="button" className="text-xs font-semibold text-muted hover:text-fg hover:underline" onClick={clearAddedQueue}>
              {trans('Clear')}
            </button>
          }
        />
        <Section title={trans('Next from the source')} rows={sections.fromSource} row={row} />
        <Section title={trans('Earlier in the queue')} rows={sections.earlier} row={row} />
      </div>
    </aside>
  )
}

function Section({ title, rows, row, action }: { title: string; rows: number[]; row: (at: number) => ReactNode; action?: ReactNode }) {
  if (rows.length === 0) return null
  return (
    <section aria-label={title} className="mt-3">
      <div className="flex items-center justify-between px-2 pb-1">
        <h3 className="text-sm font-bold text-muted">{title}</h3>
        {action}
      </div>
      <ol>{rows.map(row)}</ol>
    </section>
  )
}
