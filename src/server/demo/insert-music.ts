import type { Db } from '../db/client'
import {
  albums,
  artistAlbum,
  artistTrack,
  artists,
  genreables,
  genres,
  lyrics,
  profileImages,
  profileLinks,
  taggables,
  tags,
  tracks,
  userProfiles,
} from '../db/schema/index'
import type { Artwork } from './artwork'
import { GENRES, TAGS } from './genres'
import { ARTISTS } from './people'
import type { PlannedAlbum } from './plan'
import { createRandom, intBetween, seedOf } from './random'
import { artistBio } from './words'
import type { Tune } from './tunes'
import { slugify } from '../../shared/lib/slug'

/** Inserts genres, tags, artists (with profiles), albums and tracks with every pivot; returns the new ids. */

export interface MusicIds {
  artists: number[]
  albums: number[]
  /** In plan order: album by album, track by track. */
  tracks: number[]
}

/** Inserts in slices so no statement exceeds PostgreSQL's 65 535 bind parameters. */
export async function insertChunked<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>, size = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size))
}

export async function insertMusic(db: Db, plan: PlannedAlbum[], tunes: Tune[], art: Artwork, artistOwner: Map<number, number>): Promise<MusicIds> {
  const genreRows = await db
    .insert(genres)
    .values(GENRES.map((g) => ({ name: g.name, displayName: g.displayName, popularity: g.popularity, image: art.genres.get(g.name) ?? null })))
    .returning({ id: genres.id, name: genres.name })
  const genreId = new Map(genreRows.map((g) => [g.name, g.id]))
  const tagRows = await db.insert(tags).values(TAGS.map(([name, displayName]) => ({ name, displayName }))).returning({ id: tags.id, name: tags.name })
  const tagId = new Map(tagRows.map((t) => [t.name, t.id]))

  const rand = createRandom(seedOf('music-rows'))
  const artistIds = (
    await db
      .insert(artists)
      .values(ARTISTS.map((a, i) => ({ name: a.name, imageSmall: art.artists[i] ?? null, verified: a.verified ?? false, views: Math.round(a.pull * intBetween(rand, 800, 1400)) })))
      .returning({ id: artists.id })
  ).map((r) => r.id)
  const artistId = (i: number) => artistIds[i] ?? 0
  await db.insert(userProfiles).values(
    ARTISTS.map((a, i) => ({
      artistId: artistId(i),
      city: a.city,
      country: a.country,
      description: artistBio(rand, a.name, a.genres.map((g) => GENRES.find((x) => x.name === g)?.displayName ?? g), a.city, a.country),
    })),
  )
  await db.insert(profileLinks).values(
    ARTISTS.flatMap((a, i) => [
      { url: `https://${slugify(a.name)}.example.com`, title: 'Official website', linkeableId: artistId(i), linkeableType: 'artist' },
      { url: `https://shop.example.com/${slugify(a.name)}`, title: 'Merch', linkeableId: artistId(i), linkeableType: 'artist' },
    ]),
  )
  await db.insert(profileImages).values(ARTISTS.map((_, i) => ({ url: art.artists[i] ?? '', artistId: artistId(i) })))

  const albumIds = (
    await db
      .insert(albums)
      .values(
        plan.map((a, i) => ({
          name: a.name,
          releaseDate: a.releaseDate,
          image: art.albums[i] ?? null,
          ownerId: artistOwner.get(a.artist) ?? null,
          views: intBetween(rand, 40, 900),
          description: `${a.name} by ${ARTISTS[a.artist]?.name}, released ${a.releaseDate}.`,
          createdAt: new Date(`${a.releaseDate}T12:00:00Z`),
        })),
      )
      .returning({ id: albums.id })
  ).map((r) => r.id)

  const trackRows = plan.flatMap((a, i) =>
    a.tracks.map((t) => ({
      name: t.name,
      albumId: albumIds[i] ?? null,
      number: t.number,
      duration: tunes[t.tune]!.durationMs,
      src: `storage/${tunes[t.tune]!.key}`,
      ownerId: artistOwner.get(a.artist) ?? null,
      createdAt: new Date(`${a.releaseDate}T12:00:00Z`),
    })),
  )
  const trackIds: number[] = []
  await insertChunked(trackRows, async (slice) => {
    const rows = await db.insert(tracks).values(slice).returning({ id: tracks.id })
    trackIds.push(...rows.map((r) => r.id))
  })
  await insertPivots(db, plan, { artists: artistIds, albums: albumIds, tracks: trackIds }, genreId, tagId, tunes)
  return { artists: artistIds, albums: albumIds, tracks: trackIds }
}

async function insertPivots(db: Db, plan: PlannedAlbum[], ids: MusicIds, genreId: Map<string, number>, tagId: Map<string, number>, tunes: Tune[]): Promise<void> {
  const flat = plan.flatMap((a, albumIndex) => a.tracks.map((t) => ({ a, albumIndex, t })))
  const trackId = (i: number) => ids.tracks[i] ?? 0
  await db.insert(artistAlbum).values(plan.map((a, i) => ({ artistId: ids.artists[a.artist] ?? 0, albumId: ids.albums[i] ?? 0, primary: true })))
  await insertChunked(
    flat.flatMap(({ a, t }, i) => [
      { artistId: ids.artists[a.artist] ?? 0, trackId: trackId(i), primary: true },
      ...(t.featuring === null ? [] : [{ artistId: ids.artists[t.featuring] ?? 0, trackId: trackId(i), primary: false }]),
    ]),
    (slice) => db.insert(artistTrack).values(slice),
  )
  const genreRows = [
    ...ARTISTS.flatMap((a, i) => a.genres.map((g) => ({ genreId: genreId.get(g) ?? 0, genreableId: ids.artists[i] ?? 0, genreableType: 'artist' }))),
    ...plan.flatMap((a, i) => a.genres.map((g) => ({ genreId: genreId.get(g) ?? 0, genreableId: ids.albums[i] ?? 0, genreableType: 'album' }))),
    ...flat.map(({ t }, i) => ({ genreId: genreId.get(tunes[t.tune]!.genre) ?? 0, genreableId: trackId(i), genreableType: 'track' })),
  ]
  await insertChunked(genreRows, (slice) => db.insert(genreables).values(slice))
  const tagRows = [
    ...plan.flatMap((a, i) => a.tags.map((name) => ({ tagId: tagId.get(name) ?? 0, taggableId: ids.albums[i] ?? 0, taggableType: 'album' }))),
    ...flat.flatMap(({ t }, i) => t.tags.map((name) => ({ tagId: tagId.get(name) ?? 0, taggableId: trackId(i), taggableType: 'track' }))),
  ]
  await insertChunked(tagRows, (slice) => db.insert(taggables).values(slice))
  const lyricRows = flat.flatMap(({ t }, i) =>
    t.lyric ? [{ trackId: trackId(i), text: t.lyric.text, isSynced: t.lyric.synced, duration: Math.round(tunes[t.tune]!.durationMs / 1000) }] : [],
  )
  await insertChunked(lyricRows, (slice) => db.insert(lyrics).values(slice))
}
