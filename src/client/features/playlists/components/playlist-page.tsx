import type { ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { Track } from '../../../../shared/contracts/catalogue'
import type { Playlist } from '../../../../shared/contracts/playlists'
import { useSnapshot } from 'valtio'
import { sessionState } from '../../../stores/session'
import { playlistQuery } from '../api'
import { PlaylistHeader } from './playlist-header'
import { PlaylistTracks, type PlaylistRowMenu } from './playlist-tracks'

/** GET playlists/{id} gives the header; tracks page on separately so edits refresh only the list. */
export interface PlaylistPageProps {
  playlistId: number
  /** From the route: each row's track menu, and the header's menu for the whole playlist. */
  rowMenu?: PlaylistRowMenu
  setMenu?: (playlist: Playlist, firstTracks: readonly Track[]) => ReactNode
}

export function PlaylistPage({ playlistId, rowMenu, setMenu }: PlaylistPageProps) {
  const { data } = useSuspenseQuery(playlistQuery(playlistId))
  const snap = useSnapshot(sessionState)
  const { playlist } = data
  const userId = snap.user?.id
  const canEditTracks =
    userId !== undefined && (playlist.owner_id === userId || playlist.collaborative || (playlist.editors ?? []).some((e) => e.id === userId))
  return (
    <div className="p-4 md:p-8">
      <PlaylistHeader playlist={playlist} totalDuration={data.totalDuration} firstTracks={data.tracks.data} menu={setMenu?.(playlist, data.tracks.data)} />
      <PlaylistTracks playlistId={playlist.id} canEdit={canEditTracks} collaborative={playlist.collaborative} rowMenu={rowMenu} />
    </div>
  )
}
