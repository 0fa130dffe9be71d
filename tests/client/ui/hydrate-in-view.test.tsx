// ui/hydrate-in-view: a part of the server's markup hydrates only once in view or reached by an event, keeps
// its markup meanwhile (a parent's re-render does not force it), and a part drawn in the browser is plain
// content. jsdom has no IntersectionObserver: the one below reports what the test says is in view.
// (e2e/ssr-hydration.spec.ts checks the same on a real page in Chromium.)
import { act, useState } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { HydrateInView } from '../../../src/client/ui/hydrate-in-view'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const observed = new Set<Element>()
let report: ((entries: IntersectionObserverEntry[]) => void) | null = null
globalThis.IntersectionObserver = class {
  constructor(callback: (entries: IntersectionObserverEntry[]) => void) {
    report = callback
  }
  observe(target: Element) {
    observed.add(target)
  }
  unobserve(target: Element) {
    observed.delete(target)
  }
  disconnect() {}
} as unknown as typeof IntersectionObserver

/** The browser's report that `target` came within the observer's margin. */
const scrollIntoView = (target: Element) =>
  act(async () => report?.([{ target, isIntersecting: true } as unknown as IntersectionObserverEntry]))

let root: Root | null = null
afterEach(() => {
  act(() => root?.unmount())
  root = null
  document.body.innerHTML = ''
  observed.clear()
})

/** Counts clicks: answering one proves React has hydrated (or drawn) the button. */
function Counter({ label }: { label: string }) {
  const [clicks, setClicks] = useState(0)
  return <button type="button" onClick={() => setClicks((n) => n + 1)}>{label} {clicks}</button>
}

let rerenderPage: () => void = () => {}
function Page({ label = 'Row' }: { label?: string }) {
  const [, setRenders] = useState(0)
  rerenderPage = () => setRenders((n) => n + 1)
  return (
    <main>
      <Counter label="Top" />
      <HydrateInView>
        <Counter label={label} />
      </HydrateInView>
    </main>
  )
}

/** What the server sends: rendered where there is no document, as in Node. */
function serverMarkup(): string {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'document')!
  Object.defineProperty(globalThis, 'document', { value: undefined, configurable: true })
  try {
    return renderToString(<Page />)
  } finally {
    Object.defineProperty(globalThis, 'document', descriptor)
  }
}

/** The server's markup of `<Page />`, hydrated in jsdom. */
async function hydratePage() {
  const container = document.createElement('div')
  container.innerHTML = serverMarkup()
  document.body.appendChild(container)
  await act(async () => {
    root = hydrateRoot(container, <Page />)
  })
  return container
}

const button = (container: Element, label: string) => [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith(label))!
const click = (element: Element) => act(async () => void element.dispatchEvent(new MouseEvent('click', { bubbles: true })))

describe('HydrateInView', () => {
  it('renders its children on the server as plain markup, with the boundary React hydrates on its own', () => {
    expect(serverMarkup()).toContain('<div><!--$--><button type="button">Row<!-- --> <!-- -->0</button><!--/$--></div>')
  })

  it('leaves the server markup unhydrated until it comes into view, then hydrates the same nodes', async () => {
    const container = await hydratePage()
    const row = button(container, 'Row')
    await click(button(container, 'Top'))
    expect(button(container, 'Top').textContent).toBe('Top 1')
    expect(observed.size).toBe(1)
    // Before: a click is not React's (the node has no props yet).
    expect(Object.keys(row).some((k) => k.startsWith('__reactProps$'))).toBe(false)
    await scrollIntoView([...observed][0]!)
    expect(button(container, 'Row')).toBe(row)
    await click(row)
    expect(row.textContent).toBe('Row 1')
  })

  it('hydrates a waiting part at once when a click reaches it first, and the click counts', async () => {
    const container = await hydratePage()
    const row = button(container, 'Row')
    await click(row)
    expect(button(container, 'Row')).toBe(row)
    expect(row.textContent).toBe('Row 1')
  })

  it('keeps waiting when its parent draws again', async () => {
    const container = await hydratePage()
    const row = button(container, 'Row')
    await act(async () => rerenderPage())
    expect(Object.keys(row).some((k) => k.startsWith('__reactProps$'))).toBe(false)
    expect(observed.size).toBe(1)
    await scrollIntoView([...observed][0]!)
    await click(row)
    expect(row.textContent).toBe('Row 1')
  })

  it('draws its children at once when the browser draws it (no server markup)', async () => {
    const container = document.createElement('div')
    document.body.appendChild(container)
    await act(async () => {
      root = createRoot(container)
      root.render(<Page label="Fresh" />)
    })
    await click(button(container, 'Fresh'))
    expect(button(container, 'Fresh').textContent).toBe('Fresh 1')
    expect(observed.size).toBe(0)
  })
})
