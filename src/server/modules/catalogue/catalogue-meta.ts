import { ARTIST_PICTURE_SIZE, DETAIL_COVER_SIZE } from '../../../shared/lib/image-widths'
import { imageUrl as clientImageUrl } from '../../../shared/lib/image-url'
import type { PageMeta } from '../../plugins/meta'
import type { RelationsRepo } from './relations.repo'

const ROUTE = /^\/(album|artist|track)\/(\d{1,9})(?:\/|$)/
// The embeds draw their own, smaller cover: no preload of the page's one.
const EMBED = /\/embed\/?$/

const imageUrl = (image: string | null | undefined) => (image ? `/${image.replace(/^\//, '')}` : undefined)
/**
 * The page's first and largest image (album-page.tsx, track-page.tsx and artist-page.tsx draw it at these
 * sizes), at the URL the client asks for. Stored images only: a remote one is not ours to preload.
 */
function lcpImage(pathname: string, value: string | null | undefined, size: number): Pick<PageMeta, 'lcpImage'> {
  const src = clientImageUrl(value)
  return src?.startsWith('/storage/') && !EMBED.test(pathname) ? { lcpImage: { src, size } } : {}
}
const names = (rows: { artist: { name: string } }[] | undefined) => (rows ?? []).map((r) => r.artist.name).join(', ')

/**
 * Title and description for server-rendered album, artist and track pages (and their embeds), so link
 * previews show the music rather than the site defaults. Unknown ids fall through to the defaults.
 */
export function makeCatalogueMetaResolver(repo: RelationsRepo) {
  return async function catalogueMeta(pathname: string): Promise<PageMeta | null> {
    const match = ROUTE.exec(pathname)
    if (!match) return null
    const id = Number(match[2])
    switch (match[1]) {
      case 'album': {
        const { albums: [album], artists } = await repo.albumsWithArtists([id])
        if (!album) return null
        const by = names(artists.get(id))
        const year = album.releaseDate ? ` (${album.releaseDate.slice(0, 4)})` : ''
        return { title: by ? `${album.name} - ${by}` : album.name, description: `${album.name}${year}${by ? `, an album by ${by}` : ''}.`, image: imageUrl(album.image), ...lcpImage(pathname, album.image, DETAIL_COVER_SIZE) }
      }
      case 'artist': {
        const [artist] = await repo.artistsByIds([id])
        if (!artist) return null
        return { title: artist.name, description: `Listen to ${artist.name}: top tracks, albums and similar artists.`, image: imageUrl(artist.imageSmall), ...lcpImage(pathname, artist.imageSmall, ARTIST_PICTURE_SIZE) }
      }
      default: {
        const [[track], artists] = await Promise.all([repo.tracksByIds([id]), repo.artistsOfTracks([id])])
        if (!track) return null
        const by = names(artists.get(id))
        const [album] = track.albumId ? await repo.albumsByIds([track.albumId]) : []
        const image = track.image ?? album?.image
        return {
          title: by ? `${track.name} - ${by}` : track.name,
          description: `Listen to ${track.name}${by ? ` by ${by}` : ''}${album ? ` from ${album.name}` : ''}.`,
          image: imageUrl(image),
          ...lcpImage(pathname, image, DETAIL_COVER_SIZE),
        }
      }
    }
  }
}
