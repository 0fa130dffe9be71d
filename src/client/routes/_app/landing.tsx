import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '../../features/catalogue'
import { readSetting } from '../../stores/settings'

/** The landing page at its own address (music-product §1 routes), for everyone, whatever the homepage is. */
export const Route = createFileRoute('/_app/landing')({
  component: LandingRoute,
})

function LandingRoute() {
  return <LandingPage exploreHref={`/channel/${String(readSetting('homepage.value', 8))}`} />
}
