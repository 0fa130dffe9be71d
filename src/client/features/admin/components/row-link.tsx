import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'

const CLASS = 'rounded px-2 py-1 text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-focus'

/** A small text link in a table row or toolbar (edit, insights, new) to a page of the outer router. */
export function RowLink({ children, label, ...link }: LinkProps & { children: ReactNode; label?: string }) {
  return (
    <Link {...link} className={CLASS} aria-label={label}>
      {children}
    </Link>
  )
}
