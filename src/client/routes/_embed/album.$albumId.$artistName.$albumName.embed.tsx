import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { EMBED_HEIGHTS, EmbedPlayer, albumHref, albumQuery, orNotFound, parseId } from '../../features/catalogue'
import { byArtists, titleHead } from '../../features/shell'

/** iframe-ready album embed (height 384), cued and not started (music-catalog §4.12). */
export const Route = createFileRoute('/_embed/album/$albumId/$artistName/$albumName/embed')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(albumQuery(parseId(params.albumId), 'albumEmbed'))),
  head: ({ loaderData }) => (loaderData ? titleHead(byArtists(loaderData.album.name, loaderData.album.artists)) : {}),
  component: AlbumEmbedRoute,
})

function AlbumEmbedRoute() {
  const { albumId } = Route.useParams()
  const { album } = useSuspenseQuery(albumQuery(Number(albumId), 'albumEmbed')).data
  return (
    <EmbedPlayer
      title={album.name}
      subtitle={album.artists?.map((a) => a.name).join(', ') ?? ''}
      image={album.image}
      tracks={album.tracks ?? []}
      queueId={`album.${album.id}.*`}
      height={EMBED_HEIGHTS.album}
      href={albumHref(album)}
    />
  )
}
