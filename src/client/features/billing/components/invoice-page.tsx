import { useQuery } from '@tanstack/react-query'
import { formatMoney } from '../../../../shared/lib/pricing'
import { Button, Skeleton } from '../../../ui'
import { invoiceQuery } from '../api'
import { formatDate } from '../use-current-subscription'
import { trans } from '../../../stores/session'

/** billing/invoices/{uuid}: a printable invoice (the print stylesheet hides the app around it). */
export function InvoicePage({ uuid }: { uuid: string }) {
  const query = useQuery(invoiceQuery(uuid))
  if (query.isPending) return <Skeleton className="h-96 w-full max-w-2xl" />
  if (query.isError) return <p role="alert">{trans('This invoice could not be loaded.')}</p>
  const { invoice, user, address } = query.data
  return (
    <article className="mx-auto flex w-full max-w-2xl flex-col gap-6 rounded-xl border border-border bg-paper p-5 md:p-8 print:border-0 print:p-0">
      <header className="flex items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{trans('Invoice')}</h1>
          <p className="text-sm text-muted">{trans('No. :uuid', { uuid: invoice.uuid })}</p>
        </div>
        <Button variant="outline" size="sm" className="print:hidden" onClick={() => window.print()}>
          {trans('Print')}
        </Button>
      </header>
      {address && <p className="whitespace-pre-line text-sm">{address}</p>}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
        <dt className="text-muted">{trans('Billed to')}</dt>
        {/* A long e-mail address wraps anywhere rather than widening the page on a phone. */}
        <dd className="wrap-anywhere">
          {user.name} ({user.email})
        </dd>
        <dt className="text-muted">{trans('Date')}</dt>
        <dd>{formatDate(invoice.created_at)}</dd>
        {invoice.period_start && invoice.period_end && (
          <>
            <dt className="text-muted">{trans('Period')}</dt>
            <dd>
              {formatDate(invoice.period_start)} – {formatDate(invoice.period_end)}
            </dd>
          </>
        )}
        <dt className="text-muted">{trans('Plan')}</dt>
        <dd>{invoice.product_name ?? ''}</dd>
        <dt className="text-muted">{trans('Amount')}</dt>
        <dd className="font-semibold">{invoice.amount !== null && invoice.currency ? formatMoney(invoice.amount, invoice.currency) : ''}</dd>
        <dt className="text-muted">{trans('Status')}</dt>
        <dd>{invoice.paid ? trans('Paid') : trans('Unpaid')}</dd>
      </dl>
      {invoice.notes && <p className="text-sm">{invoice.notes}</p>}
    </article>
  )
}
