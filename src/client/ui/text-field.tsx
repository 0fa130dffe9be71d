import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { cn } from '../lib/cn'

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode
  description?: ReactNode
  /** The field's first server or validation message (platform-core §5). */
  error?: string
  className?: string
}

/**
 * A native label, input and note, tied by ids. Not Headless UI's Field/Input: those bring Headless UI's
 * core and react-aria (~10 KB gzip) onto the first screen of every form page (login, register, account
 * settings, the backstage forms) for what the browser does on its own. `min-w-0`: beside a button in a
 * row (the API token form) the field shrinks instead of pushing the button off a phone screen.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, description, error, className, id: givenId, ...props },
  ref,
) {
  const ownId = useId()
  const id = givenId ?? ownId
  const note = error || description
  const noteId = `${id}-note`
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        className={cn(
          'h-10 rounded-md border bg-bg px-3 text-sm text-fg placeholder:text-muted',
          'focus:outline-2 focus:-outline-offset-1 focus:outline-focus disabled:opacity-50',
          error ? 'border-danger' : 'border-border',
        )}
        {...props}
      />
      {note && (
        <p id={noteId} className={cn('text-xs', error ? 'text-danger' : 'text-muted')}>
          {note}
        </p>
      )}
    </div>
  )
})
