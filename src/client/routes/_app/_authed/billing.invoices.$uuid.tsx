import { createFileRoute } from '@tanstack/react-router'
import { InvoicePage } from '../../../features/billing'
import { pageHead } from '../../../features/shell'
import { trans } from '../../../stores/session'

export const Route = createFileRoute('/_app/_authed/billing/invoices/$uuid')({
  head: () => pageHead(trans('Invoice')),
  component: function InvoiceRoute() {
    return <InvoicePage uuid={Route.useParams().uuid} />
  },
})
