import { createFileRoute } from '@tanstack/react-router'
import { TrackTable } from '../../features/catalogue'
import { useLikes } from '../../features/library'
import { OFFLINE_QUEUE_ID, OfflineLibraryPage } from '../../features/offline'
import { TrackMenuTrigger } from '../../features/track-menu'
import { trans } from '../../stores/session'
import { pageHead } from '../../features/shell'

// `library_` keeps this page out of the library layout: it must render from IndexedDB alone, with no
// loader that needs the network.
export const Route = createFileRoute('/_app/library_/offline')({
  head: () => pageHead(trans('Offline music')),
  component: OfflineRoute,
})

/**
 * Saved tracks in the same rows as every other list. Likes go through library-state and the offline
 * queue (useLikes), so one made here offline replays on reconnect like any other offline change. The
 * row menu is the one track menu; its "Remove from offline" shows for guests too (model.ts).
 */
function OfflineRoute() {
  const likes = useLikes('track')
  return (
    <OfflineLibraryPage
      trackList={(tracks) => (
        <TrackTable tracks={tracks} queueId={OFFLINE_QUEUE_ID} showCover showAlbum likes={likes}
          rowMenu={(track) => <TrackMenuTrigger track={track} />} />
      )}
    />
  )
}
