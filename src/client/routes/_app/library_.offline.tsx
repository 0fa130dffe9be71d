import { createFileRoute } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { TrackTable } from '../../features/catalogue'
import { useLikes } from '../../features/library'
import { lazy } from 'react'
import { OFFLINE_QUEUE_ID, OfflineLibraryPage } from '../../features/offline'
import { TrackMenuTrigger } from '../../features/playlists'
import { sessionState, trans } from '../../stores/session'
import { pageHead } from '../../features/shell'

// Loaded with the row's menu (TrackMenuTrigger), not with the page: see offline-row-items.tsx.
const OfflineRowItems = lazy(() => import('../-components/offline-row-items').then((m) => ({ default: m.OfflineRowItems })))

// `library_` keeps this page out of the library layout: it must render from IndexedDB alone, with no
// loader that needs the network.
export const Route = createFileRoute('/_app/library_/offline')({
  head: () => pageHead(trans('Offline music')),
  component: OfflineRoute,
})

/**
 * Saved tracks in the same rows as every other list. Likes go through library-state and the offline
 * queue (useLikes), so one made here offline replays on reconnect like any other offline change. The
 * row menu queues a track ("Play next") and holds TrackMenu's own "Remove from offline"; guests, who
 * have no playlists, get that item alone.
 */
function OfflineRoute() {
  const likes = useLikes('track')
  const { user } = useSnapshot(sessionState)
  return (
    <OfflineLibraryPage
      trackList={(tracks) => (
        <TrackTable tracks={tracks} queueId={OFFLINE_QUEUE_ID} showCover showAlbum likes={likes}
          rowMenu={(track) => (
            <TrackMenuTrigger track={track}>
              <OfflineRowItems track={track} guest={!user} />
            </TrackMenuTrigger>
          )} />
      )}
    />
  )
}
