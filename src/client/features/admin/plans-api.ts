import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { ProductResponseSchema, type Product, type SaveProductInput } from '../../../shared/contracts/billing'
import { http } from '../../lib/http'
import { adminKeys } from '../admin-kit'

const dev = import.meta.env.DEV

export const planQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.detail('billing/products', id),
    queryFn: ({ signal }) => http.get<{ product: Product }>(`billing/products/${id}`, { schema: dev ? ProductResponseSchema : undefined, signal }),
  })

/** Creates (id null) or updates a plan; the server syncs it to the gateways whose keys are set. */
export function useSavePlan(id: number | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SaveProductInput) =>
      id === null
        ? http.post<{ product: Product }>('billing/products', { body: input, schema: dev ? ProductResponseSchema : undefined })
        : http.put<{ product: Product }>(`billing/products/${id}`, { body: input, schema: dev ? ProductResponseSchema : undefined }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}

/** POST billing/products/sync: every plan to Stripe. */
export function useSyncPlans() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => http.post<{ synced: number }>('billing/products/sync'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}

/** Whether any payment gateway can take a payment now (GET billing/config, the checkout's own answer). */
export const paymentGatewayQuery = () =>
  queryOptions({
    queryKey: ['admin', 'billing-config'] as const,
    queryFn: async ({ signal }) => {
      const config = await http.get<{ stripe: { enabled: boolean }; paypal: { enabled: boolean; clientId: string | null } }>('billing/config', { signal })
      return { canPay: config.stripe.enabled || (config.paypal.enabled && !!config.paypal.clientId) }
    },
  })
