import type { ReactNode } from 'react'
import type { Track } from '../../../../shared/contracts/catalogue'
import { playTracks } from '../../../player'
import { Button } from '../../../ui'
import { useOfflineLibrary } from '../hooks/use-offline-library'
import { formatBytes } from '../../../lib/format-bytes'
import { removeAllOffline, removeFromOffline } from '../manager'
import { DownloadProgress } from './download-progress'
import { StorageUsage } from './storage-usage'
import { trans } from '../../../stores/session'

const GROUP_LABEL = { album: 'Album', playlist: 'Playlist', liked: 'Liked songs', track: 'Track' } as const

/**
 * The player's queue id for saved music: 'custom' asks the server for no further pages (there may be no
 * server), and the rows' playing state matches what "Play all" cues.
 */
export const OFFLINE_QUEUE_ID = 'custom'

export interface OfflineLibraryPageProps {
  /**
   * The saved tracks drawn as the app's track rows (cover, linked artists, like, menu, playing state);
   * the route composes them from the catalogue, library and playlists features with OFFLINE_QUEUE_ID.
   */
  trackList: (tracks: readonly Track[]) => ReactNode
}

/** /library/offline: everything saved on this device, read from IndexedDB so it works with no network. */
export function OfflineLibraryPage({ trackList }: OfflineLibraryPageProps) {
  const library = useOfflineLibrary()
  const tracks: Track[] = library.tracks.map((t) => t.track)
  const play = (index: number) => playTracks(tracks, index, OFFLINE_QUEUE_ID)
  return (
    <div className="p-4 md:p-8">
      <h1 className="mb-4 text-3xl font-bold">{trans('Offline music')}</h1>
      <DownloadProgress />
      <StorageUsage saved={library.totalSize} usage={library.estimate.usage} quota={library.estimate.quota} />
      {library.loading ? null : tracks.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-16 text-center">
          <p className="text-lg font-semibold">{trans('No music saved for offline listening')}</p>
          <p className="max-w-md text-sm text-muted">{trans('Use "Save offline" on an album, a playlist or a track to listen without a connection.')}</p>
        </div>
      ) : (
        <>
          <div className="mb-6 flex flex-wrap gap-3">
            <Button onClick={() => play(0)} disabled={tracks.length === 0}>{trans('Play all')}</Button>
            <Button variant="outline" onClick={() => void removeAllOffline()} disabled={tracks.length === 0}>{trans('Remove all')}</Button>
          </div>
          {library.groups.length > 0 && (
            <section aria-labelledby="offline-groups" className="mb-8">
              <h2 id="offline-groups" className="mb-2 text-lg font-semibold">{trans('Albums and playlists')}</h2>
              <ul className="divide-y divide-border/50">
                {library.groups.map((g) => (
                  <li key={g.key} className="flex items-center justify-between gap-3 py-2">
                    <div className="min-w-0">
                      <p className="truncate font-medium">{g.name}</p>
                      <p className="text-xs text-muted">{GROUP_LABEL[g.type]} · {g.savedCount} {trans('of')} {g.trackIds.length} {trans('tracks ·')} {formatBytes(g.size)}</p>
                    </div>
                    <Button variant="ghost" size="sm" onClick={() => void removeFromOffline({ type: g.type, id: g.id })}>
                      {trans('Remove from offline')}<span className="sr-only"> {g.name}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="offline-tracks">
            <h2 id="offline-tracks" className="mb-2 text-lg font-semibold">{trans('Tracks')}</h2>
            {trackList(tracks)}
          </section>
        </>
      )}
    </div>
  )
}
