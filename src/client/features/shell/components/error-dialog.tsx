import { useMemo, useState } from 'react'
import type { TraceFrame, VendorGroup } from '../../../../shared/contracts/common'
import { cn } from '../../../lib/cn'
import type { HttpErrorBody } from '../../../lib/http'
import { Button } from '../../../ui/button'
import { Dialog, DialogHeader } from '../../../ui/dialog'
import { trans } from '../../../stores/session'
import { ErrorFrameList } from './error-frame-list'

export interface ErrorDialogProps {
  error: HttpErrorBody
  onClose: () => void
}

function firstAppFrame(trace: Array<TraceFrame | VendorGroup>): TraceFrame | null {
  for (const entry of trace) if (!entry.vendorGroup) return entry
  const group = trace[0]
  return group?.vendorGroup ? (group.items[0] ?? null) : null
}

function download(error: HttpErrorBody) {
  const blob = new Blob([JSON.stringify(error, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = `error-${new Date().toISOString().replace(/[:.]/g, '-')}.json`
  a.click()
  URL.revokeObjectURL(url)
}

/** Full-screen debug dialog (platform-core §2): frames on the left, the failing code on the right. */
export function ErrorDialog({ error, onClose }: ErrorDialogProps) {
  const trace = useMemo(() => (Array.isArray(error.trace) ? (error.trace as Array<TraceFrame | VendorGroup>) : []), [error.trace])
  const [selected, setSelected] = useState<TraceFrame | null>(() => firstAppFrame(trace))
  const lines = Object.entries(selected?.codeSnippet ?? {})
  return (
    <Dialog size="fullscreen" onClose={onClose} className="flex flex-col">
      <DialogHeader onClose={onClose}>{trans('An error occured')}</DialogHeader>
      <div className="border-b border-border px-6 pb-4">
        <div className="text-sm font-semibold text-danger">{error.exception ?? trans('Error')}</div>
        <div className="mt-1 text-lg break-words">{error.message}</div>
      </div>
      <div className="flex min-h-0 flex-auto flex-col md:flex-row">
        <ErrorFrameList trace={trace} selected={selected} onSelect={setSelected} />
        <section aria-label={trans('Code snippet')} className="min-w-0 flex-auto overflow-auto p-4">
          {selected && <div className="mb-2 truncate font-mono text-xs text-muted">/{selected.path.join('/')}</div>}
          <pre className="rounded-md bg-bg-alt py-2 font-mono text-xs leading-6">
            {lines.map(([number, text]) => (
              <div
                key={number}
                data-highlighted={Number(number) === selected?.lineNumber || undefined}
                className={cn('flex px-3', Number(number) === selected?.lineNumber && 'bg-danger/20 font-semibold')}
              >
                <span className="w-12 shrink-0 pr-3 text-right text-muted select-none">{number}</span>
                <code className="whitespace-pre">{text}</code>
              </div>
            ))}
          </pre>
        </section>
      </div>
      <div className="flex justify-end border-t border-border p-4">
        <Button variant="outline" onClick={() => download(error)}>
          {trans('Download log')}
        </Button>
      </div>
    </Dialog>
  )
}
