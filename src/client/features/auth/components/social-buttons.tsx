import { useSnapshot } from 'valtio'
import { Button } from '../../../ui'
import { sessionState, trans } from '../../../stores/session'
import { settingEnabled } from '../../../stores/settings'
import { SOCIAL_SERVICES, type SocialService } from '../social-popup'
import { useSocialLogin } from '../use-social-login'

const LABELS: Record<SocialService, string> = { envato: 'Envato', google: 'Google', facebook: 'Facebook', twitter: 'Twitter' }

/** Buttons for the enabled providers, under an "OR" divider ("Or sign up with" in compact mode). */
export function SocialButtons({ dividerText = 'OR' }: { dividerText?: string }) {
  const session = useSnapshot(sessionState)
  const settings = session.settings as Record<string, unknown>
  const login = useSocialLogin()
  const enabled = SOCIAL_SERVICES.filter((s) => settingEnabled(`social.${s}.enable`, settings))
  if (!enabled.length) return null
  const compact = settingEnabled('social.compact_buttons', settings)
  return (
    <div className="mt-6">
      <div className="mb-5 flex items-center gap-3 text-xs text-muted">
        <span className="h-px flex-auto bg-border" />
        {compact ? trans('Or sign up with') : dividerText}
        <span className="h-px flex-auto bg-border" />
      </div>
      <div className={compact ? 'flex justify-center gap-3' : 'flex flex-col gap-3'}>
        {enabled.map((service) => (
          <Button key={service} variant="outline" className={compact ? '' : 'w-full'} onClick={() => login(service)} aria-label={trans('Continue with :value', { value: LABELS[service] })}>
            {compact ? LABELS[service][0] : trans('Continue with :value', { value: LABELS[service] })}
          </Button>
        ))}
      </div>
    </div>
  )
}
