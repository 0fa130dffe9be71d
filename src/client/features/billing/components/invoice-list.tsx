import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { formatMoney } from '../../../../shared/lib/pricing'
import { Button, Skeleton } from '../../../ui'
import { invoicesQuery } from '../api'
import { formatDate } from '../use-current-subscription'
import { trans } from '../../../stores/session'
import { billingLink } from '../../../lib/links'

/** The user's invoices, newest first, 15 a page; each opens a printable page. */
export function InvoiceList() {
  const [page, setPage] = useState(1)
  const invoices = useQuery(invoicesQuery(page))
  return (
    <section aria-labelledby="invoices" className="flex flex-col gap-3">
      <h2 id="invoices" className="text-lg font-semibold">
        {trans('Invoices')}</h2>
      {invoices.isPending && <Skeleton className="h-24 w-full" />}
      {invoices.isError && (
        <div role="alert" className="flex items-center gap-3 text-sm">
          {trans('There was an issue loading your invoices.')}<Button size="sm" variant="outline" onClick={() => void invoices.refetch()}>
            {trans('Try again')}
          </Button>
        </div>
      )}
      {invoices.data?.data.length === 0 && <p className="text-sm text-muted">{trans('No invoices yet.')}</p>}
      {!!invoices.data?.data.length && (
        <ul className="divide-y divide-border rounded-lg border border-border">
          {invoices.data.data.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <span>{formatDate(invoice.created_at)}</span>
              <span>{invoice.amount !== null && invoice.currency ? formatMoney(invoice.amount, invoice.currency) : ''}</span>
              <span className={invoice.paid ? 'text-positive' : 'text-danger'}>{invoice.paid ? trans('Paid') : trans('Unpaid')}</span>
              <Link {...billingLink(`invoices/${invoice.uuid}`)} className="text-primary hover:underline">
                {trans('View invoice')} <span className="sr-only">{invoice.uuid}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {(invoices.data?.prev_page || invoices.data?.next_page) && (
        <div className="flex gap-2">
          <Button size="sm" variant="outline" disabled={!invoices.data.prev_page} onClick={() => setPage((p) => p - 1)}>
            {trans('Previous')}
          </Button>
          <Button size="sm" variant="outline" disabled={!invoices.data.next_page} onClick={() => setPage((p) => p + 1)}>
            {trans('Next')}
          </Button>
        </div>
      )}
    </section>
  )
}
