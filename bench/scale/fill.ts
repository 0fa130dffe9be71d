// The set-based fill: one `insert … select … from generate_series` per step, ids derived arithmetically
// (a table filled by one statement in an empty database gets ids base+1..base+n), popularity skewed by
// powers of a hash, and a few outsized rows (a heavy user, a prolific artist, a big playlist) so deep
// pages exist on every list the pages use.
import { GENRES, instant, nameSql, pick, unit, wordSql } from './names'

export interface Sizes {
  tracks: number
  albums: number
  artists: number
  users: number
  plays: number
  playlists: number
  tags: number
}

export function sizesFor(tracks: number): Sizes {
  return { tracks, albums: tracks / 10, artists: tracks / 20, users: tracks / 10, plays: tracks * 10, playlists: tracks / 100, tags: 200 }
}

/** Largest id before the fill, per table: rows made by the fill are base+1..base+n. */
export interface Bases {
  users: number
}

export interface Step {
  table: string
  sql: string
}

/** A permutation of 1..n (multiplication by a unit mod n), so popularity is not correlated with id. */
export function popularityPermutation(n: number): { mul: number; inv: number } {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))
  let mul = Math.floor(n * 0.618) | 1
  while (gcd(mul, n) !== 1) mul += 2
  let inv = 1
  for (let x = 1; x < n; x++) {
    if ((mul * x) % n === 1) {
      inv = x
      break
    }
  }
  return { mul, inv }
}

export function fillSteps(s: Sizes, b: Bases): Step[] {
  const perm = popularityPermutation(s.tracks)
  const N = s.tracks
  // Track popularity: rank r gets (r/N)^(1/3) of all plays cumulatively (Zipf-like); plays of the log
  // draw ranks with u^3, so the counters and the log agree.
  const rankOf = (g: string) => `(((${g} - 1)::bigint * ${perm.inv}) % ${N} + 1)`
  const trackOfRank = (r: string) => `(((${r} - 1)::bigint * ${perm.mul}) % ${N} + 1)`
  const popularTrack = (g: string, salt: number) => trackOfRank(`1 + ${pick(g, salt, N, 3)}`)
  const user = (g: string, salt: number, power = 2) => `${b.users} + 1 + ${pick(g, salt, s.users, power)}`
  const heavyUser = b.users + 1
  const prolificArtist = 1
  const bigPlaylist = 1
  const artistOfAlbum = (a: string) => `(1 + ((${a}) - 1) % ${s.artists})`
  const series = (n: number) => `generate_series(1, ${n}) g`

  return [
    { table: 'users', sql: `insert into users(email, username, first_name, last_name, email_verified_at, created_at, updated_at)
      select 'user' || g || '@scale.test', case when g = 1 then 'heavy-listener' else lower(${wordSql('g', 11)}) || g end,
        case when ${unit('g', 12)} < 0.9 then ${wordSql('g', 13)} else initcap(${nameSql('g', 14)}) end, ${wordSql('g', 15)} || 'son',
        ${instant('g', 16)}, ${instant('g', 16)}, ${instant('g', 16)} from ${series(s.users)}` },
    { table: 'artists', sql: `insert into artists(name, spotify_popularity, verified, created_at, updated_at)
      select case when g = ${prolificArtist} then 'The Prolific Orchestra' else ${nameSql('g', 20)} end, ${pick('g', 21, 100)}, ${unit('g', 22)} < 0.05,
        ${instant('g', 23)}, ${instant('g', 23)} from ${series(s.artists)}` },
    { table: 'artists', sql: `insert into artists(name) values ('Metallica'), ('Björk'), ('Земфира'), ('坂本龍一'), ('Radiohead')` },
    { table: 'albums', sql: `insert into albums(name, release_date, created_at, updated_at)
      select ${nameSql('g', 30)}, to_char(date '1960-01-01' + ${pick('g', 31, 24000)}, 'YYYY-MM-DD'), ${instant('g', 32)}, ${instant('g', 32)} from ${series(s.albums)}` },
    { table: 'tracks', sql: `insert into tracks(name, album_id, number, duration, plays, created_at, updated_at)
      select ${nameSql('g', 40)}, 1 + (g - 1) / 10, 1 + (g - 1) % 10, 90000 + ${pick('g', 41, 330000)},
        floor(${s.plays}::float8 * (power(${rankOf('g')}::float8 / ${N}, 1.0 / 3) - power((${rankOf('g')} - 1)::float8 / ${N}, 1.0 / 3)))::bigint,
        ${instant('g', 42)}, ${instant('g', 42)} from ${series(N)}` },
    { table: 'artist_album', sql: `insert into artist_album(artist_id, album_id, "primary") select ${artistOfAlbum('g')}, g, true from ${series(s.albums)}` },
    { table: 'artist_album', sql: `insert into artist_album(artist_id, album_id, "primary")
      select ${prolificArtist}, g, false from ${series(s.albums)} where g % 50 = 25 on conflict do nothing` },
    { table: 'artist_track', sql: `insert into artist_track(artist_id, track_id, "primary") select ${artistOfAlbum('1 + (g - 1) / 10')}, g, true from ${series(N)}` },
    { table: 'artist_track', sql: `insert into artist_track(artist_id, track_id, "primary")
      select case when g % 100 = 50 then ${prolificArtist} else 1 + ${pick('g', 50, s.artists, 2)} end, g, false
      from ${series(N)} where g % 100 = 50 or g % 37 = 1 on conflict do nothing` },
    // tracks_count and artist_album's copy of the album order are the triggers' job (migration 0004),
    // but triggers are off during the fill.
    { table: 'albums', sql: `update albums a set plays = t.plays, tracks_count = t.n
      from (select album_id, sum(plays) as plays, count(*)::int as n from tracks group by album_id) t where t.album_id = a.id` },
    { table: 'artist_album', sql: `update artist_album aa set album_big = (a.tracks_count >= 5)::int, album_released = coalesce(a.release_date, '')
      from albums a where a.id = aa.album_id` },
    { table: 'artists', sql: `update artists a set plays = t.plays from (select at.artist_id, sum(t.plays) as plays from artist_track at join tracks t on t.id = at.track_id
      where at."primary" group by at.artist_id) t where t.artist_id = a.id` },
    { table: 'genres', sql: `insert into genres(name, display_name, popularity) select (${`'{${GENRES.join(',')}}'::text[]`})[g], initcap(replace((${`'{${GENRES.join(',')}}'::text[]`})[g], '-', ' ')), 1000 - g * 20
      from ${series(GENRES.length)}` },
    ...(['artist', 'album', 'track'] as const).map((type, i) => ({
      table: 'genreables',
      sql: `insert into genreables(genre_id, genreable_id, genreable_type) select 1 + ${pick('g', 60 + i, GENRES.length, 2)}, g, '${type}'
        from ${series(type === 'artist' ? s.artists : type === 'album' ? s.albums : N)}`,
    })),
    { table: 'tags', sql: `insert into tags(name, display_name, type) select lower(${wordSql('g', 70)}) || '-' || g, ${wordSql('g', 70)} || ' ' || g, 'custom' from ${series(s.tags)}` },
    ...(['album', 'track'] as const).map((type, i) => ({
      table: 'taggables',
      sql: `insert into taggables(tag_id, taggable_id, taggable_type, user_id) select 1 + ${pick('g', 71 + i, s.tags, 2)}, g, '${type}', 0
        from ${series(type === 'album' ? s.albums : N)}`,
    })),
    { table: 'track_plays', sql: `insert into track_plays(user_id, guest_id, track_id, created_at, platform, device, browser, location)
      select case when ${unit('g', 80)} < 0.1 then null else ${user('g', 81)} end, case when ${unit('g', 80)} < 0.1 then 'guest' || (g % 5000) end,
        ${popularTrack('g', 82)}, ${instant('g', 83, 365)}, ('{web,android,ios}'::text[])[1 + ${pick('g', 84, 3)}],
        ('{desktop,mobile,tablet}'::text[])[1 + ${pick('g', 85, 3)}], ('{chrome,firefox,safari,edge}'::text[])[1 + ${pick('g', 86, 4)}],
        ('{us,de,fr,gb,jp,br,ru,in}'::text[])[1 + ${pick('g', 87, 8, 2)}] from ${series(s.plays)}` },
    // The heavy user's library: every 20th track, album and artist; then everybody's likes, skewed.
    { table: 'likes', sql: `insert into likes(user_id, likeable_id, likeable_type, created_at) select ${heavyUser}, g, 'track', ${instant('g', 90, 900)} from ${series(N)} where g % 20 = 7` },
    { table: 'likes', sql: `insert into likes(user_id, likeable_id, likeable_type, created_at) select ${heavyUser}, g, 'album', ${instant('g', 91, 900)} from ${series(s.albums)} where g % 20 = 3` },
    { table: 'likes', sql: `insert into likes(user_id, likeable_id, likeable_type, created_at) select ${heavyUser}, g, 'artist', ${instant('g', 92, 900)} from ${series(s.artists)} where g % 20 = 3` },
    { table: 'likes', sql: `insert into likes(user_id, likeable_id, likeable_type, created_at) select ${user('g', 93)}, ${popularTrack('g', 94)}, 'track', ${instant('g', 95, 900)}
      from ${series(2 * N)} on conflict do nothing` },
    { table: 'likes', sql: `insert into likes(user_id, likeable_id, likeable_type, created_at) select ${user('g', 96)}, 1 + ${pick('g', 97, s.albums, 3)}, 'album', ${instant('g', 98, 900)}
      from ${series(N / 5)} on conflict do nothing` },
    // Artist likes are follows; half of all users follow the prolific artist (its followers list is deep).
    { table: 'likes', sql: `insert into likes(user_id, likeable_id, likeable_type, created_at) select ${b.users} + g, ${prolificArtist}, 'artist', ${instant('g', 99, 900)}
      from ${series(s.users)} where g % 2 = 0 on conflict do nothing` },
    { table: 'likes', sql: `insert into likes(user_id, likeable_id, likeable_type, created_at) select ${user('g', 100)}, 1 + ${pick('g', 101, s.artists, 3)}, 'artist', ${instant('g', 102, 900)}
      from ${series(N / 5)} on conflict do nothing` },
    { table: 'reposts', sql: `insert into reposts(repostable_id, repostable_type, user_id, created_at, updated_at) select g, 'track', ${heavyUser}, ${instant('g', 110, 900)}, ${instant('g', 110, 900)}
      from ${series(N)} where g % 50 = 13` },
    { table: 'reposts', sql: `insert into reposts(repostable_id, repostable_type, user_id, created_at, updated_at) select ${popularTrack('g', 111)}, 'track', ${user('g', 112)}, ${instant('g', 113, 900)}, ${instant('g', 113, 900)}
      from ${series(N / 10)} on conflict do nothing` },
    // Half of all users follow the heavy user (a deep followers tab); then random pairs.
    { table: 'follows', sql: `insert into follows(follower_id, followed_id, created_at, updated_at) select ${b.users} + g, ${heavyUser}, ${instant('g', 120, 900)}, ${instant('g', 120, 900)}
      from ${series(s.users)} where g % 2 = 0` },
    { table: 'follows', sql: `insert into follows(follower_id, followed_id, created_at, updated_at) select ${user('g', 121, 1)}, ${user('g', 122)}, ${instant('g', 123, 900)}, ${instant('g', 123, 900)}
      from ${series(3 * s.users)} where ${user('g', 121, 1)} <> ${user('g', 122)} on conflict do nothing` },
    { table: 'playlists', sql: `insert into playlists(name, owner_id, public, collaborative, plays, created_at, updated_at)
      select case when g = ${bigPlaylist} then 'The Big Playlist' else ${nameSql('g', 130)} || ' ' || g end, case when g = ${bigPlaylist} then ${heavyUser} else ${user('g', 131)} end,
        g = ${bigPlaylist} or ${unit('g', 132)} < 0.7, false, ${pick('g', 133, 100000, 3)}, ${instant('g', 134)}, ${instant('g', 134)} from ${series(s.playlists)}` },
    { table: 'playlist_track', sql: `insert into playlist_track(playlist_id, track_id, position, added_by, created_at)
      select ${bigPlaylist}, g, (g / 100)::int, ${heavyUser}, ${instant('g', 140, 900)} from ${series(N)} where g % 100 = 3` },
    { table: 'playlist_track', sql: `insert into playlist_track(playlist_id, track_id, position, created_at)
      select 2 + (g - 1) / 20, ${popularTrack('g', 141)}, (g - 1) % 20, ${instant('g', 142, 900)} from ${series((s.playlists - 1) * 20)} on conflict do nothing` },
    { table: 'comments', sql: `insert into comments(content, user_id, commentable_id, commentable_type, position, created_at, updated_at)
      select 'Comment ' || g || ' ' || ${wordSql('g', 150)}, ${user('g', 151)}, ${popularTrack('g', 152)}, 'track', ${pick('g', 153, 100)}, ${instant('g', 154, 900)}, ${instant('g', 154, 900)}
      from ${series(N / 10)}` },
  ]
}
