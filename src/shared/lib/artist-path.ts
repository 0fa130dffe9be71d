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
