import type { PushSubscriptionInput } from '../../../shared/contracts/notifications'
import { timingSafeEqual } from 'node:crypto'
import { HttpError, notFound, validationError } from '../../lib/http-errors'
import { pushEndpointProblem } from './push-endpoints'
import type { PushRepo } from './push.repo'

export const PUSH_ENDPOINT_TAKEN = 'This push subscription belongs to another account.'

function same(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** POST/DELETE notifications/push-subscriptions: only endpoints on the allow-list are stored. */
export function makePushSubscriptionsService({ repo, allowedHosts }: { repo: PushRepo; allowedHosts: string[] }) {
  return {
    async subscribe(userId: number, input: PushSubscriptionInput): Promise<void> {
      const problem = pushEndpointProblem(input.endpoint, allowedHosts)
      if (problem) throw validationError({ endpoint: problem })
      const held = await repo.byEndpoint(input.endpoint)
      // An endpoint another account holds moves only when the request proves it is that browser: its
      // subscription's keys, which only the browser and this server know (the old owner signed out there
      // and someone else signed in). Knowing the endpoint alone is not enough to take someone's pushes.
      if (held && held.userId !== userId && !(same(held.p256dh, input.keys.p256dh) && same(held.auth, input.keys.auth))) {
        throw new HttpError(409, PUSH_ENDPOINT_TAKEN)
      }
      await repo.upsert(userId, { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
    },

    /** Another user's endpoint (or an unknown one) answers 404 and stays. */
    async unsubscribe(userId: number, endpoint: string): Promise<void> {
      if (!(await repo.removeOwn(userId, endpoint))) throw notFound('Push subscription not found.')
    },
  }
}

export type PushSubscriptionsService = ReturnType<typeof makePushSubscriptionsService>
