// Billing (music-product §2 Billing, Checkout): pricing, checkout, completion screens and /billing.
// Routes load these lazily (autoCodeSplitting; /billing/* through routes/-components/billing/pages.ts);
// Stripe.js and PayPal's script load only on the pages that pay.
export { billingKeys, productsQuery, mySubscriptionsQuery, billingConfigQuery } from './api'
export { PricingPage } from './components/pricing-page'
export { PricingTable, checkoutAction, displayedPrice, type PricingTableProps } from './components/pricing-table'
export { CheckoutPage } from './components/checkout-page'
export { CheckoutDonePage } from './components/checkout-done-page'
export { BillingPage } from './components/billing-page'
export { ChangePlanPage } from './components/change-plan-page'
export { CancelPlanPage, RenewPlanPage, ConfirmPlanChangePage } from './components/subscription-steps'
export { ChangePaymentMethodPage, ChangePaymentMethodDonePage } from './components/payment-method-pages'
export { InvoicePage } from './components/invoice-page'
export { LazyPricingSection } from './lazy-pricing-section'
