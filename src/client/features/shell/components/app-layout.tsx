import type { ReactNode } from 'react'
import { trans } from '../../../stores/session'
import { HydrateInView } from '../../../ui'
import { MobileBottomMenu } from './mobile-bottom-menu'
import { Navbar } from './navbar'
import { Sidebar } from './sidebar'

/**
 * Page frame: skip link, sidebar (desktop), navbar and the scrolling main column. The bottom padding
 * keeps content clear of the player slot and the mobile tab bar.
 */
export function AppLayout({ children, sidebar }: { children: ReactNode; sidebar?: ReactNode }) {
  return (
    <div className="flex min-h-dvh bg-bg text-fg">
      <a
        href="#main"
        className="sr-only z-[90] rounded-md bg-primary px-4 py-2 font-semibold text-on-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {trans('Skip to content')}
      </a>
      {/* Hidden on a phone: hydrated only once it shows (ui/hydrate-in-view). */}
      <HydrateInView className="sticky top-0 hidden h-[calc(100dvh-var(--player-height))] md:flex">
        <Sidebar>{sidebar}</Sidebar>
      </HydrateInView>
      <div className="flex min-w-0 flex-auto flex-col">
        <Navbar />
        <main id="main" tabIndex={-1} className="flex-auto pb-[calc(var(--bottom-nav-height)+var(--player-height)+24px)] outline-none">
          {children}
        </main>
      </div>
      <MobileBottomMenu />
    </div>
  )
}
