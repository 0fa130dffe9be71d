import { createRootRouteWithContext, Outlet, useMatches } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { useSnapshot } from 'valtio'
import {
  AppLayout,
  CookieNotice,
  DebugErrorHost,
  DialogHost,
  frameOf,
  NotFoundPage,
  PlayerSlot,
  ProgressBar,
  RouteErrorPage,
  routeTitleOf,
  ToastLayer,
  useRouteTitle,
} from '../features/shell'
import { VerificationGate } from '../features/auth'
import { AdSlot } from '../features/catalogue'
import { PlayerBar, playerState } from '../player'
import { sessionState } from '../stores/session'
import { trackSelection, useRowSelection } from '../features/track-select'
import { hasPendingAction } from '../stores/pending-action'
import { settingEnabled } from '../stores/settings'
import type { RouterContext } from '../router-context'
import { useFirstPageDone } from '../lib/first-page'

// The offline pill also starts the offline manager (resuming downloads, telling the player what is
// saved); it loads once the first page is up (lib/first-page.ts) rather than with it.
const OfflineIndicator = lazy(() => import('../features/offline').then((m) => ({ default: m.OfflineIndicator })))
// The service worker's registration and its update prompt: nothing on the first frame
// needs them, so they load with the offline pieces once the first page is up (one chunk: vite.config.ts STARTUP).
// The cued track's like button and menu: features the player may not import, loaded with the bar.
const PlayerTrackActions = lazy(() => import('../features/track-menu').then((m) => ({ default: m.PlayerTrackActions })))
// The sidebar's playlists: the playlists feature's own chunk, fetched once the frame is drawn.
const SidebarPlaylists = lazy(() => import('../features/playlists').then((m) => ({ default: m.SidebarPlaylists })))
// What a guest asked for before signing in (Like, Add to playlist): loaded only while one waits.
// The bar for selected track rows (issue 24), loaded with the first selection.
const SelectionBar = lazy(() => import('../features/track-menu').then((m) => m.loadSelectionBar()))
const PendingActionRunner = lazy(() => import('../features/track-menu').then((m) => m.loadPendingActionRunner()))
const UpdatePrompt = lazy(() => import('../features/pwa').then((m) => ({ default: m.UpdatePrompt })))

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
})

/**
 * The app frame. The player sits beside the Outlet, never inside it, so navigation never remounts it;
 * only embeds (their own mini player) leave it out. Auth screens and embeds get no navbar or menus. The
 * frame is the one the matched layout route declares (routes/_app.tsx, _bare.tsx, _embed.tsx).
 */
function RootLayout() {
  const mode = useMatches({ select: frameOf })
  const session = useSnapshot(sessionState)
  // The tab title: the deepest route's `head` title (features/shell/page-title.ts); the player's wins while playing.
  const routeTitle = useMatches({ select: routeTitleOf })
  useRouteTitle(routeTitle, session.settings as Record<string, unknown>)
  // The offline pill and the update prompt (and the chunk they share) wait until the first page is up.
  const firstPageDone = useFirstPageDone()
  const selecting = useSnapshot(trackSelection).indexes.length > 0
  // Once a guest's action waits for the signed-in user, its runner stays mounted (it may show a dialog after taking it).
  const [runnerOn, setRunnerOn] = useState(false)
  if (!runnerOn && session.user && hasPendingAction()) setRunnerOn(true)
  // platform-core §2: with e-mail confirmation required, an unverified user sees only the gate, on every path.
  const gated =
    settingEnabled('require_email_confirmation', session.settings as Record<string, unknown>) &&
    session.user !== null &&
    !session.user.email_verified_at
  if (gated) {
    return (
      <>
        <main id="main" className="min-h-dvh bg-bg text-fg">
          <Suspense fallback={null}>
            <VerificationGate />
          </Suspense>
        </main>
        <ToastLayer />
      </>
    )
  }
  return (
    <>
      <ProgressBar />
      {mode === 'app' ? (
        <AppLayout
          sidebar={
            <Suspense fallback={null}>
              <SidebarPlaylists />
            </Suspense>
          }
        >
          <AdSlot slot="general_top" />
          <Outlet />
          <AdSlot slot="general_bottom" />
        </AppLayout>
      ) : (
        <main id="main" className="min-h-dvh bg-bg text-fg">
          <Outlet />
        </main>
      )}
      {mode !== 'embed' && (
        <PlayerSlot>
          <PlayerBar trackActions={PlayerTrackActions} rowSelection={useRowSelection} />
        </PlayerSlot>
      )}
      {/* howler's media element is not in the DOM, so the prompt asks the player store whether audio plays. */}
      {mode !== 'embed' && firstPageDone && (
        <Suspense fallback={null}>
          <UpdatePrompt isPlaybackActive={() => playerState.playing} />
          <OfflineIndicator />
        </Suspense>
      )}
      {mode === 'app' && selecting && (
        <Suspense fallback={null}>
          <SelectionBar />
        </Suspense>
      )}
      {session.user && runnerOn && (
        <Suspense fallback={null}>
          <PendingActionRunner />
        </Suspense>
      )}
      <ToastLayer />
      {mode !== 'embed' && <CookieNotice />}
      <DialogHost />
      <DebugErrorHost />
    </>
  )
}
