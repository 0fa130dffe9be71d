// Values of the zod contracts that first screens need (limits, messages), kept free of zod like wire.ts:
// importing one constant from a contract module also runs every schema that module builds, and brings
// zod (25 KB gzip) onto the page. The contract modules re-export these, so the server's imports stay.

/** platform-core §8: the toast (client) and the field error (server) when the human check fails. */
export const RECAPTCHA_FAILED_MESSAGE = 'Could not verify you are human.'

/** Comments on tracks and albums (music-catalog §2.10, §3.5): content 3–1000 characters, 25 per page. */
export const COMMENT_MIN = 3
export const COMMENT_MAX = 1000
export const COMMENTS_PER_PAGE = 25

/** Profile image rules of platform-core §5/§9. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024
export const AVATAR_ERROR = 'Please select an image.'

/** Backstage claim requests only: the requester's role towards the artist. */
export const CLAIM_ROLES = ['artist', 'agent', 'composer', 'label', 'manager'] as const

/** In an artists list, "the current user's artist", created if missing (music-catalog §2.3). */
export const CURRENT_USER = 'CURRENT_USER'

/** Upload messages (music-product §5). `:file` and `:size` are filled in by the server. */
export const UPLOAD_MESSAGES = {
  tooBig: '`:file` exceeds maximum allowed size of :size',
  typeNotAllowed: 'This file type is not allowed',
  noSpace: 'You have exhausted your allowed space of :space. Delete some files or upgrade your subscription to get more space.',
  minutesUsed: 'You have used all of your upload minutes.',
  badName: 'The file name is not valid.',
  notImage: 'This file is not a valid image.',
  notOwnFile: 'The selected file is not one of your uploads.',
} as const

/**
 * Shipped upload limits (`uploads.max_size`, `uploads.available_space` per user): an unset or cleared
 * setting falls back to these on the server, so an upload is never unbounded.
 */
export const UPLOAD_LIMIT_DEFAULTS = { maxSize: 200 * 1024 * 1024, availableSpace: 5 * 1024 * 1024 * 1024 } as const

/** The default workspace (platform-core §9): not stored, every user is its one member. */
export const DEFAULT_WORKSPACE = { id: 0, name: 'Default', members_count: 1 } as const
