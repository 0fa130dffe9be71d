import { trans } from '../../../stores/session'
import { useLayoutEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'

type SearchBoxComponent = ComponentType<{ className?: string }>

let loaded: SearchBoxComponent | null = null
let loading: Promise<SearchBoxComponent> | null = null

/** The suggestions code (queries, the result links of three features) loads once, on first use. */
function loadSearchBox(): Promise<SearchBoxComponent> {
  loading ??= import('../../search').then((m) => (loaded = m.SearchBox))
  return loading
}

interface HandOver {
  focused: boolean
  value: string
  /** Enter was pressed in the stand-in (it opened the search page itself): the real box's suggestions stay shut. */
  submitted?: boolean
}

/** Hands what was typed into the stand-in to the real box: React listens to `input` events, not to `value`. */
function carryOver(from: HandOver, box: HTMLElement | null) {
  const input = box?.querySelector('input')
  if (!input) return
  if (from.value) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, from.value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
    if (from.submitted) input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
  }
  if (from.focused) input.focus()
}

/**
 * The navbar search box. Until it is first pointed at or focused, a plain input with the same look and
 * name stands in, so the first screen does not load the suggestion code (about 4 KB gzip on every page).
 */
export function SearchBoxSlot({ className }: { className?: string }) {
  const [SearchBox, setSearchBox] = useState<SearchBoxComponent | null>(() => loaded)
  const standIn = useRef<HTMLInputElement>(null)
  const box = useRef<HTMLDivElement>(null)
  const handOver = useRef<HandOver>({ focused: false, value: '' })
  const navigate = useNavigate()

  const start = () => {
    if (!SearchBox) void loadSearchBox().then((component) => setSearchBox(() => component))
  }
  // In the commit that swaps the boxes, before the browser takes the next key: after paint (useEffect), the
  // focus sat on <body> for a frame and a key typed then was lost (an e2e `fill` lost all of its text so).
  useLayoutEffect(() => {
    if (SearchBox) carryOver(handOver.current, box.current)
  }, [SearchBox])

  if (SearchBox) {
    return (
      <div ref={box} className={className}>
        <SearchBox />
      </div>
    )
  }
  const remember = () => {
    handOver.current = { focused: document.activeElement === standIn.current, value: standIn.current?.value ?? '' }
  }
  // Enter before the real box has loaded still searches, as the real box does without a chosen suggestion.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const value = standIn.current?.value.trim()
    if (e.key !== 'Enter' || !value) return
    e.preventDefault()
    remember()
    handOver.current.submitted = true
    void navigate({ to: `/search/${encodeURIComponent(value)}` })
  }
  return (
    <div className={className}>
      <input
        ref={standIn}
        type="search"
        role="combobox"
        aria-label={trans('Search')}
        aria-expanded={false}
        aria-autocomplete="list"
        placeholder={trans('Search')}
        onPointerEnter={start}
        onFocus={() => {
          remember()
          start()
        }}
        onInput={remember}
        onBlur={remember}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-full border border-border bg-chip px-4 text-sm"
      />
    </div>
  )
}
