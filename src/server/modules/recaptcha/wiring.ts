import type { Db } from '../../db/client'
import { makeSettingsRepo, makeSettingsService } from '../settings/index'
import { makeRecaptchaService } from './recaptcha.service'

/** The recaptcha service over the app's settings; auth routes and the verify endpoint share this. */
export function makeRecaptchaFor(db: Db) {
  const settings = makeSettingsService({ repo: makeSettingsRepo(db) })
  return makeRecaptchaService({ settings: settings.effective })
}
