import type { PushSubscriptionInput } from '../../../shared/contracts/notifications'
import { notFound, validationError } from '../../lib/http-errors'
import { pushEndpointProblem } from './push-endpoints'
import type { PushRepo } from './push.repo'

/** POST/DELETE notifications/push-subscriptions: only endpoints on the allow-list are stored. */
export function makePushSubscriptionsService({ repo, allowedHosts }: { repo: PushRepo; allowedHosts: string[] }) {
  return {
    async subscribe(userId: number, input: PushSubscriptionInput): Promise<void> {
      const problem = pushEndpointProblem(input.endpoint, allowedHosts)
      if (problem) throw validationError({ endpoint: problem })
      await repo.upsert(userId, { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
    },

    /** Another user's endpoint (or an unknown one) answers 404 and stays. */
    async unsubscribe(userId: number, endpoint: string): Promise<void> {
      if (!(await repo.removeOwn(userId, endpoint))) throw notFound('Push subscription not found.')
    },
  }
}

export type PushSubscriptionsService = ReturnType<typeof makePushSubscriptionsService>
