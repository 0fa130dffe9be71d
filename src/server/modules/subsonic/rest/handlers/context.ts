import type { Storage } from '../../../../lib/storage'
import type { LibraryService } from '../../../library/index'
import type { MediaService } from '../../../media/index'
import type { PlaylistsService } from '../../../playlists/index'
import type { PlaysService } from '../../../plays/index'
import type { Transcoder } from '../../../transcoding/index'
import type { SubsonicRepo } from '../../subsonic.repo'
import { notAuthorized } from '../envelope'
import type { RestContext } from '../plugin'

/** What the /rest handlers are built from: the module's repo and the other modules' services. */
export interface HandlerDeps {
  repo: SubsonicRepo
  playlists: PlaylistsService
  library: LibraryService
  plays: PlaysService
  media: MediaService
  storage: Storage
  /** ffmpeg transcodes (decision 0024); `available` is false without ffmpeg and the original is served. */
  transcoder: Transcoder
  resizer: { resized(key: string, width: 64 | 128 | 256 | 512, accept: string | undefined): Promise<{ key: string; contentType: string }> }
  clock: () => Date
  baseUrl: string
  /** Whether the country header can be trusted (TRUST_PROXY), as for web plays. */
  trustProxy: boolean
}

/** The same permission names the web API checks; a refusal is Subsonic's 50. */
export function requireCan(ctx: RestContext, permission: string) {
  if (!ctx.viewer.can(permission)) throw notAuthorized()
}

/** Bounds for every list: Subsonic's own default and maximum page sizes. */
export const MAX_PAGE = 500
export const MAX_OFFSET = 100_000
