/** Query keys of the notifications feature; kept apart from api.ts so the navbar's bell can use them cheaply. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  subscriptions: () => [...notificationKeys.all, 'subscriptions'] as const,
}
