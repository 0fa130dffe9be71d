import { Description, Field, Input, Label } from '@headlessui/react'
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react'
import { cn } from '../lib/cn'

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode
  description?: ReactNode
  /** The field's first server or validation message (platform-core §5). */
  error?: string
  className?: string
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, description, error, className, ...props },
  ref,
) {
  return (
    <Field className={cn('flex flex-col gap-1.5', className)}>
      <Label className="text-sm font-medium">{label}</Label>
      <Input
        ref={ref}
        invalid={Boolean(error)}
        className={cn(
          'h-10 rounded-md border bg-bg px-3 text-sm text-fg placeholder:text-muted',
          'focus:outline-2 focus:-outline-offset-1 focus:outline-focus data-disabled:opacity-50',
          error ? 'border-danger' : 'border-border',
        )}
        {...props}
      />
      {description && !error && <Description className="text-xs text-muted">{description}</Description>}
      {error && <Description className="text-xs text-danger">{error}</Description>}
    </Field>
  )
})
