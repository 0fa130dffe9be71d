import type { ReactNode } from 'react'
import { Dialog, DialogBody, DialogHeader } from '../../../ui'

/** A log entry's full text (a stack trace, a mail body) in a scrollable, selectable block. */
export function LogDetailDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog onClose={onClose} size="xl">
      <DialogHeader onClose={onClose}>{title}</DialogHeader>
      <DialogBody className="max-h-[70vh] overflow-auto">{children}</DialogBody>
    </Dialog>
  )
}

export function Preformatted({ text }: { text: string }) {
  return <pre className="rounded-md bg-bg-alt p-3 text-xs break-words whitespace-pre-wrap">{text}</pre>
}
