import { useSuspenseQuery } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import { sessionState } from '../../../stores/session'
import { playlistQuery } from '../api'
import { PlaylistHeader } from './playlist-header'
import { PlaylistTracks, type PlaylistRowMenu } from './playlist-tracks'

/** GET playlists/{id} gives the header; tracks page on separately so edits refresh only the list. */
export function PlaylistPage({ playlistId, rowMenu }: { playlistId: number; rowMenu?: PlaylistRowMenu }) {
  const { data } = useSuspenseQuery(playlistQuery(playlistId))
  const snap = useSnapshot(sessionState)
  const { playlist } = data
  const userId = snap.user?.id
  const canEditTracks =
    userId !== undefined && (playlist.owner_id === userId || playlist.collaborative || (playlist.editors ?? []).some((e) => e.id === userId))
  return (
    <div className="p-4 md:p-8">
      <PlaylistHeader playlist={playlist} totalDuration={data.totalDuration} firstTracks={data.tracks.data} />
      <PlaylistTracks playlistId={playlist.id} canEdit={canEditTracks} rowMenu={rowMenu} />
    </div>
  )
}
