import { Fragment, useState } from 'react'
import type { TraceFrame, VendorGroup } from '../../../../shared/contracts/common'
import { cn } from '../../../lib/cn'
import { trans } from '../../../stores/session'

interface ErrorFrameListProps {
  trace: Array<TraceFrame | VendorGroup>
  selected: TraceFrame | null
  onSelect: (frame: TraceFrame) => void
}

function FrameButton({ frame, selected, onSelect }: { frame: TraceFrame; selected: boolean; onSelect: () => void }) {
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={selected || undefined}
      className={cn(
        'block w-full px-4 py-2 text-left text-xs hover:bg-chip focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
        selected && 'bg-chip',
      )}
    >
      <span className="block truncate font-mono">{frame.path.at(-1)}:{frame.lineNumber}</span>
      <span className="block truncate text-muted">{frame.method}</span>
    </button>
  )
}

/** Stack frames with consecutive vendor frames grouped behind an expand button. */
export function ErrorFrameList({ trace, selected, onSelect }: ErrorFrameListProps) {
  const [expanded, setExpanded] = useState(false)
  return (
    <nav aria-label={trans('Stack frames')} className="max-h-64 shrink-0 overflow-y-auto border-border md:max-h-none md:w-80 md:border-r">
      <div className="flex justify-end p-2">
        <button type="button" onClick={() => setExpanded(!expanded)} className="rounded px-2 py-1 text-xs font-semibold text-primary hover:underline">
          {trans(expanded ? 'Collapse vendor frames' : 'Expand vendor frames')}
        </button>
      </div>
      {trace.map((entry, index) =>
        entry.vendorGroup ? (
          <Fragment key={`group-${index}`}>
            {expanded ? (
              entry.items.map((frame) => (
                <FrameButton key={frame.flatIndex} frame={frame} selected={selected?.flatIndex === frame.flatIndex} onSelect={() => onSelect(frame)} />
              ))
            ) : (
              <button type="button" onClick={() => setExpanded(true)} className="block w-full px-4 py-2 text-left text-xs text-muted hover:bg-chip">
                {trans(':count vendor [one frame|other frames]', { count: entry.items.length })}
              </button>
            )}
          </Fragment>
        ) : (
          <FrameButton key={entry.flatIndex} frame={entry} selected={selected?.flatIndex === entry.flatIndex} onSelect={() => onSelect(entry)} />
        ),
      )}
    </nav>
  )
}
