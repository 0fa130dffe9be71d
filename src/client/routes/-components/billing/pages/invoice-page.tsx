import { InvoicePage } from '../../../../features/billing'
import type { BillingPageProps } from '../page-props'

export const InvoiceRoutePage = ({ params }: BillingPageProps) => <InvoicePage uuid={params.uuid!} />
