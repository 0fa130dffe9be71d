import { useEffect, useId, useState, type ReactNode, type TextareaHTMLAttributes } from 'react'
import { cn } from '../../../lib/cn'
import { TextField } from '../../../ui'
import { trans } from '../../../stores/session'

export type FieldErrors = Record<string, string>

/** mm:ss (or h:mm:ss) <-> milliseconds (durations are ms, music-catalog §1.6). */
export function formatDuration(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms)) return ''
  const total = Math.round(ms / 1000)
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = String(total % 60).padStart(2, '0')
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

export function parseDuration(text: string): number | null {
  const parts = text.trim().split(':')
  if (!text.trim() || parts.length > 3 || parts.some((p) => !/^\d+$/.test(p))) return null
  const seconds = parts.reduce((sum, p) => sum * 60 + Number(p), 0)
  return seconds * 1000
}

/** "a, b,c" <-> ['a', 'b', 'c'] for genre and tag names. */
export const splitNames = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

export function TextAreaField({ label, error, className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string }) {
  const id = useId()
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(
          'min-h-24 rounded-md border bg-bg px-3 py-2 text-sm text-fg placeholder:text-muted',
          'focus:outline-2 focus:-outline-offset-1 focus:outline-focus',
          error ? 'border-danger' : 'border-border',
        )}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  )
}

/** Comma-separated names (genres, tags); missing ones are created by the server. */
export function NameListField({ label, value, onChange, error, name }: { label: string; name: string; value: string[]; onChange: (v: string[]) => void; error?: string }) {
  return (
    <TextField
      label={label}
      name={name}
      defaultValue={value.join(', ')}
      description={trans('Separate names with commas.')}
      onChange={(e) => onChange(splitNames(e.currentTarget.value))}
      error={error}
    />
  )
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-4 rounded-lg border border-border p-4 md:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  )
}

/** Typed as mm:ss; keeps the text while it is not a valid duration, follows outside changes (uploads). */
export function DurationField({ value, onChange, error, name = 'duration', label = 'Duration (mm:ss)' }: { value: number | null; onChange: (ms: number | null) => void; error?: string; name?: string; label?: string }) {
  const [text, setText] = useState(formatDuration(value))
  // Only outside changes of `value` (an upload's duration) re-format the text; typing is never rewritten.
  useEffect(() => {
    if (value !== null && parseDuration(text) !== value) setText(formatDuration(value))
  }, [value])
  return (
    <TextField
      label={label}
      name={name}
      required
      inputMode="numeric"
      placeholder="3:45"
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value)
        onChange(parseDuration(e.currentTarget.value))
      }}
      error={error}
    />
  )
}
