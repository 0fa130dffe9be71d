import { createFileRoute } from '@tanstack/react-router'
import { orNotFound, parseId } from '../../features/catalogue'
import { DetailPageSkeleton } from '../../ui'
import { PlaylistPage, playlistQuery, playlistTracksQuery } from '../../features/playlists'
import { pageHead } from '../../features/shell'
import { SetMenuTrigger, TrackMenuTrigger } from '../../features/track-menu'
import { playlistLink, linkPath } from '../../lib/links'

export const Route = createFileRoute('/_app/playlist/$playlistId/$playlistName')({
  loader: async ({ context, params }) => {
    const playlist = await orNotFound(context.queryClient.ensureQueryData(playlistQuery(parseId(params.playlistId))))
    // The track list pages on by itself in the browser; a server render (docs/decisions/0034) waits for its
    // first page so the tracks arrive in the HTML.
    if (import.meta.env.SSR) await context.queryClient.ensureInfiniteQueryData(playlistTracksQuery(playlist.playlist.id))
    return playlist
  },
  pendingComponent: DetailPageSkeleton,
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData.playlist.name) : {}),
  component: PlaylistRoute,
})

function PlaylistRoute() {
  const { playlistId } = Route.useParams()
  return (
    <PlaylistPage key={playlistId} playlistId={Number(playlistId)}
      rowMenu={(track, items) => <TrackMenuTrigger track={track}>{items || undefined}</TrackMenuTrigger>}
      setMenu={(playlist, tracks) => <SetMenuTrigger kind="playlist" set={playlist} path={linkPath(playlistLink(playlist))} tracks={tracks} />} />
  )
}
