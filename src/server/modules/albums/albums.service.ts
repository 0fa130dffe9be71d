import type { Album } from '../../../shared/contracts/catalogue'
import { notFound } from '../../lib/http-errors'
import type { ViewRecorder } from '../plays/index'
import type { Hydrator, SerializeCtx } from '../catalogue/index'
import type { AlbumsRepo } from './albums.repo'

/** Loaders that render the full album (page and embed); others get the album with its artists only. */
const FULL_LOADERS = new Set(['albumPage', 'albumEmbed', 'editAlbumPage'])

export function makeAlbumsService({ repo, hydrator, views, clock }: { repo: AlbumsRepo; hydrator: Hydrator; views: ViewRecorder; clock: () => Date }) {
  /** Counts a view of the album (§4.8); a cached answer of the page counts it too. */
  const countView = (id: number, visitorKey: string) => views.recordView(visitorKey, 'album', id, clock())
  return {
    countView,

    /** GET albums/{id}: artists (primary first), tags, genres, tracks by number with popularity, counts. */
    async show(id: number, loader: string, visitorKey: string, ctx: SerializeCtx): Promise<Album> {
      const full = FULL_LOADERS.has(loader)
      // The hydrator's own album query is the existence check (one query fewer than asking first);
      // the album payload carries no view count, so counting after loading changes nothing shown.
      const [album] = await hydrator.albums([id], ctx, { artists: true, tracks: full, counts: full, genres: full, tags: full })
      if (!album) throw notFound()
      // Embeds are views of the same album page, so both count (§4.8 window still applies).
      await countView(id, visitorKey)
      // The edit form needs the description, hidden from the public payload (§2.2).
      if (loader === 'editAlbumPage') return { ...album, description: await repo.description(id) }
      return album
    },
  }
}

export type AlbumsService = ReturnType<typeof makeAlbumsService>
