import { Suspense, use, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'

/**
 * Hydrates a part of a server-rendered page only once it comes near the viewport or the visitor reaches
 * into it (issue 27: less to hydrate before the page answers). The server's markup stays as it is until
 * then: visible, with working links, only without React's handlers. Drawn in the browser (a page the app
 * navigated to, or any render after the first page's hydration), it is plain content.
 *
 * How: React hydrates each Suspense boundary of the server's markup on its own, after the root's commit
 * and at low priority; a boundary whose content suspends keeps the server's markup and is tried again
 * when the promise settles. The gate below suspends on a promise that the viewport (or an interaction)
 * settles. React also tries a boundary at once when an event targets it (a document listener opens the
 * gate first, before React's own on #root) or when its props change: while the gate is shut, this
 * component gives React the boundary element of its first render, the same object every time, which React
 * leaves alone; once the gate opens it draws the latest children.
 */
export function HydrateInView({ children, as: Tag = 'div', className }: {
  children: ReactNode
  /** The wrapper: a div (`contents` leaves the layout to the children), or a table body among a table's rows. */
  as?: 'div' | 'tbody'
  className?: string
}) {
  const hydrating = useHydrating()
  const [gate] = useState(() => createGate(hydrating))
  const [waitingBoundary] = useState(() => boundary(gate, children))
  const [, setOpened] = useState(gate.open)
  const element = useRef<HTMLElement>(null)
  useEffect(() => {
    if (gate.open || !element.current) return
    gate.element = element.current
    gate.onOpen = () => setOpened(true)
    gate.unwatch = watch(gate)
    return gate.unwatch
  }, [gate])
  return (
    <Tag ref={element as never} className={className}>
      {gate.open ? boundary(gate, children) : waitingBoundary}
    </Tag>
  )
}

/** If React must draw the part afresh (a change it could not hydrate first), it draws it whole at once. */
function boundary(gate: HydrationGate, children: ReactNode) {
  return (
    <Suspense fallback={children}>
      <Gate gate={gate} />
      {children}
    </Suspense>
  )
}

/** Cards of a grid hydrated together: about a phone's screenful. */
const CARDS_PER_GROUP = 6

/**
 * `items` drawn by `render` in groups of `size` (6 cards by default), each group hydrated in view: a list's
 * first screenful costs the first page's hydration, the rest as it scrolls in. The groups' wrappers have no
 * box (a grid's cells stay its own), or are the table's bodies (`as="tbody"`).
 */
export function HydrateInViewGroups<T>({ items, size = CARDS_PER_GROUP, as, render }: {
  items: readonly T[]
  size?: number
  as?: 'div' | 'tbody'
  render: (item: T, index: number) => ReactNode
}) {
  const groups: T[][] = []
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size))
  return groups.map((group, g) => (
    <HydrateInView key={g} as={as} className={as === 'tbody' ? undefined : 'contents'}>
      {group.map((item, i) => render(item, g * size + i))}
    </HydrateInView>
  ))
}

interface HydrationGate {
  open: boolean
  promise: Promise<void>
  release: () => void
  element: HTMLElement | null
  /** Draws the part with its latest children (it kept its first ones while it waited). */
  onOpen?: () => void
  /** Stops watching the viewport for it. */
  unwatch?: () => void
}

const noSubscription = () => () => {}

/**
 * Whether this render hydrates the server's markup: React reads an external store's server value then, and
 * its browser value when it draws afresh (the first page's later renders, pages the app navigated to).
 */
function useHydrating(): boolean {
  return useSyncExternalStore(noSubscription, () => false, () => true)
}

/** A part drawn afresh, or on the server, is open from the start; one hydrating waits. */
function createGate(hydrating: boolean): HydrationGate {
  let resolve = () => {}
  const promise: Promise<void> & { status?: string } = new Promise<void>((settle) => (resolve = settle))
  // Marked settled as React's `use` reads it: an open gate's render never suspends, not even once.
  const release = () => {
    promise.status = 'fulfilled'
    resolve()
  }
  const open = !hydrating || typeof document === 'undefined'
  if (open) release()
  else listenForEarlyInteraction()
  return { open, promise, release, element: null }
}

function openGate(gate: HydrationGate) {
  if (gate.open) return
  gate.open = true
  gate.release()
  gate.onOpen?.()
  gate.unwatch?.()
}

/** Suspends while the gate is shut; renders nothing. */
function Gate({ gate }: { gate: HydrationGate }) {
  use(gate.promise)
  return null
}

const waiting = new Set<HydrationGate>()
let observer: IntersectionObserver | null = null

/**
 * Watches the part's boxes (its wrapper may have none: `display: contents`). A margin of 200 px:
 * the part is ready before it scrolls in.
 */
function watch(gate: HydrationGate): () => void {
  waiting.add(gate)
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        for (const candidate of waiting) if (candidate.element?.contains(entry.target)) openGate(candidate)
      }
    },
    { rootMargin: '200px 0px' },
  )
  const targets = gate.element?.children.length ? [...gate.element.children] : gate.element ? [gate.element] : []
  for (const target of targets) observer.observe(target)
  return () => {
    waiting.delete(gate)
    for (const target of targets) observer?.unobserve(target)
  }
}

/** Events that reach a part before its turn: React's own listener (on #root) would otherwise drop them. */
const EARLY_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'click', 'dragstart', 'contextmenu'] as const
let listening = false

function listenForEarlyInteraction() {
  if (listening) return
  listening = true
  const open = (event: Event) => {
    if (!(event.target instanceof Node)) return
    for (const gate of waiting) if (gate.element?.contains(event.target)) openGate(gate)
  }
  // Capture on the document: before React's listener on #root, which hydrates the part at once if it can.
  for (const type of EARLY_EVENTS) document.addEventListener(type, open, { capture: true, passive: true })
}
