import type { Price, Product } from '../../../../shared/contracts/billing'
import { formatMoney, perIntervalLabel } from '../../../../shared/lib/pricing'

/** The plan being bought or switched to: name, price per interval_count, features. */
export function PlanSummary({ product, price }: { product: Product; price: Price }) {
  return (
    <section aria-labelledby="plan-summary" className="flex flex-col gap-3 rounded-xl border border-border bg-paper p-6">
      <h1 id="plan-summary" className="text-2xl font-bold">
        {product.name}
      </h1>
      <p>
        <span className="text-2xl font-bold">{formatMoney(price.amount, price.currency)}</span>
        <span className="text-muted"> / {perIntervalLabel(price)}</span>
      </p>
      {product.feature_list.length > 0 && (
        <ul className="flex list-inside list-disc flex-col gap-1 text-sm text-muted">
          {product.feature_list.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      )}
    </section>
  )
}
