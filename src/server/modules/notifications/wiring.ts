import fs from 'node:fs'
import { Agent } from 'node:https'
import type { Env } from '../../config/env'
import type { Db } from '../../db/client'
import type { Mailer } from '../mail/index'
import type { SettingsService } from '../settings/index'
import { makeDelivery } from './delivery.service'
import { publishLive, type PubSubPort } from './live-hub'
import { makeNotifier, type JobsPort, type NotificationsService } from './notifier.service'
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
  pubsub: PubSubPort
  jobs: JobsPort
  log?: (message: string, err?: unknown) => void
}

/** Extra CAs for push delivery only, read once; Node's default trust store stays as it is for everything else. */
function pushAgent(env: Env): Agent | undefined {
  if (!env.PUSH_CA_FILE) return undefined
  return new Agent({ ca: fs.readFileSync(env.PUSH_CA_FILE, 'utf8'), keepAlive: true })
}

/** deps.notifications, built once in app.ts: delivery over in-app, e-mail and browser push, fan-out as a job. */
export function makeNotificationsService({ db, env, clock, mailer, settings, pubsub, jobs, log }: NotificationsWiring): NotificationsService {
  const repo = makeNotificationsRepo(db)
  const agent = pushAgent(env)
  const push = makePushSender({ repo: makePushRepo(db), subject: `mailto:${env.ADMIN_EMAIL}`, ...(agent ? { agent } : {}), ...(log ? { log } : {}) })
  const delivery = makeDelivery({
    repo,
    clock,
    baseUrl: async () => String((await settings.effective()).client.base_url ?? ''),
    sendMail: (message) => mailer.send(message),
    push: async (messages) => void (await push.send(messages)),
    announce: async (batch) => void (await publishLive(pubsub, { kind: 'created', batch })),
  })
  return makeNotifier({ repo, subjects: makeSubjectsRepo(db), delivery, jobs })
}
