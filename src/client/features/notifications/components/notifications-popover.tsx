import { useEffect, useRef, type ReactElement } from 'react'
import { Popover } from '../../../ui/popover'
import { NotificationsPanel } from './notifications-panel'

/** The bell's popover; `openOnMount` opens it at once when a click on the stand-in bell loaded it. */
export function NotificationsPopover({ trigger, openOnMount }: { trigger: ReactElement; openOnMount: boolean }) {
  const wrapper = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (openOnMount) wrapper.current?.querySelector('button')?.click()
    // Only on mount: later renders must not reopen a popover the user closed.
  }, [])
  return (
    <div ref={wrapper}>
      <Popover trigger={trigger} className="overflow-hidden">
        {(close) => <NotificationsPanel close={close} />}
      </Popover>
    </div>
  )
}
