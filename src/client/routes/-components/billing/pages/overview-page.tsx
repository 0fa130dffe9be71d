import { BillingPage } from '../../../../features/billing'

/** /billing: the plan, its actions, the payment method and the invoices. */
export const OverviewPage = () => <BillingPage />
