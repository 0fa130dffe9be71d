import { useQuery } from '@tanstack/react-query'
import { mySubscriptionsQuery } from './api'

/** The subscription the billing pages manage: the newest valid one. */
export function useCurrentSubscription() {
  const query = useQuery(mySubscriptionsQuery())
  return { ...query, subscription: query.data?.find((s) => s.valid) ?? null }
}

export function formatDate(iso: string | null): string {
  return iso ? new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' }) : ''
}
