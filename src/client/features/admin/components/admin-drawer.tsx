import { useEffect, useRef } from 'react'
import { IconButton, Icon } from '../../../ui'
import { AdminNav } from './admin-nav'
import { trans } from '../../../stores/session'

/**
 * The admin menu on narrow screens: a modal panel from the left. Escape, the backdrop, the close button
 * and choosing a page close it; focus moves into it on open and back to the menu button on close.
 */
export function AdminDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const opener = document.activeElement as HTMLElement | null
    panel.current?.querySelector<HTMLElement>('a, button')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
      if (event.key === 'Tab') trapFocus(event, panel.current)
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      opener?.focus()
    }
  }, [open, onClose])
  if (!open) return null
  return (
    <div className="fixed inset-0 z-50 lg:hidden">
      <div className="absolute inset-0 bg-black/50" aria-hidden="true" onClick={onClose} />
      <div ref={panel} role="dialog" aria-modal="true" aria-label={trans('Admin menu')} className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-bg-alt shadow-xl">
        <div className="flex h-14 items-center justify-between border-b border-border px-3">
          <span className="font-semibold">{trans('Admin')}</span>
          <IconButton aria-label={trans('Close menu')} onClick={onClose}>
            <Icon name="close" className="size-5" />
          </IconButton>
        </div>
        <AdminNav onNavigate={onClose} />
      </div>
    </div>
  )
}

function trapFocus(event: KeyboardEvent, container: HTMLElement | null) {
  if (!container) return
  const focusable = [...container.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')]
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}
