// What the kit's select (select.tsx) and its lazily loaded listbox (listbox.tsx) share: props, sizes,
// the button's look. Its own file so neither imports the other back (docs/decisions/0025).
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

export const SELECT_BUTTON_CLASSES =
  'flex h-10 items-center justify-between gap-2 rounded-md border border-border bg-bg px-3 text-left text-sm focus-visible:outline-2 focus-visible:outline-focus data-disabled:opacity-50 disabled:opacity-50'

export function SelectChevron() {
  return (
    <svg viewBox="0 0 24 24" className="size-4 text-muted" aria-hidden="true">
      <path d="M7 10l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}
