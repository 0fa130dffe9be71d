import { CancelPlanPage, ChangePlanPage, ConfirmPlanChangePage, RenewPlanPage } from '../../../../features/billing'
import type { BillingPageProps } from '../page-props'

export const ChangePlanRoutePage = () => <ChangePlanPage />
export const ConfirmPlanChangeRoutePage = ({ params }: BillingPageProps) => (
  <ConfirmPlanChangePage productId={Number(params.productId)} priceId={Number(params.priceId)} />
)
export const CancelPlanRoutePage = () => <CancelPlanPage />
export const RenewPlanRoutePage = () => <RenewPlanPage />
