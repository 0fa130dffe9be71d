import { Dialog as HDialog, DialogPanel, DialogTitle as HDialogTitle } from '@headlessui/react'
import { translate } from './translate'
import type { ReactNode } from 'react'
import { cn } from '../lib/cn'

/** platform-core §9 dialog widths in px; padding 24. */
export const DIALOG_SIZES = { '2xs': 256, xs: 320, sm: 384, md: 440, lg: 620, xl: 780, '2xl': 850, fullscreen: 1280 } as const
export type DialogSize = keyof typeof DIALOG_SIZES

export interface DialogProps {
  open?: boolean
  onClose: () => void
  size?: DialogSize
  children: ReactNode
  className?: string
}

export function Dialog({ open = true, onClose, size = 'md', children, className }: DialogProps) {
  const fullscreen = size === 'fullscreen'
  return (
    <HDialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/60 backdrop-blur-sm" aria-hidden="true" />
      <div className={cn('fixed inset-0 flex justify-center overflow-y-auto', fullscreen ? 'items-stretch' : 'items-center p-4')}>
        <DialogPanel
          style={{ maxWidth: DIALOG_SIZES[size] }}
          data-size={size}
          className={cn(
            'relative w-full bg-paper text-fg shadow-2xl ring-1 ring-border',
            fullscreen ? 'min-h-full' : 'max-h-[calc(100dvh-32px)] overflow-y-auto rounded-xl',
            className,
          )}
        >
          {children}
        </DialogPanel>
      </div>
    </HDialog>
  )
}

export function DialogHeader({ children, onClose }: { children: ReactNode; onClose?: () => void }) {
  return (
    <div className="flex items-center gap-3 px-6 pt-6 pb-2">
      <HDialogTitle className="flex-auto text-lg font-semibold">{children}</HDialogTitle>
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          aria-label={translate('Close')}
          className="rounded-full p-1.5 text-muted hover:bg-chip hover:text-fg focus-visible:outline-2 focus-visible:outline-focus"
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  )
}

export function DialogBody({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('px-6 py-4 text-sm', className)}>{children}</div>
}

export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className="flex justify-end gap-2 px-6 pt-2 pb-6">{children}</div>
}
