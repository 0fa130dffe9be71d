import { Link } from '@tanstack/react-router'
import type { Price, Product } from '../../../../shared/contracts/billing'
import { formatMoney, perIntervalLabel } from '../../../../shared/lib/pricing'
import { cn } from '../../../lib/cn'
import { buttonClasses } from '../../../ui'
import { trans } from '../../../stores/session'

export interface PlanAction {
  label: string
  /** A path; null renders the plan without a button (e.g. the current plan). */
  href: string | null
}

interface PlanCardProps {
  product: Product
  price: Price | undefined
  action: PlanAction
  current?: boolean
}

/** One plan of the pricing table: name, price per interval_count, features and its action. */
export function PlanCard({ product, price, action, current = false }: PlanCardProps) {
  const headingId = `plan-${product.id}`
  return (
    <article
      aria-labelledby={headingId}
      className={cn('relative flex flex-col gap-4 rounded-xl border bg-paper p-6', product.recommended ? 'border-primary shadow-lg' : 'border-border')}
    >
      {product.recommended && (
        <span className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-on-primary">{trans('Most popular')}</span>
      )}
      <h3 id={headingId} className="text-lg font-bold">
        {product.name}
      </h3>
      {product.description && <p className="text-sm text-muted">{product.description}</p>}
      <p className="flex items-baseline gap-1">
        {product.free || !price ? (
          <span className="text-3xl font-bold">{trans('Free')}</span>
        ) : (
          <>
            <span className="text-3xl font-bold">{formatMoney(price.amount, price.currency)}</span>
            <span className="text-sm text-muted">/ {perIntervalLabel(price)}</span>
          </>
        )}
      </p>
      {product.feature_list.length > 0 && (
        <ul className="flex flex-col gap-2 text-sm">
          {product.feature_list.map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden="true" className="text-primary">
                ✓
              </span>
              {feature}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-2">
        {current ? (
          <p className="text-center text-sm font-semibold text-muted">{trans('Your current plan')}</p>
        ) : action.href ? (
          <Link to={action.href as '/'} className={buttonClasses(product.recommended ? 'primary' : 'outline', 'md', 'w-full')}>
            {action.label}
          </Link>
        ) : null}
      </div>
    </article>
  )
}
