// Entries queued by builds before changes had a kind carry only their request. They are kept and sent
// as recorded (dropping them would lose what the listener did offline); their kind is recovered from
// the request where it says it unambiguously, so they still show while they wait. A playlist follow
// is the exception: its playlist (name, owner) was never stored, so it waits as 'legacy', unshown.
import type { QueuedChange } from './changes'
import type { QueuedMutation, StoredRequest } from './mutation-types'

type Likeable = { likeable_id: number; likeable_type: 'track' | 'album' | 'artist' }

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

function likeChange(add: boolean, body: unknown): QueuedChange | null {
  const likeables = isRecord(body) ? (body.likeables as Likeable[] | undefined) : undefined
  // The app only ever queued one likeable per change.
  const [one] = Array.isArray(likeables) && likeables.length === 1 ? likeables : []
  if (!one || typeof one.likeable_id !== 'number') return null
  return { kind: add ? 'like' : 'unlike', payload: { type: one.likeable_type, id: one.likeable_id } }
}

/** The kind a request without one stands for; 'legacy' when it cannot be told. */
export function kindOfRequest({ url, body }: Pick<StoredRequest, 'url' | 'body'>): QueuedChange {
  if (url === 'users/me/add-to-library' || url === 'users/me/remove-from-library') {
    return likeChange(url === 'users/me/add-to-library', body) ?? { kind: 'legacy', payload: null }
  }
  if (url === 'reposts/toggle' && isRecord(body) && typeof body.repostable_id === 'number') {
    return { kind: 'toggle-repost', payload: { type: body.repostable_type === 'album' ? 'album' : 'track', id: body.repostable_id } }
  }
  const user = /^users\/(\d+)\/(follow|unfollow)$/.exec(url)
  if (user) return { kind: user[2] === 'follow' ? 'follow-user' : 'unfollow-user', payload: { userId: Number(user[1]) } }
  const unfollow = /^playlists\/(\d+)\/unfollow$/.exec(url)
  if (unfollow) return { kind: 'unfollow-playlist', payload: { playlistId: Number(unfollow[1]) } }
  return { kind: 'legacy', payload: null }
}

/** A stored entry as this build reads it, or null when it is not a sendable change at all. */
export function upgradeEntry(raw: unknown): QueuedMutation | null {
  if (!isRecord(raw)) return null
  const { seq, method, url, idempotencyKey } = raw
  if (typeof seq !== 'number' || typeof method !== 'string' || typeof url !== 'string' || typeof idempotencyKey !== 'string') return null
  const item = raw as unknown as QueuedMutation
  if (typeof raw.kind === 'string') return item
  return { ...item, ...kindOfRequest(item) } as QueuedMutation
}
