import { createFileRoute, redirect } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import { ChannelPage, LandingPage, channelQuery, orNotFound } from '../../features/catalogue'
import { GridSkeleton } from '../../ui'
import { isLoggedIn, sessionState } from '../../stores/session'
import { readSetting } from '../../stores/settings'

/**
 * For guests, `homepage.type` decides: the landing page, the login page or the register page
 * (platform-core §1); everyone else, and guests with `channel`, see the homepage channel.
 */
function homepage(state: { user: unknown; settings: Record<string, unknown> } = sessionState) {
  const type = state.user === null ? readSetting<string>('homepage.type', 'channel', state.settings) : 'channel'
  return { landing: type === 'landingPage', authPage: type === 'loginPage' ? '/login' : type === 'registerPage' ? '/register' : null, channel: String(readSetting('homepage.value', 8, state.settings)) }
}

export const Route = createFileRoute('/_app/')({
  // The home page's data request starts with the entry chunk instead of waiting for a loader chunk.
  codeSplitGroupings: [['component'], ['pendingComponent']],
  beforeLoad: () => {
    const { authPage } = homepage()
    if (authPage) throw redirect({ to: authPage, replace: true })
  },
  loader: async ({ context }) => {
    const home = homepage()
    if (!home.landing && !home.authPage) await orNotFound(context.queryClient.ensureQueryData(channelQuery(home.channel)))
  },
  pendingComponent: () => <div className="p-4 md:p-8"><GridSkeleton /></div>,
  component: HomePage,
})

function HomePage() {
  const session = useSnapshot(sessionState)
  const home = homepage({ user: isLoggedIn(session) ? session.user : null, settings: session.settings as Record<string, unknown> })
  return home.landing ? <LandingPage exploreHref={`/channel/${home.channel}`} /> : <HomeChannel slugOrId={home.channel} />
}

function HomeChannel({ slugOrId }: { slugOrId: string }) {
  const { data } = useSuspenseQuery(channelQuery(slugOrId))
  return <ChannelPage channel={data.channel} page={1} pagePath={`/channel/${slugOrId}`} />
}
