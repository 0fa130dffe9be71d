import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode, type RefObject } from 'react'
import { useSnapshot } from 'valtio'
import { IconButton } from '../../../ui/icon-button'
import { sessionState, trans } from '../../../stores/session'

export const DOTS = 'M12 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm0 6a2 2 0 1 0 0 4 2 2 0 0 0 0-4z'

// The real menu (Headless UI, floating-ui, the playlists API and its contracts) loads on first use,
// so a page with a menu in every row does not load it with its first screen.
const TrackMenu = lazy(() => import('./track-menu').then((m) => ({ default: m.TrackMenu })))

type Activation = 'click' | 'key'

/**
 * Stand-in for a track's "More options" menu: the same button (name, popup role) that swaps itself for
 * TrackMenu on first activation and then opens it. `children` are TrackMenu's context items.
 */
export function TrackMenuTrigger({ track, children }: { track: { id: number; name: string }; children?: ReactNode }) {
  const snap = useSnapshot(sessionState)
  const [activated, setActivated] = useState<Activation | null>(null)
  const wrapper = useRef<HTMLSpanElement>(null)
  // Guests have nothing to add to; without context items TrackMenu would render nothing.
  if (!snap.user && !children) return null
  if (activated) {
    return (
      <span ref={wrapper} className="contents">
        <Suspense fallback={<DotsButton name={track.name} />}>
          <TrackMenu track={track}>{children}</TrackMenu>
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
  return <DotsButton name={track.name} onClick={() => setActivated('click')} onKeyDown={onKeyDown} />
}

function DotsButton({ name, ...handlers }: { name: string; onClick?: () => void; onKeyDown?: (e: ReactKeyboardEvent<HTMLButtonElement>) => void }) {
  return (
    <IconButton aria-label={trans('More options for :name', { name })} aria-haspopup="menu" aria-expanded={false} size="sm" {...handlers}>
      <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true"><path d={DOTS} /></svg>
    </IconButton>
  )
}

/** Rendered after TrackMenu has loaded (same Suspense boundary): opens the real menu once. */
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
