import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { BELL_CLASSES, BellFace } from './bell-face'
import { NotificationsPanel } from './notifications-panel'

/**
 * The bell's popover, a disclosure: the button toggles a panel placed under it; Escape (focus back on the
 * bell), a press outside or focus leaving closes it. Not the kit's Headless UI Popover: its anchored panel
 * is portalled with aria-hidden focus sentinels, which axe reports as a serious violation.
 */
export function NotificationsPopover({ count, openOnMount }: { count: number; openOnMount: boolean }) {
  const [open, setOpen] = useState(openOnMount)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const close = useCallback(() => setOpen(false), [])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  return (
    <div
      ref={root}
      className="relative"
      onBlur={(event) => {
        if (event.relatedTarget && !root.current?.contains(event.relatedTarget as Node)) setOpen(false)
      }}
    >
      <button ref={button} type="button" aria-expanded={open} aria-controls={open ? panelId : undefined} className={BELL_CLASSES} onClick={() => setOpen((o) => !o)}>
        <BellFace count={count} />
      </button>
      {open && (
        <div id={panelId} className="absolute top-full right-0 z-50 mt-2 overflow-hidden rounded-xl bg-elevated text-fg shadow-xl ring-1 ring-border">
          <NotificationsPanel close={close} />
        </div>
      )}
    </div>
  )
}
