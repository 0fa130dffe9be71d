import { Suspense, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode, type RefObject } from 'react'
import { IconButton } from '../../../ui/icon-button'
import { DOTS } from './dots'

type Activation = 'click' | 'key'

/**
 * Stand-in for a lazily loaded "More options" menu: the same button (name, popup role) that swaps itself
 * for the real menu (`menu`, a lazy component's element) on first activation and then opens it, so a
 * page with a menu in every row does not load Headless UI and the menu's code with its first screen.
 */
export function MenuStandIn({ label, menu }: { label: string; menu: ReactNode }) {
  const [activated, setActivated] = useState<Activation | null>(null)
  const wrapper = useRef<HTMLSpanElement>(null)
  if (activated) {
    return (
      <span ref={wrapper} className="contents">
        <Suspense fallback={<DotsButton label={label} />}>
          {menu}
          <OpenOnMount wrapper={wrapper} activation={activated} />
        </Suspense>
      </span>
    )
  }
  const onKeyDown = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    // The keys that open a Headless UI menu button.
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setActivated('key')
    }
  }
  return <DotsButton label={label} onClick={() => setActivated('click')} onKeyDown={onKeyDown} />
}

/** The real menus' trigger: the same icon button, named by `label`. */
export function DotsButton({ label, ...handlers }: { label: string; onClick?: () => void; onKeyDown?: (e: ReactKeyboardEvent<HTMLButtonElement>) => void }) {
  return (
    <IconButton aria-label={label} aria-haspopup="menu" aria-expanded={false} size="sm" {...handlers}>
      <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true"><path d={DOTS} /></svg>
    </IconButton>
  )
}

/** Rendered after the menu has loaded (same Suspense boundary): opens the real menu once. */
function OpenOnMount({ wrapper, activation }: { wrapper: RefObject<HTMLSpanElement | null>; activation: Activation }) {
  useEffect(() => {
    const button = wrapper.current?.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')
    if (!button) return
    button.focus()
    // A keyboard activation opens with the first item active, as the real button does on Enter.
    if (activation === 'key') button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    else button.click()
  }, [wrapper, activation])
  return null
}
