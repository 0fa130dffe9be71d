import type { PageMeta } from '../../plugins/meta'
import type { RelationsRepo } from './relations.repo'

const ROUTE = /^\/(album|artist|track)\/(\d{1,9})(?:\/|$)/

const imageUrl = (image: string | null | undefined) => (image ? `/${image.replace(/^\//, '')}` : undefined)
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
        const [album] = await repo.albumsByIds([id])
        if (!album) return null
        const by = names((await repo.artistsOfAlbums([id])).get(id))
        const year = album.releaseDate ? ` (${album.releaseDate.slice(0, 4)})` : ''
        return { title: by ? `${album.name} - ${by}` : album.name, description: `${album.name}${year}${by ? `, an album by ${by}` : ''}.`, image: imageUrl(album.image) }
      }
      case 'artist': {
        const [artist] = await repo.artistsByIds([id])
        if (!artist) return null
        return { title: artist.name, description: `Listen to ${artist.name}: top tracks, albums and similar artists.`, image: imageUrl(artist.imageSmall) }
      }
      default: {
        const [track] = await repo.tracksByIds([id])
        if (!track) return null
        const by = names((await repo.artistsOfTracks([id])).get(id))
        const [album] = track.albumId ? await repo.albumsByIds([track.albumId]) : []
        return {
          title: by ? `${track.name} - ${by}` : track.name,
          description: `Listen to ${track.name}${by ? ` by ${by}` : ''}${album ? ` from ${album.name}` : ''}.`,
          image: imageUrl(track.image ?? album?.image),
        }
      }
    }
  }
}
