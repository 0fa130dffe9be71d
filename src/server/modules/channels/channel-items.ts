import type { ChannelItem } from '../../../shared/contracts/channels'
import type { PlaylistRef } from '../../../shared/contracts/playlists'
import { serializeGenre, serializeUserRef, type Hydrator, type SerializeCtx } from '../catalogue/index'
import { byBlockedArtist } from '../../../shared/lib/blocked-artists'
import type { ChannelsRepo } from './channels.repo'

export interface ItemRef {
  type: string
  id: number
}

/**
 * Loads a page of mixed channel items (one batched query per model type) in the given order. Channels
 * are left to the caller, which knows how deep nesting may go. Items that vanished are skipped.
 */
export async function hydrateItems(
  refs: ItemRef[],
  deps: { repo: ChannelsRepo; hydrator: Hydrator; isBlocked?: (artistName: string) => boolean },
  ctx: SerializeCtx,
): Promise<Map<string, ChannelItem>> {
  // `artists.blocked`: blocked artists, and tracks and albums by them, are skipped like vanished items.
  const isBlocked = deps.isBlocked ?? (() => false)
  const byBlocked = byBlockedArtist(isBlocked)
  const idsOf = (type: string) => refs.filter((r) => r.type === type).map((r) => r.id)
  const [trackList, albumList, artistList, genreRows, playlistRows, userRows] = await Promise.all([
    deps.hydrator.tracks(idsOf('track'), ctx),
    deps.hydrator.albums(idsOf('album'), ctx),
    deps.hydrator.artists(idsOf('artist')),
    deps.repo.genresByIds(idsOf('genre')),
    deps.repo.playlistsByIds(idsOf('playlist')),
    deps.repo.usersByIds(idsOf('user')),
  ])
  const out = new Map<string, ChannelItem>()
  for (const t of trackList) if (!byBlocked(t)) out.set(`track:${t.id}`, t)
  for (const a of albumList) if (!byBlocked(a)) out.set(`album:${a.id}`, a)
  for (const a of artistList) if (!isBlocked(a.name)) out.set(`artist:${a.id}`, a)
  for (const g of genreRows) out.set(`genre:${g.id}`, serializeGenre(g))
  for (const u of userRows) out.set(`user:${u.id}`, serializeUserRef(u))
  for (const p of playlistRows) {
    const ref: PlaylistRef = {
      id: p.id,
      name: p.name,
      image: p.image,
      description: p.description,
      public: p.public,
      owner_id: p.ownerId,
      plays: p.plays,
      model_type: 'playlist',
    }
    out.set(`playlist:${p.id}`, ref)
  }
  return out
}
