import { trans } from '../../../stores/session'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Button } from '../../../ui'
import { openDialog } from '../../../stores/dialogs'
import { toast } from '../../../stores/toasts'
import { sessionsQuery, useLogoutOtherSessions } from '../api'
import { Panel } from './panel'

/** platform-core §9: the sessions list is at most 400 px high. */
export const SESSIONS_MAX_HEIGHT = 400

export function SessionsPanel() {
  const { data: sessions } = useSuspenseQuery(sessionsQuery())
  const logoutOthers = useLogoutOtherSessions()

  async function logoutOtherSessions() {
    // Loaded when asked for: the dialog (Headless UI) is no part of the settings page's first screen.
    const { PasswordPromptDialog } = await import('./password-prompt-dialog')
    await openDialog(PasswordPromptDialog, {
      title: 'Log out other sessions',
      text: 'Please enter your password to confirm you would like to log out of your other browser sessions across all of your devices.',
      submitLabel: 'Log out other sessions',
      submit: (password: string) => logoutOthers.mutateAsync(password).then(() => void toast.positive('Logged out other sessions.')),
    })
  }

  return (
    <Panel id="sessions" title={trans('Active sessions')} description={trans('If necessary, you may log out of all of your other browser sessions across all of your devices.')}>
      <ul className="flex flex-col gap-4 overflow-y-auto" style={{ maxHeight: SESSIONS_MAX_HEIGHT }}>
        {sessions.map((s) => (
          <li key={s.id} className="flex items-center gap-3">
            <span className="grid size-10 place-items-center rounded-full bg-chip text-xs" aria-hidden="true">
              {s.device_type === 'mobile' ? '📱' : s.device_type === 'tablet' ? '▭' : '🖥'}
            </span>
            <div className="min-w-0 text-sm">
              <div className="font-medium">
                {s.platform ?? trans('Unknown')} - {s.browser ?? trans('Unknown')}
              </div>
              <div className="text-muted">
                {[s.city, s.country].filter(Boolean).join(', ')}
                {(s.city || s.country) && ' · '}
                {s.ip_address}
                {' · '}
                {s.is_current_device ? <span className="text-positive">{trans('This device')}</span> : trans('Last active :date', { date: new Date(s.last_active).toLocaleString() })}
              </div>
            </div>
          </li>
        ))}
      </ul>
      <Button variant="outline" className="mt-5" onClick={logoutOtherSessions}>
        {trans('Log out other sessions')}
      </Button>
    </Panel>
  )
}
