import { createFileRoute } from '@tanstack/react-router'
import { InvoicePage } from '../../../features/billing'

export const Route = createFileRoute('/_app/_authed/billing/invoices/$uuid')({
  head: () => ({ meta: [{ title: 'Invoice' }] }),
  component: function InvoiceRoute() {
    return <InvoicePage uuid={Route.useParams().uuid} />
  },
})
