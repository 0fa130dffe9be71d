import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { Spinner } from '../../../ui'
import { can, sessionState, trans } from '../../../stores/session'
import { settingEnabled } from '../../../stores/settings'
import { SOCIAL_SERVICES } from '../../auth'
import { meQuery } from '../api'
import { AccountDetailsPanel } from './account-details-panel'
import { DeleteAccountPanel } from './delete-account-panel'
import { DevelopersPanel } from './developers-panel'
import { LocationPanel } from './location-panel'
import { MusicAppsPanel } from './music-apps-panel'
import { PasswordPanel } from './password-panel'
import { PlaybackPanel } from './playback-panel'
import { SessionsPanel } from './sessions-panel'
import { SocialLoginPanel } from './social-login-panel'
import { TwoFactorPanel } from './two-factor-panel'

/** /account-settings: a side list that scrolls to each panel (platform-core §2). */
export function AccountSettingsPage() {
  const { data: user } = useSuspenseQuery(meQuery())
  const session = useSnapshot(sessionState)
  const settings = session.settings as Record<string, unknown>
  const social = SOCIAL_SERVICES.some((s) => settingEnabled(`social.${s}.enable`, settings))
  const developers = settingEnabled('api.integrated', settings) && can('api.access', session)

  const panels = [
    { id: 'account-details', label: 'Account details' },
    ...(social ? [{ id: 'social-login', label: 'Social login' }] : []),
    { id: 'password', label: 'Password' },
    { id: 'two-factor', label: 'Two factor authentication' },
    { id: 'sessions', label: 'Active sessions' },
    { id: 'location-and-language', label: 'Location and language' },
    { id: 'music-apps', label: 'Music apps' },
    { id: 'playback', label: 'Playback' },
    ...(developers ? [{ id: 'developers', label: 'Developers' }] : []),
    { id: 'delete-account', label: 'Delete account' },
  ]

  return (
    <div className="mx-auto flex max-w-5xl gap-8 p-4 md:p-8">
      <nav aria-label={trans('Account settings')} className="sticky top-24 hidden w-56 shrink-0 self-start md:block">
        <ul className="flex flex-col gap-1 text-sm">
          {panels.map((p) => (
            <li key={p.id}>
              <a href={`#${p.id}`} className="block rounded-md px-3 py-2 hover:bg-chip" onClick={(e) => {
                e.preventDefault()
                document.getElementById(p.id)?.scrollIntoView({ behavior: 'smooth' })
              }}>
                {trans(p.label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex min-w-0 flex-auto flex-col gap-6">
        <h1 className="text-2xl font-semibold">{trans('Account settings')}</h1>
        <AccountDetailsPanel user={user} />
        {social && <SocialLoginPanel user={user} />}
        <PasswordPanel />
        <TwoFactorPanel user={user} />
        <Suspense fallback={<Spinner />}>
          <SessionsPanel />
        </Suspense>
        <Suspense fallback={<Spinner />}>
          <LocationPanel user={user} />
        </Suspense>
        <MusicAppsPanel />
        <PlaybackPanel />
        {developers && <DevelopersPanel user={user} />}
        <DeleteAccountPanel />
      </div>
    </div>
  )
}
