/**
 * The artist's way in (issue 28): who is offered "Become an artist" and who gets the backstage tools.
 * Shared so the account menu, the profile and the upload page apply one rule.
 */
export const BECOME_ARTIST_SETTING = 'player.show_become_artist_btn'

interface ArtistLink {
  id: number
  role: string
}

/** The artist the user is (role `artist`, music-catalog §3.9), not one they only manage or claimed. */
export function primaryArtistOf<A extends ArtistLink>(user: { artists?: readonly A[] | null } | null | undefined): A | null {
  return user?.artists?.find((a) => a.role === 'artist') ?? null
}

/**
 * "Become an artist" shows for a signed-in user who may send backstage requests and is not an artist yet,
 * unless the admin turned the button off (the setting is on when unset).
 */
export function offersBecomeArtist(input: { signedIn: boolean; canRequest: boolean; isArtist: boolean; setting: unknown }): boolean {
  const off = input.setting === false || input.setting === 0 || input.setting === '0' || input.setting === 'false'
  return input.signedIn && input.canRequest && !input.isArtist && !off
}

/**
 * Whether the user may edit, delete and see insights of a track, album or artist page, by the server's rule
 * (catalogue-access assertOwnsOrCan, insights): its owner, or a user linked to one of its artists. Editors
 * with `music.update` pass too; the caller checks that permission.
 */
export function ownsMedia(
  user: { id: number; artists?: readonly ArtistLink[] | null } | null | undefined,
  media: { ownerId?: number | null; artistIds: readonly number[] },
): boolean {
  if (!user) return false
  if (media.ownerId != null && media.ownerId === user.id) return true
  const managed = new Set((user.artists ?? []).map((a) => a.id))
  return media.artistIds.some((id) => managed.has(id))
}
