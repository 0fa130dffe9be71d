import type { Album, Track } from '../../../../src/shared/contracts/catalogue'
import type { Channel } from '../../../../src/shared/contracts/channels'

const artist = {
  id: 1, name: 'Velvet Meridian', image_small: null, verified: true, plays: 1, views: 1,
  spotify_followers: null, created_at: '2024-01-01', model_type: 'artist' as const,
}

export function track(id: number, name = `Song ${id}`): Track {
  return {
    id, name, number: id, duration: 185_000, image: 'storage/track_image/t.png', plays: 3, owner_id: null,
    created_at: '2024-01-01', model_type: 'track', src: `storage/track_media/${id}.mp3`, popularity: 50, artists: [artist],
  }
}

export function album(id: number, name = `Album ${id}`, tracks: Track[] = []): Album {
  return {
    id, name, release_date: '2017-03-15', image: 'storage/track_image/a.png', plays: 1, owner_id: null,
    created_at: '2024-01-01', model_type: 'album', artists: [artist], tracks,
  }
}

export function channel(partial: Partial<Channel> & Pick<Channel, 'id' | 'slug' | 'name' | 'config'>, items: Channel['content'] extends infer P ? P extends { data: infer D } ? D : never : never = []): Channel {
  return {
    description: null, type: 'channel', public: true, internal: false, created_at: '2024-01-01', updated_at: '2024-01-01',
    model_type: 'channel', ...partial,
    content: { data: items, current_page: 1, per_page: 50, from: 1, to: items.length },
  }
}
