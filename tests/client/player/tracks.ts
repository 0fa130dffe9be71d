import type { PlayerTrack } from '../../../src/client/player/types'

export function makeTracks(count: number, from = 1): PlayerTrack[] {
  return Array.from({ length: count }, (_, i) => ({
    id: from + i,
    name: `Song ${from + i}`,
    duration: 180_000,
    src: `storage/track_media/${from + i}.mp3`,
    artists: [{ id: 1, name: 'Artist' }],
    album: { id: 9, name: 'Album', image: 'storage/track_image/a.png' },
  }))
}

export const ids = (items: readonly { id: number }[]) => items.map((i) => i.id)
