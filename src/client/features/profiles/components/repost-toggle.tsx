import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { http } from '../../../lib/http'
import { sessionState } from '../../../stores/session'
import { settingEnabled } from '../../../stores/settings'
import { showHttpErrorToast } from '../../../stores/toasts'
import { RepostToggleResponseSchema } from '../../../../shared/contracts/profiles'
import { runOrQueue } from '../../offline-queue'

type Repostable = 'track' | 'album'

function setReposted(type: Repostable, id: number, on: boolean) {
  const map = sessionState.bootstrap?.reposts
  if (!map) return
  const forType = (map[type] ??= {})
  if (on) forType[String(id)] = true
  else delete forType[String(id)]
}

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
      return runOrQueue((h) => http.post('reposts/toggle', { body, schema: RepostToggleResponseSchema, headers: h }), {
        method: 'POST', url: 'reposts/toggle', body, label: reposted ? `Remove a repost of a ${type}` : `Repost a ${type}`,
        userId: sessionState.user?.id ?? null,
      })
    },
    onMutate: () => setReposted(type, id, !reposted),
    // A queued toggle keeps the optimistic state; the server's answer is the truth once it has one.
    onSuccess: (result) => void (result.queued || setReposted(type, id, result.data.action === 'added')),
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
