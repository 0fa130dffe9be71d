import { lazy, Suspense } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import { AlbumPage, albumHref, albumQuery, albumTracks, artistHref, orNotFound, parseId } from '../../features/catalogue'
import { DetailPageSkeleton } from '../../ui'
import { LikeToggle, useLikes } from '../../features/library'
import { SaveOfflineButton } from '../../features/offline'
import { SetMenuTrigger, TrackMenuTrigger } from '../../features/track-menu'
import { isLocalSource } from '../../player'
import { sessionState } from '../../stores/session'
import { settingEnabled } from '../../stores/settings'
import { byArtists, titleHead } from '../../features/shell'
import { OwnerTools } from '../../features/artist-tools'

// Loaded only where `player.enable_repost` is on: its module brings the profiles contracts (zod).
const RepostToggle = lazy(() => import('../../features/profiles').then((m) => ({ default: m.RepostToggle })))

export const Route = createFileRoute('/_app/album/$albumId/$artistName/$albumName')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(albumQuery(parseId(params.albumId)))),
  pendingComponent: DetailPageSkeleton,
  head: ({ loaderData }) => (loaderData ? titleHead(byArtists(loaderData.album.name, loaderData.album.artists)) : {}),
  component: AlbumRoute,
})

function AlbumRoute() {
  const { albumId } = Route.useParams()
  const { data } = useSuspenseQuery(albumQuery(Number(albumId)))
  const likes = useLikes('track')
  const snap = useSnapshot(sessionState)
  const reposts = settingEnabled('player.enable_repost', snap.settings as Record<string, unknown>)
  const { album } = data
  const actions = (
    <>
      <LikeToggle type="album" id={album.id} />
      {reposts && (
        <Suspense fallback={null}>
          <RepostToggle type="album" id={album.id} />
        </Suspense>
      )}
      <SetMenuTrigger kind="album" set={album} path={albumHref(album)} tracks={albumTracks(album)} />
      <OwnerTools kind="albums" media={album} after={album.artists?.[0] ? artistHref(album.artists[0]) : '/'} />
    </>
  )
  // Only uploaded audio can be saved; remote and YouTube sources have no file to keep.
  const saveOffline = (
    <SaveOfflineButton tracks={albumTracks(album).filter((t) => isLocalSource(t.src ?? ''))}
      group={{ type: 'album', id: album.id, name: album.name, image: album.image }} />
  )
  return <AlbumPage album={album} likes={likes} saveOffline={saveOffline} actions={actions} rowMenu={(track) => <TrackMenuTrigger track={track} />} />
}
