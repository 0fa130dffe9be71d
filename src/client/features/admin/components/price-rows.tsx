import { PRICE_INTERVALS, type PriceInput } from '../../../../shared/contracts/billing'
import { Button } from '../../../ui'
import { trans } from '../../../stores/session'

export type PriceDraft = Omit<PriceInput, 'amount'> & { amount: string; key: string }

interface PriceRowsProps {
  value: PriceDraft[]
  onChange(next: PriceDraft[]): void
  /** Server messages keyed `prices`, `prices.0.amount`, … */
  errors: Record<string, string | undefined>
}

const INPUT = 'h-10 w-full rounded-md border border-border bg-transparent px-3 text-sm focus-visible:outline-2 focus-visible:outline-focus'
let keySeq = 0
export const newPriceDraft = (): PriceDraft => ({ key: `new-${++keySeq}`, amount: '', currency: 'USD', interval: 'month', interval_count: 1 })

/** The prices of a plan: amount, currency, interval and interval count per row; rows added and removed. */
export function PriceRows({ value, onChange, errors }: PriceRowsProps) {
  const update = (index: number, patch: Partial<PriceDraft>) => onChange(value.map((p, i) => (i === index ? { ...p, ...patch } : p)))
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold">{trans('Prices')}</legend>
      {errors.prices && (
        <p role="alert" className="text-sm text-danger">
          {errors.prices}
        </p>
      )}
      {value.map((price, index) => {
        const error = errors[`prices.${index}.amount`] ?? errors[`prices.${index}.currency`] ?? errors[`prices.${index}.interval_count`]
        return (
          <div key={price.key} className="grid grid-cols-2 items-end gap-2 rounded-md border border-border p-3 md:grid-cols-6">
            <label className="flex flex-col gap-1 text-sm">
              {trans('Amount')}<input className={INPUT} inputMode="decimal" value={price.amount} onChange={(e) => update(index, { amount: e.target.value })} required />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              {trans('Currency')}<input className={INPUT} maxLength={3} value={price.currency} onChange={(e) => update(index, { currency: e.target.value.toUpperCase() })} required />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              {trans('Interval')}<select className={INPUT} value={price.interval} onChange={(e) => update(index, { interval: e.target.value as PriceDraft['interval'] })}>
                {PRICE_INTERVALS.map((i) => (
                  <option key={i} value={i}>
                    {i}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm">
              {trans('Interval count')}<input className={INPUT} type="number" min={1} max={365} value={price.interval_count} onChange={(e) => update(index, { interval_count: Number(e.target.value) })} />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              {trans('PayPal plan id')}<input className={INPUT} value={price.paypal_id ?? ''} onChange={(e) => update(index, { paypal_id: e.target.value })} />
            </label>
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(value.filter((_, i) => i !== index))} aria-label={trans('Remove price :number', { number: index + 1 })}>
              {trans('Remove')}
            </Button>
            {error && (
              <p role="alert" className="col-span-full text-sm text-danger">
                {error}
              </p>
            )}
          </div>
        )
      })}
      <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => onChange([...value, newPriceDraft()])}>
        {trans('Add price')}
      </Button>
    </fieldset>
  )
}
