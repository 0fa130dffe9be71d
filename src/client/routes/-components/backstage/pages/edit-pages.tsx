import { AlbumEditPage, ArtistEditPage, TrackEditPage } from '../../../../features/backstage'
import { parseId } from '../../../../features/catalogue'
import type { BackstagePageProps } from '../page-props'

// Ownership is checked by the server on save (owner, managed artist or music.update); a malformed id or a
// 404/422 from the server shows the not-found page (backstage-app.tsx).
export const EditTrackPage = ({ params }: BackstagePageProps) => <TrackEditPage trackId={parseId(params.trackId!)} />
export const EditAlbumPage = ({ params }: BackstagePageProps) => <AlbumEditPage albumId={parseId(params.albumId!)} />
export const EditArtistPage = ({ params }: BackstagePageProps) => <ArtistEditPage artistId={parseId(params.artistId!)} />
