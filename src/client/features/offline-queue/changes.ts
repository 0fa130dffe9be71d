// What a queued change means, as a typed kind and payload (the request it sends is stored beside it).
// Library kinds are shown for display by library-state's reducers; the others are undone or shown by
// their own feature (playlist track lists, comment threads) or never shown (play logs).
import type { LibraryChange } from '../../stores/library-changes'
import type { CreateCommentInput } from '../../../shared/contracts/comments'

export type QueuedChange =
  | LibraryChange
  | { kind: 'add-tracks' | 'remove-tracks' | 'reorder-tracks'; payload: { playlistId: number; trackIds: number[] } }
  | { kind: 'post-comment'; payload: CreateCommentInput }
  | { kind: 'delete-comment'; payload: { commentId: number } }
  | { kind: 'log-play'; payload: { queueId: string | null } }
  /**
   * Written before entries had a kind, and not recognised by its request: still sent as recorded, just
   * not shown while it waits (a playlist follow's name was only in its label).
   */
  | { kind: 'legacy'; payload: null }

export type QueuedChangeKind = QueuedChange['kind']
