import { cn } from '../lib/cn'

/** Placeholder block while content loads; hidden from assistive tech. */
export function Skeleton({ className, variant = 'rect' }: { className?: string; variant?: 'rect' | 'circle' | 'text' }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'block animate-pulse bg-chip',
        variant === 'circle' ? 'rounded-full' : variant === 'text' ? 'h-3 rounded' : 'rounded-md',
        className,
      )}
    />
  )
}
