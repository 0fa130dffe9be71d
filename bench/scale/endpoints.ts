// The list and search requests the pages make, against the outsized rows the generator plants (heavy
// user, prolific artist, big playlist) so every list has a page 1 and a page far in.
import type { Session } from './target'

export interface Probe {
  name: string
  /** URL path + query under /api/v1, without `page` (added per variant). */
  path: string
  perPage?: number
  /** SQL counting the list's rows; with it the probe also runs a deep page (80% through the list). */
  count?: string
  /** Needs the admin session (listening history). */
  admin?: boolean
}

export interface Fixtures {
  heavyUser: number
  artist: number
  album: number
  playlist: number
  tag: string
  genre: string
  prefix: string
  typoPhrase: string
}

const one = async <T>(s: Session, q: string) => (await s.query<T>(q))[0]!

export async function loadFixtures(s: Session): Promise<Fixtures> {
  const { id: heavyUser } = await one<{ id: number }>(s, `select id from users where username = 'heavy-listener'`)
  const { id: artist } = await one<{ id: number }>(s, `select id from artists where name = 'The Prolific Orchestra'`)
  const { id: playlist } = await one<{ id: number }>(s, `select id from playlists where name = 'The Big Playlist'`)
  const { id: album } = await one<{ id: number }>(s, 'select id from albums order by plays desc, id desc limit 1')
  const { name: tag } = await one<{ name: string }>(s, `select t.name from tags t join taggables x on x.tag_id = t.id group by t.id order by count(*) desc limit 1`)
  // A word from the most played track (a prefix of it) and a popular album's name with two letters swapped.
  const { name: top } = await one<{ name: string }>(s, `select name from tracks where name ~ '^[A-Za-z]{5}' order by plays desc limit 1`)
  const { name: albumName } = await one<{ name: string }>(s, `select name from albums where name ~ '^[A-Za-z]+ [A-Za-z]+$' order by plays desc limit 1`)
  const typoPhrase = albumName.slice(0, 1) + albumName.slice(2, 3) + albumName.slice(1, 2) + albumName.slice(3)
  return { heavyUser, artist, album, playlist, tag, genre: 'rock', prefix: top.slice(0, 4).toLowerCase(), typoPhrase }
}

const q = encodeURIComponent

export function probes(f: Fixtures): Probe[] {
  const search = (label: string, query: string): Probe => ({ name: `search all types: ${label}`, path: `/search?query=${q(query)}&loader=searchPage` })
  return [
    { name: 'artist tracks', path: `/artists/${f.artist}/tracks`, perPage: 20, count: `select count(*) from artist_track where artist_id = ${f.artist}` },
    { name: 'artist albums', path: `/artists/${f.artist}/albums`, perPage: 20, count: `select count(*) from artist_album where artist_id = ${f.artist}` },
    { name: 'artist followers', path: `/artists/${f.artist}/followers`, perPage: 25, count: `select count(*) from likes where likeable_type = 'artist' and likeable_id = ${f.artist}` },
    { name: 'album page', path: `/albums/${f.album}?loader=albumPage` },
    { name: 'playlist tracks', path: `/playlists/${f.playlist}/tracks`, perPage: 30, count: `select count(*) from playlist_track where playlist_id = ${f.playlist}` },
    { name: 'library liked tracks', path: `/users/${f.heavyUser}/liked-tracks`, perPage: 30, count: `select count(*) from likes where user_id = ${f.heavyUser} and likeable_type = 'track'` },
    { name: 'library liked albums', path: `/users/${f.heavyUser}/liked-albums`, perPage: 30, count: `select count(*) from likes where user_id = ${f.heavyUser} and likeable_type = 'album'` },
    { name: 'library liked artists', path: `/users/${f.heavyUser}/liked-artists`, perPage: 30, count: `select count(*) from likes where user_id = ${f.heavyUser} and likeable_type = 'artist'` },
    { name: 'user followers', path: `/users/${f.heavyUser}/followers`, perPage: 20, count: `select count(*) from follows where followed_id = ${f.heavyUser}` },
    { name: 'profile reposts', path: `/users/${f.heavyUser}/reposts`, perPage: 20, count: `select count(*) from reposts where user_id = ${f.heavyUser}` },
    { name: 'channel content (popular albums)', path: `/channel/popular-albums?returnContentOnly=true`, perPage: 20, count: 'select count(*) from albums' },
    { name: 'genre page (artists)', path: `/genres/${f.genre}`, perPage: 20,
      count: `select count(*) from genreables x join genres g on g.id = x.genre_id where g.name = '${f.genre}' and x.genreable_type = 'artist'` },
    { name: 'tag tracks', path: `/tags/${q(f.tag)}/tracks`, perPage: 15,
      count: `select count(*) from taggables x join tags t on t.id = x.tag_id where t.name = '${f.tag}' and x.taggable_type = 'track'` },
    { name: 'listening history', path: `/tracks/plays/${f.heavyUser}`, perPage: 30, admin: true, count: `select count(*) from track_plays where user_id = ${f.heavyUser}` },
    search('typo "Metalica"', 'Metalica'),
    search('accent "bjork"', 'bjork'),
    search('non-Latin "земфира"', 'земфира'),
    search('prefix', f.prefix),
    search('common word "love"', 'love'),
    search('typo phrase', f.typoPhrase),
    { name: 'search tracks tab: "love"', path: `/search/model/track?query=love`, perPage: 20 },
    { name: 'autocomplete "metal"', path: `/search?query=metal&loader=search` },
  ]
}
