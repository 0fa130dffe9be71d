/**
 * What catalogue and backstage writes announce. The notifications (`ArtistUploadedMedia` to the first
 * artist's followers, `BackstageRequestWasHandled` to the requester, music-catalog §2.17) are built by
 * the notifications work, which passes its own implementation here; until then nothing is sent. These
 * two methods are the single call sites.
 */
export interface CatalogueEvents {
  /** A track without an album, or an album, was created (§2.1, §2.2). */
  mediaCreated(event: { type: 'track' | 'album'; id: number; artistId: number }): Promise<void>
  /** A backstage request was approved or denied (§2.11), with the admin's optional notes. */
  backstageRequestHandled(event: { requestId: number; userId: number; status: 'approved' | 'denied'; notes: string | null }): Promise<void>
}

export const noCatalogueEvents: CatalogueEvents = {
  mediaCreated: async () => {},
  backstageRequestHandled: async () => {},
}
