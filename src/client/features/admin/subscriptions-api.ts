import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  ProductListResponseSchema,
  SubscriptionResponseSchema,
  type CreateSubscriptionInput,
  type Product,
  type Subscription,
  type UpdateSubscriptionInput,
} from '../../../shared/contracts/billing'
import type { Pagination } from '../../../shared/contracts/pagination'
import { http } from '../../lib/http'
import { adminKeys } from '../admin-kit'

const dev = import.meta.env.DEV

export const subscriptionQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.detail('billing/subscriptions', id),
    queryFn: ({ signal }) => http.get<{ subscription: Subscription }>(`billing/subscriptions/${id}`, { schema: dev ? SubscriptionResponseSchema : undefined, signal }).then((r) => r.subscription),
  })

/** Every plan, hidden ones too (the admin may give a hidden plan), for the plan/price select. */
export const allPlansQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'plans-for-select'] as const,
    queryFn: ({ signal }) =>
      http.get<{ pagination: Pagination<Product> }>('billing/products', { params: { perPage: 100 }, schema: dev ? ProductListResponseSchema : undefined, signal }).then((r) => r.pagination.data),
  })

/** Creates (id null) or updates a subscription given by hand; every admin list and detail refetches. */
export function useSaveSubscription(id: number | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateSubscriptionInput | UpdateSubscriptionInput) =>
      id === null
        ? http.post<{ subscription: Subscription }>('billing/subscriptions', { body: input, schema: dev ? SubscriptionResponseSchema : undefined })
        : http.put<{ subscription: Subscription }>(`billing/subscriptions/${id}`, { body: input, schema: dev ? SubscriptionResponseSchema : undefined }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}

/** Cancel (to the renewal date) or renew (undo a cancel on the grace period), as the subscriber can. */
export function useAdminSubscriptionAction(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: 'cancel' | 'resume') => http.post<{ subscription: Subscription | null }>(`billing/subscriptions/${id}/${action}`, { body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
