import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { cn } from '../../../lib/cn'
import { readCookie, writeCookie } from '../../../lib/cookies'
import { Button } from '../../../ui/button'
import { sessionState, trans } from '../../../stores/session'
import { readSetting, settingEnabled } from '../../../stores/settings'
import { MenuLink } from './menu-link'
import type { MenuItem } from '../../../stores/bootstrap-types'

export const COOKIE_NOTICE_COOKIE = 'cookie_notice'
const COOKIE_NOTICE_DAYS = 30

interface NoticeButton {
  label?: string
  type?: 'route' | 'link'
  action?: string
}

/** Cookie bar (platform-core §2/§4): hidden once accepted (30-day cookie) or when the server says so. */
export function CookieNotice() {
  const session = useSnapshot(sessionState)
  const [accepted, setAccepted] = useState(() => readCookie(COOKIE_NOTICE_COOKIE) === 'true')
  const settings = session.settings as Record<string, unknown>
  if (accepted || !session.showCookieNotice || !settingEnabled('cookie_notice.enable', settings)) return null
  const position = readSetting<string>('cookie_notice.position', 'bottom', settings)
  const button = readSetting<NoticeButton | null>('cookie_notice.button', null, settings)
  // The admin's picked custom page; '' or null hides the link (a default that points nowhere helps no one).
  const page = readSetting<string | null>('cookie_notice.page', 'privacy-policy', settings)
  const accept = () => {
    writeCookie(COOKIE_NOTICE_COOKIE, 'true', COOKIE_NOTICE_DAYS)
    setAccepted(true)
  }
  const link: MenuItem | null = page ? { id: 'cookie-notice', label: button?.label ?? 'Learn more', type: 'route', action: `/pages/${page}` } : null
  return (
    <div
      role="region"
      aria-label={trans('Cookie notice')}
      className={cn(
        'fixed inset-x-0 z-[65] flex flex-col items-center justify-center gap-3 bg-paper px-4 py-3 text-sm shadow-2xl ring-1 ring-border sm:flex-row',
        position === 'top' ? 'top-0' : 'bottom-(--bottom-nav-height)',
      )}
    >
      <p className="text-center">
        {trans('We use cookies to optimize site functionality and provide you with the best possible experience.')}
        {link && (
          <>
            {' '}
            <MenuLink item={link} className="font-semibold text-primary underline-offset-2 hover:underline">
              {trans(link.label)}
            </MenuLink>
          </>
        )}
      </p>
      <Button size="sm" onClick={accept}>
        {trans('OK')}
      </Button>
    </div>
  )
}
