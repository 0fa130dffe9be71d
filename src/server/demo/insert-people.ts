import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { follows, likes, playlists, playlistTrack, playlistUser, roles, trackPlays, userArtist, userProfiles, userRole, users } from '../db/schema/index'
import type { PlannedActivity } from './activity'
import type { Artwork } from './artwork'
import { insertChunked, type MusicIds } from './insert-music'
import { ARTIST_USER, ARTISTS, LISTENERS, PLAYLISTS } from './people'

/** Demo users and everything they did: likes, follows, playlists, plays; then the play counters. */

export interface DemoUsers {
  listeners: number[]
  artistUser: number
}

const DAY_MS = 86_400_000

/** Demo accounts have no password: they exist to make the catalogue look lived in, not to sign in. */
export async function insertUsers(db: Db): Promise<DemoUsers> {
  const people = [...LISTENERS, ARTIST_USER]
  const rows = await db
    .insert(users)
    .values(people.map((p) => ({ email: `${p.username}@example.com`, username: p.username, firstName: p.firstName, lastName: p.lastName, country: p.country, emailVerifiedAt: new Date() })))
    .returning({ id: users.id })
  const ids = rows.map((r) => r.id)
  await db.insert(userProfiles).values(LISTENERS.map((l, i) => ({ userId: ids[i] ?? 0, description: l.about, city: l.city })))
  // Roles come from the platform seed, which runs first; attach them only if they are there.
  const [defaultRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.default, true)).limit(1)
  const [artistRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.artists, true)).limit(1)
  const roleRows = [
    ...(defaultRole ? ids.map((userId) => ({ userId, roleId: defaultRole.id })) : []),
    ...(artistRole ? [{ userId: ids[ids.length - 1] ?? 0, roleId: artistRole.id }] : []),
  ]
  if (roleRows.length > 0) await db.insert(userRole).values(roleRows).onConflictDoNothing()
  return { listeners: ids.slice(0, LISTENERS.length), artistUser: ids[ids.length - 1] ?? 0 }
}

/** The artist the demo artist user manages, by index into ARTISTS. */
export const managedArtist = (): number => ARTISTS.findIndex((a) => a.name === ARTIST_USER.artistName)

export async function insertActivity(db: Db, activity: PlannedActivity, music: MusicIds, people: DemoUsers, art: Artwork, now: number): Promise<void> {
  const user = (l: number) => people.listeners[l] ?? 0
  const track = (t: number) => music.tracks[t] ?? 0
  await db.insert(userArtist).values({ userId: people.artistUser, artistId: music.artists[managedArtist()] ?? 0, role: 'artist' })
  await insertChunked(
    [
      ...activity.trackLikes.map(([l, t]) => ({ userId: user(l), likeableId: track(t), likeableType: 'track' })),
      ...activity.albumLikes.map(([l, a]) => ({ userId: user(l), likeableId: music.albums[a] ?? 0, likeableType: 'album' })),
      ...activity.artistFollows.map(([l, a]) => ({ userId: user(l), likeableId: music.artists[a] ?? 0, likeableType: 'artist' })),
    ],
    (slice) => db.insert(likes).values(slice),
  )
  const n = people.listeners.length
  await db.insert(follows).values([
    ...people.listeners.flatMap((id, l) => [{ followerId: id, followedId: user((l + 1) % n) }, { followerId: id, followedId: people.artistUser }]),
    { followerId: people.artistUser, followedId: user(0) },
  ])

  const created = await db
    .insert(playlists)
    .values(
      PLAYLISTS.map((p, i) => ({
        name: p.name,
        description: p.description,
        public: p.public,
        collaborative: p.collaborative ?? false,
        ownerId: user(p.owner),
        image: art.playlists[i] ?? null,
        views: 60 + ((i * 137) % 500),
        plays: 25 + ((i * 89) % 300),
      })),
    )
    .returning({ id: playlists.id })
  const playlistRows = activity.playlists.flatMap((p, i) =>
    p.tracks.map((t, position) => ({ playlistId: created[i]?.id ?? 0, trackId: track(t), position, addedBy: user(PLAYLISTS[i]?.owner ?? 0) })),
  )
  await insertChunked(playlistRows, (slice) => db.insert(playlistTrack).values(slice))
  await db.insert(playlistUser).values(
    activity.playlists.flatMap((p, i) => [
      { playlistId: created[i]?.id ?? 0, userId: user(PLAYLISTS[i]?.owner ?? 0), editor: true },
      ...(PLAYLISTS[i]?.public ? p.followers.map((l) => ({ playlistId: created[i]?.id ?? 0, userId: user(l), editor: false })) : []),
    ]),
  )

  const playRows = activity.plays.map((p) => ({
    userId: p.listener === null ? null : user(p.listener),
    guestId: p.guest,
    trackId: track(p.track),
    createdAt: new Date(now - p.daysAgo * DAY_MS),
    platform: p.platform,
    device: p.device,
    browser: p.browser,
    location: p.location,
  }))
  await insertChunked(playRows, (slice) => db.insert(trackPlays).values(slice))
  await updatePlayCounters(db)
}

/** Counters equal the play log: a track's plays are its rows, an album's and an artist's the sum of their tracks'. */
async function updatePlayCounters(db: Db): Promise<void> {
  await db.execute(sql`update tracks set plays = coalesce((select count(*) from track_plays p where p.track_id = tracks.id), 0)`)
  await db.execute(sql`update albums set plays = coalesce((select sum(t.plays) from tracks t where t.album_id = albums.id), 0)`)
  await db.execute(
    sql`update artists set plays = coalesce((select sum(t.plays) from tracks t join artist_track at on at.track_id = t.id where at.artist_id = artists.id), 0)`,
  )
}
