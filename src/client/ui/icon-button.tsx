import { forwardRef, type ButtonHTMLAttributes } from 'react'
import { cn } from '../lib/cn'

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Required: an icon alone has no accessible name. */
  'aria-label': string
  size?: 'sm' | 'md' | 'lg'
  variant?: 'ghost' | 'filled' | 'subtle'
}

const SIZES = { sm: 'size-8', md: 'size-10', lg: 'size-12' }
const VARIANTS = {
  ghost: 'text-muted hover:bg-chip hover:text-fg',
  filled: 'bg-primary text-on-primary hover:scale-105',
  subtle: 'bg-chip text-fg hover:bg-chip-hover',
}

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { size = 'md', variant = 'ghost', className, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full transition',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        'disabled:pointer-events-none disabled:opacity-50',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  )
})
