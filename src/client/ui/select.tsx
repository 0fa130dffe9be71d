import { useEffect, useId, useState, type JSX } from 'react'
import { cn } from '../lib/cn'
import { SelectChevron, SELECT_BUTTON_CLASSES, type ListboxSelectProps, type SelectProps } from './select-parts'

// The parts live in select-parts.tsx so the lazily loaded listbox can share them without importing this file back.
export { EMPTY_SELECT_TEXT, SELECT_BUTTON_CLASSES, SELECT_MAX_HEIGHT, SelectChevron, type ListboxSelectProps, type SelectOption, type SelectProps } from './select-parts'

type ListboxModule = { Select: (props: ListboxSelectProps<string | number>) => JSX.Element }
let listbox: ListboxModule | null = null
let loadingListbox: Promise<ListboxModule> | null = null
/** Loads the listbox module once for every Select on the page. */
function loadListbox(): Promise<ListboxModule> {
  loadingListbox ??= import('./listbox').then((m) => (listbox = m as unknown as ListboxModule))
  return loadingListbox
}

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
