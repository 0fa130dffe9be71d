import { useId, type ReactNode } from 'react'
import { translate } from './translate'
import { cn } from '../lib/cn'

/** A native select: keyboard, screen readers and mobile pickers work without extra code. */
export function SelectField<V extends string>(props: {
  label: string
  name: string
  value: V | ''
  options: ReadonlyArray<{ value: V; label: string }>
  onChange: (value: V) => void
  error?: string
  description?: ReactNode
  className?: string
}) {
  const id = useId()
  return (
    <div className={cn('flex flex-col gap-1.5', props.className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error || props.description ? `${id}-note` : undefined}
        onChange={(e) => props.onChange(e.target.value as V)}
        className={cn(
          'h-10 rounded-md border bg-bg px-3 text-sm text-fg focus:outline-2 focus:-outline-offset-1 focus:outline-focus',
          props.error ? 'border-danger' : 'border-border',
        )}
      >
        {props.value === '' && <option value="">{translate('Select…')}</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {(props.error || props.description) && (
        <p id={`${id}-note`} className={cn('text-xs', props.error ? 'text-danger' : 'text-muted')}>
          {props.error ?? props.description}
        </p>
      )}
    </div>
  )
}

export function CheckboxField({ label, name, checked, onChange, description }: { label: string; name: string; checked: boolean; onChange: (v: boolean) => void; description?: string }) {
  const id = useId()
  return (
    <div className="flex items-start gap-3">
      <input id={id} name={name} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="mt-0.5 size-4 accent-primary" />
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {description && <p className="text-xs text-muted">{description}</p>}
      </div>
    </div>
  )
}

export function TextAreaField({ label, name, value, onChange, error, rows = 3, className, mono }: { label: string; name: string; value: string; onChange: (v: string) => void; error?: string; rows?: number; className?: string; mono?: boolean }) {
  const id = useId()
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
        spellCheck={mono ? false : undefined}
        className={cn('rounded-md border bg-bg px-3 py-2 text-sm text-fg focus:outline-2 focus:-outline-offset-1 focus:outline-focus', error ? 'border-danger' : 'border-border', mono && 'font-mono')}
      />
      {error && <p className="text-xs text-danger">{error}</p>}
    </div>
  )
}
