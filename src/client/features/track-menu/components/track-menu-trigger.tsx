import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode, type RefObject } from 'react'
import { IconButton } from '../../../ui/icon-button'
import { trans } from '../../../stores/session'
import { DOTS } from './dots'
import type { TrackMenuTrack } from './track-menu'

// The real menu (Headless UI, floating-ui, the playlists API and its contracts) loads on first use,
// so a page with a menu in every row does not load it with its first screen.
const TrackMenu = lazy(() => import('./track-menu').then((m) => ({ default: m.TrackMenu })))

type Activation = 'click' | 'key'

export interface TrackMenuTriggerProps {
  track: TrackMenuTrack
  /** Items of the place the menu is in (a playlist editor's Move and Remove). */
  children?: ReactNode
  onTrackPage?: boolean
}

/**
 * Stand-in for a track's "More options" menu: the same button (name, popup role) that swaps itself for
 * TrackMenu on first activation and then opens it. A right-click on a track row clicks this button
 * (TrackTable), so the row's context menu is this same menu.
 */
export function TrackMenuTrigger({ track, children, onTrackPage }: TrackMenuTriggerProps) {
  const [activated, setActivated] = useState<Activation | null>(null)
  const wrapper = useRef<HTMLSpanElement>(null)
  if (activated) {
    return (
      <span ref={wrapper} className="contents">
        <Suspense fallback={<DotsButton name={track.name} />}>
          <TrackMenu track={track} onTrackPage={onTrackPage}>{children}</TrackMenu>
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
