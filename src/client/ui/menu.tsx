import { Menu as HMenu, MenuButton, MenuHeading, MenuItem as HMenuItem, MenuItems, MenuSection as HMenuSection, MenuSeparator } from '@headlessui/react'
import { Fragment, type ReactElement, type ReactNode } from 'react'
import { cn } from '../lib/cn'
import { useTypeAhead } from './use-type-ahead'

export interface MenuProps {
  /** The trigger: rendered as the menu button (pass a Button or IconButton element). */
  trigger: ReactElement
  children: ReactNode
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end'
  className?: string
}

/** Floating menu; keeps 16 px from the viewport edges (platform-core §9). */
export function Menu({ trigger, children, placement = 'bottom end', className }: MenuProps) {
  const onKeyDownCapture = useTypeAhead()
  return (
    <HMenu>
      {/* Fragment: the trigger element itself becomes the button (it must forward its ref). */}
      <MenuButton as={Fragment}>{trigger}</MenuButton>
      <MenuItems
        anchor={{ to: placement, gap: 8, padding: 16 }}
        onKeyDownCapture={onKeyDownCapture}
        className={cn(
          'z-50 min-w-52 rounded-lg bg-elevated p-1 text-sm text-fg shadow-xl ring-1 ring-border outline-none',
          className,
        )}
      >
        {children}
      </MenuItems>
    </HMenu>
  )
}

const ITEM_CLASSES =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left data-focus:bg-chip data-disabled:opacity-50 cursor-pointer'

export interface MenuItemProps {
  children: ReactNode
  icon?: ReactNode
  onClick?: () => void
  href?: string
  /** Render a custom element (a router Link); it receives the item classes. */
  render?: (className: string) => ReactElement
  disabled?: boolean
}

export function MenuItem({ children, icon, onClick, href, render, disabled }: MenuItemProps) {
  const content = (
    <>
      {icon && <span className="size-5 shrink-0 text-muted">{icon}</span>}
      <span className="flex-auto truncate">{children}</span>
    </>
  )
  if (render) return <HMenuItem disabled={disabled}>{render(ITEM_CLASSES)}</HMenuItem>
  if (href) {
    return (
      <HMenuItem disabled={disabled}>
        <a href={href} className={ITEM_CLASSES}>
          {content}
        </a>
      </HMenuItem>
    )
  }
  return (
    <HMenuItem disabled={disabled}>
      <button type="button" onClick={onClick} className={ITEM_CLASSES}>
        {content}
      </button>
    </HMenuItem>
  )
}

export function MenuDivider() {
  return <MenuSeparator className="my-1 h-px bg-border" />
}

/** A labelled group of items (role=group named by its heading). */
export function MenuSection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HMenuSection>
      <MenuHeading className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">{label}</MenuHeading>
      {children}
    </HMenuSection>
  )
}
