import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  BillingConfigSchema,
  ClientSecretResponseSchema,
  InvoiceListResponseSchema,
  InvoiceResponseSchema,
  ProductListResponseSchema,
  SubscriptionListResponseSchema,
  SubscriptionResponseSchema,
  type BillingConfig,
  type Invoice,
  type Product,
  type Subscription,
} from '../../../shared/contracts/billing'
import type { Pagination } from '../../../shared/contracts/pagination'
import { BootstrapDataSchema, type BootstrapData } from '../../../shared/contracts/bootstrap'
import { http } from '../../lib/http'
import { useApplyBootstrap } from '../auth'

const dev = import.meta.env.DEV

export interface ClientSecretAnswer {
  clientSecret: string
  publishableKey: string
  stripeJsUrl: string | null
}
export interface InvoiceAnswer {
  invoice: Invoice
  user: { name: string; email: string }
  address: string | null
}

export const billingKeys = {
  all: ['billing'] as const,
  products: () => [...billingKeys.all, 'products'] as const,
  config: () => [...billingKeys.all, 'config'] as const,
  subscriptions: () => [...billingKeys.all, 'subscriptions'] as const,
  invoices: (page: number) => [...billingKeys.all, 'invoices', page] as const,
  invoice: (uuid: string) => [...billingKeys.all, 'invoice', uuid] as const,
}

/** GET billing/products: the visible plans ordered by position (15, music-catalog §6). */
export const productsQuery = () =>
  queryOptions({
    queryKey: billingKeys.products(),
    queryFn: ({ signal }) => http.get<{ pagination: Pagination<Product> }>('billing/products', { schema: dev ? ProductListResponseSchema : undefined, signal }).then((r) => r.pagination.data),
    staleTime: 60_000,
  })

export const billingConfigQuery = () =>
  queryOptions({
    queryKey: billingKeys.config(),
    queryFn: ({ signal }): Promise<BillingConfig> => http.get<BillingConfig>('billing/config', { schema: dev ? BillingConfigSchema : undefined, signal }),
    staleTime: 60_000,
  })

/** The signed-in user's subscriptions, newest first, with plan and price. */
export const mySubscriptionsQuery = () =>
  queryOptions({
    queryKey: billingKeys.subscriptions(),
    queryFn: ({ signal }) => http.get<{ pagination: Pagination<Subscription> }>('billing/subscriptions', { schema: dev ? SubscriptionListResponseSchema : undefined, signal }).then((r) => r.pagination.data),
  })

export const invoicesQuery = (page = 1) =>
  queryOptions({
    queryKey: billingKeys.invoices(page),
    queryFn: ({ signal }) => http.get<{ pagination: Pagination<Invoice> }>('billing/invoices', { params: { page }, schema: dev ? InvoiceListResponseSchema : undefined, signal }).then((r) => r.pagination),
  })

export const invoiceQuery = (uuid: string) =>
  queryOptions({
    queryKey: billingKeys.invoice(uuid),
    queryFn: ({ signal }) => http.get<InvoiceAnswer>(`billing/invoices/${uuid}`, { schema: dev ? InvoiceResponseSchema : undefined, signal }),
  })

/** After a subscription changes, the session's user.subscriptions and permissions are read again. */
function useRefreshSession() {
  const queryClient = useQueryClient()
  const apply = useApplyBootstrap()
  return async () => {
    const data = await http.get<BootstrapData>('bootstrap-data', { schema: dev ? BootstrapDataSchema : undefined })
    apply(data)
    await queryClient.invalidateQueries({ queryKey: billingKeys.all })
  }
}

export const useCreatePartialSubscription = () =>
  useMutation({
    mutationFn: (body: { product_id: number; price_id: number }) => http.post<ClientSecretAnswer>('billing/stripe/create-partial-subscription', { body, schema: dev ? ClientSecretResponseSchema : undefined }),
  })

export const useCreateSetupIntent = () =>
  useMutation({ mutationFn: () => http.post<ClientSecretAnswer>('billing/stripe/create-setup-intent', { schema: dev ? ClientSecretResponseSchema : undefined }) })

/** The completion screens: read the paid subscription back, then refresh the session so the plan applies. */
export function useStoreSubscription(gateway: 'stripe' | 'paypal') {
  const refresh = useRefreshSession()
  return useMutation({
    mutationFn: async (id: string) => {
      const body = gateway === 'stripe' ? { payment_intent_id: id } : { paypal_subscription_id: id }
      const res = await http.post<{ subscription: Subscription }>(`billing/${gateway}/store-subscription-details-locally`, { body, schema: dev ? SubscriptionResponseSchema : undefined })
      await refresh()
      return res.subscription
    },
  })
}

export function useChangePaymentMethod() {
  const refresh = useRefreshSession()
  return useMutation({
    mutationFn: async (paymentMethodId: string) => {
      await http.post('billing/stripe/change-default-payment-method', { body: { payment_method_id: paymentMethodId } })
      await refresh()
    },
  })
}

type SubscriptionAction = { id: number; action: 'cancel' | 'resume' } | { id: number; action: 'change-plan'; newProductId: number; newPriceId: number }

/** Cancel (to the period end), renew, or change plan; the session is refreshed after each. */
export function useSubscriptionAction() {
  const refresh = useRefreshSession()
  return useMutation({
    mutationFn: async (input: SubscriptionAction) => {
      const body = input.action === 'change-plan' ? { newProductId: input.newProductId, newPriceId: input.newPriceId } : {}
      await http.post(`billing/subscriptions/${input.id}/${input.action}`, { body })
      await refresh()
    },
  })
}
