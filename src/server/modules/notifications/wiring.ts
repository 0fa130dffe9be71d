import fs from 'node:fs'
import { Agent } from 'node:https'
import { rootCertificates } from 'node:tls'
import type { Env } from '../../config/env'
import type { Db } from '../../db/client'
import type { Mailer } from '../mail/index'
import type { SettingsService } from '../settings/index'
import { makeDelivery, type DeliveryPorts } from './delivery.service'
import type { JobQueue } from '../../lib/jobs/index'
import type { PubSub } from '../../lib/pubsub/index'
import { publishLive } from './live-hub'
import { makeNotifier, type NotificationsService } from './notifier.service'
import { makeNotificationsRepo } from './notifications.repo'
import { makePushRepo } from './push.repo'
import { makePushSender } from './push-sender'
import { makeSubjectsRepo } from './subjects.repo'

export interface NotificationsWiring {
  db: Db
  env: Env
  clock: () => Date
  mailer: Mailer
  settings: SettingsService
  pubsub: PubSub
  jobs: JobQueue
  log?: (message: string, err?: unknown) => void
  /** Puts mails and pushes in each recipient's language (the translations service). */
  translator?: DeliveryPorts['translator']
}

/**
 * Extra CAs for push delivery only, read once, added to Node's bundled roots (`ca` replaces the
 * default list, so the public push services stay trusted); every other outgoing request is unaffected.
 */
function pushAgent(env: Env): Agent | undefined {
  if (!env.PUSH_CA_FILE) return undefined
  return new Agent({ ca: [...rootCertificates, fs.readFileSync(env.PUSH_CA_FILE, 'utf8')] })
}

/** deps.notifications, built once in app.ts: delivery over in-app, e-mail and browser push, fan-out as a job. */
export function makeNotificationsService({ db, env, clock, mailer, settings, pubsub, jobs, log, translator }: NotificationsWiring): NotificationsService {
  const repo = makeNotificationsRepo(db)
  const agent = pushAgent(env)
  const push = makePushSender({ repo: makePushRepo(db), subject: `mailto:${env.ADMIN_EMAIL}`, ...(agent ? { agent } : {}), ...(log ? { log } : {}) })
  const delivery = makeDelivery({
    repo,
    clock,
    baseUrl: async () => String((await settings.effective()).client.base_url ?? ''),
    sendMail: (message) => mailer.send(message),
    push: async (messages) => void (await push.send(messages)),
    announce: (batch) => publishLive(pubsub, { kind: 'created', batch }),
    ...(translator ? { translator } : {}),
  })
  return makeNotifier({ repo, subjects: makeSubjectsRepo(db), delivery, jobs })
}
