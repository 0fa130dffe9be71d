import { Listbox, ListboxButton, ListboxOption, ListboxOptions, Label, Field } from '@headlessui/react'
import { useEffect, useRef } from 'react'
import { cn } from '../lib/cn'
import { EMPTY_SELECT_TEXT, SELECT_BUTTON_CLASSES, SELECT_MAX_HEIGHT, SelectChevron, type ListboxSelectProps } from './select-parts'

export { EMPTY_SELECT_TEXT, SELECT_MAX_HEIGHT, type SelectOption, type SelectProps } from './select-parts'

/**
 * The listbox behind the kit's `Select` (ui/select.tsx loads it after the first page, or when the field is
 * used). `autoFocus` and `openOnMount` carry over what was asked of the placeholder while this loaded.
 */
export function Select<V extends string | number>(props: ListboxSelectProps<V>) {
  const { label, value, options, onChange, placeholder = '', hideLabel, className, disabled, autoFocus, openOnMount } = props
  const selected = options.find((o) => o.value === value)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    // The listbox's own key for "open" (its button answers Space and ArrowDown).
    if (openOnMount) button.current?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }))
  }, [openOnMount])
  return (
    <Field className={cn('flex flex-col gap-1.5', className)} disabled={disabled}>
      <Label className={cn('text-sm font-medium', hideLabel && 'sr-only')}>{label}</Label>
      <Listbox value={value ?? undefined} onChange={onChange}>
        <ListboxButton ref={button} autoFocus={autoFocus} className={SELECT_BUTTON_CLASSES}>
          <span className={cn('truncate', !selected && 'text-muted')}>{selected?.label ?? placeholder}</span>
          <SelectChevron />
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
