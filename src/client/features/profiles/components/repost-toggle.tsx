import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { http } from '../../../lib/http'
import { sessionState } from '../../../stores/session'
import { settingEnabled } from '../../../stores/settings'
import { showHttpErrorToast } from '../../../stores/toasts'
import { RepostToggleResponseSchema } from '../../../../shared/contracts/profiles'
import { registerPendingEffect, runOrQueue, type QueuedMutation } from '../../offline-queue'

type Repostable = 'track' | 'album'
const TOGGLE_URL = 'reposts/toggle'

function setReposted(type: Repostable, id: number, on: boolean) {
  const map = sessionState.bootstrap?.reposts
  if (!map) return
  const forType = (map[type] ??= {})
  if (on) forType[String(id)] = true
  else delete forType[String(id)]
}

const isReposted = (type: Repostable, id: number) => sessionState.bootstrap?.reposts?.[type]?.[String(id)] === true

// A toggle is not safe to show twice, yet effects run again (registration, start, new bootstrap data):
// per reposts map (a new one is the server's state), the queued toggles (by seq) it already shows.
const shown = new WeakMap<object, Set<number>>()

/** Records that the current map shows this toggle; false if it already did. */
function markShown(seq: number): boolean {
  const map = sessionState.bootstrap?.reposts
  if (!map) return false
  let seqs = shown.get(map)
  if (!seqs) shown.set(map, (seqs = new Set()))
  if (seqs.has(seq)) return false
  seqs.add(seq)
  return true
}

/**
 * After an offline reload bootstrap's reposts map is the server's (or its cached copy): each waiting
 * toggle flips it once, as the server will, so an odd number of them shows the other state.
 */
function showQueuedToggle({ url, body, seq }: QueuedMutation): void {
  if (url !== TOGGLE_URL) return
  const { repostable_id: id, repostable_type: type } = body as { repostable_id: number; repostable_type: Repostable }
  if (markShown(seq)) setReposted(type, id, !isReposted(type, id))
}
registerPendingEffect(showQueuedToggle)

/** "Repost" toggle on track and album pages, shown when `player.enable_repost` is on. */
export function RepostToggle({ type, id }: { type: Repostable; id: number }) {
  const snap = useSnapshot(sessionState)
  const navigate = useNavigate()
  const reposted = snap.bootstrap?.reposts?.[type]?.[String(id)] === true
  const toggle = useMutation({
    // Offline the toggle waits in the offline queue (IndexedDB, replayed once with its Idempotency-Key).
    networkMode: 'always',
    mutationFn: () => {
      const body = { repostable_id: id, repostable_type: type }
      return runOrQueue((h) => http.post(TOGGLE_URL, { body, schema: RepostToggleResponseSchema, headers: h }), {
        method: 'POST', url: TOGGLE_URL, body, label: reposted ? `Remove a repost of a ${type}` : `Repost a ${type}`,
        userId: sessionState.user?.id ?? null,
      })
    },
    onMutate: () => setReposted(type, id, !reposted),
    // A queued toggle keeps the optimistic state (which already shows it); the server's answer is the
    // truth once it has one.
    onSuccess: (result) => void (result.queued ? markShown(result.mutation.seq) : setReposted(type, id, result.data.action === 'added')),
    onError: (e) => { setReposted(type, id, reposted); showHttpErrorToast(e) },
  })
  if (!settingEnabled('player.enable_repost', snap.settings as Record<string, unknown>)) return null
  return (
    <button type="button" aria-pressed={reposted}
      onClick={() => (snap.user ? toggle.mutate() : void navigate({ to: '/login' }))}
      className={`inline-flex h-10 items-center rounded-full border px-5 text-sm font-semibold hover:bg-chip ${reposted ? 'border-primary text-primary' : 'border-border'}`}>
      {reposted ? 'Reposted' : 'Repost'}
    </button>
  )
}
