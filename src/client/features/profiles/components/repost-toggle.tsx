import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { http } from '../../../lib/http'
import { isReposted, type LibraryChange, type RepostableType } from '../../../stores/library-changes'
import { beginChange, libraryState, settleChange } from '../../../stores/library-state'
import { sessionState, trans } from '../../../stores/session'
import { settingEnabled } from '../../../stores/settings'
import { showHttpErrorToast } from '../../../stores/toasts'
import { RepostToggleResponseSchema } from '../../../../shared/contracts/profiles'
import { runOrQueue } from '../../offline-queue'

/**
 * Response contracts, parsed in development and tests only (STYLE 7.6): folded at build time, so in production
 * the contract modules and zod stay off this page's first screen.
 */
const dev = import.meta.env.DEV
  ? { toggle: RepostToggleResponseSchema }
  : undefined

const TOGGLE_URL = 'reposts/toggle'

/** "Repost" toggle on track and album pages, shown when `player.enable_repost` is on. */
export function RepostToggle({ type, id }: { type: RepostableType; id: number }) {
  const snap = useSnapshot(sessionState)
  const { view } = useSnapshot(libraryState)
  const navigate = useNavigate()
  const reposted = isReposted(view, type, id)
  const toggle = useMutation({
    // Offline the toggle waits in the offline queue (IndexedDB, replayed once with its Idempotency-Key).
    networkMode: 'always',
    mutationFn: (wanted: boolean) => {
      const body = { repostable_id: id, repostable_type: type }
      // The endpoint toggles, so the queued change is a toggle: it shows flipped once, as the server will.
      return runOrQueue((h) => http.post(TOGGLE_URL, { body, schema: dev?.toggle, headers: h }), {
        kind: 'toggle-repost', payload: { type, id },
        method: 'POST', url: TOGGLE_URL, body, label: wanted ? `Repost a ${type}` : `Remove a repost of a ${type}`,
        userId: sessionState.user?.id ?? null,
      })
    },
    onMutate: (wanted) => ({ token: beginChange({ kind: wanted ? 'repost' : 'unrepost', payload: { type, id } }) }),
    // The server's answer is the truth once it has one; a queued toggle shows from the offline queue.
    onSuccess: (result, _wanted, context) => {
      const confirmed: LibraryChange | null = result.queued
        ? null
        : { kind: result.data.action === 'added' ? 'repost' : 'unrepost', payload: { type, id } }
      settleChange(context.token, confirmed)
    },
    onError: (e, _wanted, context) => {
      if (context) settleChange(context.token, null)
      showHttpErrorToast(e)
    },
  })
  if (!settingEnabled('player.enable_repost', snap.settings as Record<string, unknown>)) return null
  return (
    <button type="button" aria-pressed={reposted}
      onClick={() => (snap.user ? toggle.mutate(!reposted) : void navigate({ to: '/login' }))}
      className={`inline-flex h-10 items-center rounded-full border px-5 text-sm font-semibold hover:bg-chip ${reposted ? 'border-primary text-primary' : 'border-border'}`}>
      {reposted ? trans('Reposted') : trans('Repost')}
    </button>
  )
}
