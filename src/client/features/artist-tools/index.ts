// The artist's way in and an owner's tools on public pages (issue 28); light on purpose, since the track,
// album, artist and profile pages load it: the backstage code comes only when an owner deletes.
export { BecomeArtistLink } from './components/become-artist-link'
export { OwnerTools, type OwnedMedia } from './components/owner-tools'
