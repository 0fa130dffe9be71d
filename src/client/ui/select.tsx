import { useEffect, useId, useState, type JSX } from 'react'
import { cn } from '../lib/cn'

export interface SelectOption<V extends string | number> {
  value: V
  label: string
}

export interface SelectProps<V extends string | number> {
  label: string
  value: V | null
  options: ReadonlyArray<SelectOption<V>>
  onChange: (value: V) => void
  placeholder?: string
  hideLabel?: boolean
  className?: string
  disabled?: boolean
}

/** The listbox with what it was asked for while it loaded: keep the focus there, open it. */
export interface ListboxSelectProps<V extends string | number> extends SelectProps<V> {
  autoFocus?: boolean
  openOnMount?: boolean
}

/** platform-core §9/§8: the list is at most 420 px high and says so when there is nothing to pick. */
export const SELECT_MAX_HEIGHT = 420
export const EMPTY_SELECT_TEXT = 'There are no items matching your query'

type ListboxModule = { Select: (props: ListboxSelectProps<string | number>) => JSX.Element }
let listbox: ListboxModule | null = null
let loadingListbox: Promise<ListboxModule> | null = null
/** Loads the listbox module once for every Select on the page. */
function loadListbox(): Promise<ListboxModule> {
  loadingListbox ??= import('./listbox').then((m) => (listbox = m as unknown as ListboxModule))
  return loadingListbox
}

export const SELECT_BUTTON_CLASSES =
  'flex h-10 items-center justify-between gap-2 rounded-md border border-border bg-bg px-3 text-left text-sm focus-visible:outline-2 focus-visible:outline-focus data-disabled:opacity-50 disabled:opacity-50'

/**
 * The kit's select. Its listbox (Headless UI with floating-ui and react-aria, ~30 KB gzip) loads once the
 * browser is idle after the field first painted, or as soon as someone focuses or presses it; until then
 * the same label and button, same size, hold its place (no layout shift). A key or click that asked for
 * it opens it once loaded, and the focus stays on the field.
 */
export function Select<V extends string | number>(props: SelectProps<V>) {
  // Whether the listbox module is here (it may be already, from another select), and what the stand-in
  // was asked meanwhile: it stays mounted while the module loads, so it keeps the focus and hears keys.
  const [ready, setReady] = useState(listbox !== null)
  const [focused, setFocused] = useState(false)
  const [open, setOpen] = useState(false)
  const want = () => void loadListbox().then(() => setReady(true))
  useEffect(() => {
    if (ready) return
    // After the page that holds the field has painted (the kit reads no app state, so not lib/first-page).
    const load = () => void loadListbox().then(() => setReady(true))
    if (window.requestIdleCallback) {
      const id = window.requestIdleCallback(load, { timeout: 2000 })
      return () => window.cancelIdleCallback(id)
    }
    const timer = setTimeout(load, 200)
    return () => clearTimeout(timer)
  }, [ready])
  const id = useId()
  if (ready && listbox) {
    const Real = listbox.Select as unknown as (p: ListboxSelectProps<V>) => JSX.Element
    return <Real {...props} autoFocus={focused} openOnMount={open} />
  }
  const selected = props.options.find((o) => o.value === props.value)
  // Named as the listbox's button is (its label, then its own text).
  return (
    <div className={cn('flex flex-col gap-1.5', props.className)}>
      <span id={`${id}-label`} className={cn('text-sm font-medium', props.hideLabel && 'sr-only')}>
        {props.label}
      </span>
      <button
        id={`${id}-button`}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-labelledby={`${id}-label ${id}-button`}
        disabled={props.disabled}
        className={SELECT_BUTTON_CLASSES}
        onFocus={() => {
          setFocused(true)
          want()
        }}
        onBlur={() => setFocused(false)}
        onPointerDown={() => {
          setOpen(true)
          want()
        }}
        onKeyDown={(e) => {
          // The keys that open the listbox's button.
          if (e.key === ' ' || e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault()
            setOpen(true)
            want()
          }
        }}
      >
        <span className={cn('truncate', !selected && 'text-muted')}>{selected?.label ?? props.placeholder ?? ''}</span>
        <SelectChevron />
      </button>
    </div>
  )
}

export function SelectChevron() {
  return (
    <svg viewBox="0 0 24 24" className="size-4 text-muted" aria-hidden="true">
      <path d="M7 10l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}
