import { trans } from '../../../stores/session'
import { Button } from '../../../ui'
import { settingEnabled } from '../../../stores/settings'
import { showHttpErrorToast } from '../../../stores/toasts'
import { SOCIAL_SERVICES, useSocialLogin } from '../../auth'
import { useDisconnectSocial, type CurrentUser } from '../api'
import { Panel } from './panel'
import { useQueryClient } from '@tanstack/react-query'
import { accountKeys } from '../api'

/** "Manage social login": one row per enabled provider with its linked username or "Disabled". */
export function SocialLoginPanel({ user }: { user: CurrentUser }) {
  const connect = useSocialLogin('connect')
  const disconnect = useDisconnectSocial()
  const queryClient = useQueryClient()
  const services = SOCIAL_SERVICES.filter((s) => settingEnabled(`social.${s}.enable`))
  return (
    <Panel id="social-login" title={trans('Manage social login')} description={trans("If you disable social logins, you'll still be able to log in using your email and password.")}>
      <ul className="flex flex-col divide-y divide-border">
        {services.map((service) => {
          const profile = user.social_profiles.find((p) => p.service_name === service)
          return (
            <li key={service} className="flex items-center justify-between py-3 text-sm">
              <div>
                <div className="font-medium capitalize">{trans(':service account', { service })}</div>
                <div className="text-muted">{profile ? (profile.username ?? '') : trans('Disabled')}</div>
              </div>
              {profile ? (
                <Button variant="outline" size="sm" onClick={() => disconnect.mutate(service, { onError: (e) => showHttpErrorToast(e) })}>
                  {trans('Disable')}
                </Button>
              ) : (
                <Button variant="outline" size="sm" onClick={() => void connect(service).then(() => queryClient.invalidateQueries({ queryKey: accountKeys.me }))}>
                  {trans('Enable')}
                </Button>
              )}
            </li>
          )
        })}
      </ul>
    </Panel>
  )
}
