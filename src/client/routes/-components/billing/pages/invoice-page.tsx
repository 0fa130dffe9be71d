import { InvoicePage } from '../../../../features/billing'
import type { BillingPageProps } from '../pages'

export const InvoiceRoutePage = ({ params }: BillingPageProps) => <InvoicePage uuid={params.uuid!} />
