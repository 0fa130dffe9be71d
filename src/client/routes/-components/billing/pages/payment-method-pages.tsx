import { ChangePaymentMethodDonePage, ChangePaymentMethodPage } from '../../../../features/billing'
import type { BillingPageProps } from '../page-props'

export const ChangePaymentMethodRoutePage = () => <ChangePaymentMethodPage />
/** Stripe returns here with the confirmed setup intent's client secret. */
export const ChangePaymentMethodDoneRoutePage = ({ search }: BillingPageProps) => <ChangePaymentMethodDonePage clientSecret={search.setup_intent_client_secret} />
