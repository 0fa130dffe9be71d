import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { attachGenre, newAlbum, newArtist, newGenre, newLyric, newRole, newTrack, newUser, setSetting } from '../../helpers/factories'
import { bearerFor, seedMusicRoles } from '../../helpers/your-music-factories'

/** 4 KB of known bytes: stream and Range answers are compared with it. */
export const AUDIO = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7) % 251))

export const LRC = '[ar:Someone]\n[00:01.50]First line\n[00:03.00]Second line\n[00:05.25]Third line'

export interface Credential {
  id: number
  name: string
  username: string
  password: string
  apiKey: string
}

export interface SubsonicWorld {
  t: TestApp
  listener: { id: number; headers: Record<string, string>; credential: Credential }
  other: { id: number; headers: Record<string, string>; credential: Credential }
  /** A user whose role lacks music.play. */
  mute: { id: number; credential: Credential }
  artistId: number
  albumId: number
  trackIds: number[]
  genre: string
}

/** Creates a credential through the real web endpoint, as the Music apps panel does. */
export async function createCredential(t: TestApp, headers: Record<string, string>, name: string): Promise<Credential> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/users/me/subsonic-credentials', headers, payload: { name } })
  if (res.statusCode !== 200) throw new Error(`credential: ${res.statusCode} ${res.body}`)
  return res.json().credential as Credential
}

/** The real app over PGlite with a small catalogue: one artist, one album with a cover, two tracks with audio, LRC lyrics. */
export async function buildSubsonicWorld(): Promise<SubsonicWorld> {
  const t = await buildTestApp()
  const roles = await seedMusicRoles(t.db)
  const muteRole = await newRole(t.db, 'browsers', ['music.view'])
  await setSetting(t.db, 'player.enable_download', true)

  const { default: sharp } = await import('sharp')
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 200, g: 40, b: 90 } } }).png().toBuffer()
  await t.storage.put('track_image/cover.png', png)
  await t.storage.put('track_media/song.mp3', AUDIO)

  const genre = await newGenre(t.db, { name: 'synthwave' })
  const artist = await newArtist(t.db, { name: 'Nightdrive' })
  const album = await newAlbum(t.db, [artist.id], { name: 'Neon Roads', image: 'storage/track_image/cover.png', releaseDate: '2021-05-01' })
  const first = await newTrack(t.db, [artist.id], { name: 'Highway Lights', albumId: album.id, number: 1, src: 'storage/track_media/song.mp3' })
  const second = await newTrack(t.db, [artist.id], { name: 'Midnight Signal', albumId: album.id, number: 2, src: 'storage/track_media/song.mp3' })
  await attachGenre(t.db, genre.id, 'track', first.id)
  await attachGenre(t.db, genre.id, 'album', album.id)
  await newLyric(t.db, first.id, { text: LRC, isSynced: true })

  async function person(roleId: number, name: string) {
    const user = await newUser(t.db, { roleId, firstName: name })
    const headers = await bearerFor(t.db, user.id)
    return { id: user.id, headers, credential: await createCredential(t, headers, `${name}'s phone`) }
  }
  const listener = await person(roles.users.id, 'Lina')
  const other = await person(roles.users.id, 'Omar')
  const mute = await person(muteRole.id, 'Mia')
  return { t, listener, other, mute, artistId: artist.id, albumId: album.id, trackIds: [first.id, second.id], genre: genre.name }
}
