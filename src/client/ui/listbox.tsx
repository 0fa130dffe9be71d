import { Listbox, ListboxButton, ListboxOption, ListboxOptions, Label, Field } from '@headlessui/react'
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

/** platform-core §9/§8: the list is at most 420 px high and says so when there is nothing to pick. */
export const SELECT_MAX_HEIGHT = 420
export const EMPTY_SELECT_TEXT = 'There are no items matching your query'

export function Select<V extends string | number>(props: SelectProps<V>) {
  const { label, value, options, onChange, placeholder = '', hideLabel, className, disabled } = props
  const selected = options.find((o) => o.value === value)
  return (
    <Field className={cn('flex flex-col gap-1.5', className)} disabled={disabled}>
      <Label className={cn('text-sm font-medium', hideLabel && 'sr-only')}>{label}</Label>
      <Listbox value={value ?? undefined} onChange={onChange}>
        <ListboxButton className="flex h-10 items-center justify-between gap-2 rounded-md border border-border bg-bg px-3 text-left text-sm focus-visible:outline-2 focus-visible:outline-focus data-disabled:opacity-50">
          <span className={cn('truncate', !selected && 'text-muted')}>{selected?.label ?? placeholder}</span>
          <svg viewBox="0 0 24 24" className="size-4 text-muted" aria-hidden="true">
            <path d="M7 10l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </ListboxButton>
        <ListboxOptions
          anchor={{ to: 'bottom start', gap: 4, padding: 16 }}
          className="z-50 flex w-(--button-width) flex-col rounded-lg bg-elevated text-sm shadow-xl ring-1 ring-border outline-none"
        >
          {/* The anchor sets its own viewport max-height on the panel, so the 420 px cap lives inside it. */}
          <div data-select-list style={{ maxHeight: SELECT_MAX_HEIGHT }} className="min-h-0 overflow-y-auto p-1">
          {options.length === 0 ? (
            <div className="px-3 py-2 text-muted">{EMPTY_SELECT_TEXT}</div>
          ) : (
            options.map((option) => (
              <ListboxOption
                key={option.value}
                value={option.value}
                className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 data-focus:bg-chip data-selected:font-semibold data-selected:text-primary"
              >
                {option.label}
              </ListboxOption>
            ))
          )}
          </div>
        </ListboxOptions>
      </Listbox>
    </Field>
  )
}
