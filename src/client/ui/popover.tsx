import { Popover as HPopover, PopoverButton, PopoverPanel } from '@headlessui/react'
import { Fragment, useEffect, useRef, type ReactElement, type ReactNode } from 'react'
import { cn } from '../lib/cn'

/** platform-core §9: a hover-opened popover closes 150 ms after the pointer leaves. */
export const POPOVER_HOVER_CLOSE_MS = 150

export interface PopoverProps {
  trigger: ReactElement
  children: ReactNode | ((close: () => void) => ReactNode)
  openOnHover?: boolean
  placement?: 'bottom start' | 'bottom end' | 'bottom' | 'top'
  className?: string
}

export function Popover({ trigger, children, openOnHover, placement = 'bottom end', className }: PopoverProps) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const button = useRef<HTMLButtonElement | null>(null)
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current)
  }, [])
  return (
    <HPopover className="relative">
      {({ open, close }) => {
        const hover = openOnHover
          ? {
              onPointerEnter: () => {
                if (timer.current) clearTimeout(timer.current)
                if (!open) button.current?.click()
              },
              onPointerLeave: () => {
                timer.current = setTimeout(() => close(), POPOVER_HOVER_CLOSE_MS)
              },
            }
          : {}
        return (
          <div {...hover}>
            <PopoverButton as={Fragment} ref={button}>
              {trigger}
            </PopoverButton>
            <PopoverPanel
              anchor={{ to: placement, gap: 8, padding: 16 }}
              className={cn('z-50 rounded-xl bg-elevated text-fg shadow-xl ring-1 ring-border outline-none', className)}
              {...hover}
            >
              {typeof children === 'function' ? children(close) : children}
            </PopoverPanel>
          </div>
        )
      }}
    </HPopover>
  )
}
