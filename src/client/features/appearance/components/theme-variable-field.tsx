import { useId } from 'react'
import { THEME_VARIABLE_LABELS, hexToTriple, tripleToHex } from './theme-variables'
import { trans } from '../../../stores/session'

/** One CSS variable: a colour picker plus the "r g b" text it stores (or a length for the radius). */
export function ThemeVariableField({ name, value, onChange, error }: { name: keyof typeof THEME_VARIABLE_LABELS; value: string; onChange: (v: string) => void; error?: string }) {
  const id = useId()
  const label = THEME_VARIABLE_LABELS[name]
  const hex = tripleToHex(value)
  const isRadius = name === '--be-radius'
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        {!isRadius && (
          <input type="color" value={hex ?? '#000000'} onChange={(e) => onChange(hexToTriple(e.target.value))} aria-label={trans(':label colour picker', { label })} className="h-9 w-10 shrink-0 cursor-pointer rounded border border-border bg-bg p-0.5" />
        )}
        <label htmlFor={id} className="min-w-0 flex-1 text-sm">
          {label}
        </label>
        <input
          id={id}
          name={`theme.values.${name}`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          placeholder={isRadius ? trans('0.5rem') : '255 255 255'}
          className={`h-9 w-32 rounded-md border bg-bg px-2 font-mono text-xs focus:outline-2 focus:outline-focus ${error ? 'border-danger' : 'border-border'}`}
        />
      </div>
      {error && <p className="text-xs text-danger">{error}</p>}
    </div>
  )
}
