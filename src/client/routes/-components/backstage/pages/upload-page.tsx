import { BecomeArtistLink } from '../../../../features/artist-tools'
import { UploadPage } from '../../../../features/uploads'

// music-product §6: uploading needs music.create (guard.ts; the server checks every call). Its own chunk:
// the upload client (tus) is only for this page.
export const UploadRoutePage = () => <UploadPage emptyAction={<BecomeArtistLink />} />
