import { cloneElement, useEffect, useId, useLayoutEffect, useRef, useState, type ReactElement } from 'react'
import { createPortal } from 'react-dom'

/** platform-core §9: shown after 1500 ms, hidden 500 ms after leaving, 10 px above, 16 px from edges. */
export const TOOLTIP_DELAY_MS = 1500
export const TOOLTIP_HIDE_DELAY_MS = 500
const OFFSET = 10
const EDGE = 16

export interface TooltipProps {
  label: string
  children: ReactElement<{ 'aria-describedby'?: string }>
}

export function Tooltip({ label, children }: TooltipProps) {
  const id = useId()
  const [visible, setVisible] = useState(false)
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null)
  const anchor = useRef<HTMLSpanElement>(null)
  const bubble = useRef<HTMLDivElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  const schedule = (show: boolean) => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(() => setVisible(show), show ? TOOLTIP_DELAY_MS : TOOLTIP_HIDE_DELAY_MS)
  }
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current)
  }, [])

  // Measure after render so the bubble can be centred above its anchor and clamped inside the viewport.
  useLayoutEffect(() => {
    if (!visible || !anchor.current || !bubble.current) return
    const a = anchor.current.getBoundingClientRect()
    const b = bubble.current.getBoundingClientRect()
    const left = Math.min(Math.max(a.left + a.width / 2 - b.width / 2, EDGE), window.innerWidth - b.width - EDGE)
    const above = a.top - b.height - OFFSET
    setPosition({ left, top: above >= EDGE ? above : a.bottom + OFFSET })
  }, [visible])

  return (
    <span
      ref={anchor}
      className="inline-flex"
      onPointerEnter={() => schedule(true)}
      onPointerLeave={() => schedule(false)}
      onFocus={() => schedule(true)}
      onBlur={() => schedule(false)}
      onKeyDown={(e) => e.key === 'Escape' && setVisible(false)}
    >
      {cloneElement(children, { 'aria-describedby': visible ? id : undefined })}
      {visible &&
        createPortal(
          <div
            ref={bubble}
            id={id}
            role="tooltip"
            style={{ left: position?.left ?? -9999, top: position?.top ?? -9999 }}
            className="pointer-events-none fixed z-[60] max-w-xs rounded-md bg-tooltip px-2.5 py-1.5 text-xs font-medium text-tooltip-fg shadow-lg"
          >
            {label}
          </div>,
          document.body,
        )}
    </span>
  )
}
