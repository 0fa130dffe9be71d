import type { QueryClient } from '@tanstack/react-query'
import { BootstrapDataSchema, type BootstrapData } from '../../../shared/contracts/bootstrap'
import { http } from '../../lib/http'
import { applyBootstrapData, sessionState } from '../../stores/session'
import { syncTheme } from '../../stores/theme'
import { clearPrivateData, ownerChanges, rememberDataOwner } from './private-data'

export const bootstrapKeys = { all: ['bootstrap-data'] as const }

/**
 * zod's object parser probes `new Function` once to pick a JIT path; under our CSP (no 'unsafe-eval') the
 * caught probe is still reported as a policy violation (Lighthouse best practices). Forms parse with zod
 * in lazy chunks, so the flag is set here through the global zod reads its config from (zod/v4/core),
 * without loading zod on the first screen.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
// Mutated in place: a zod already loaded keeps a reference to this object.
(zodGlobal.__zod_globalConfig ??= {}).jitless = true

/**
 * Loads bootstrap-data into the session store before the first render (or takes the server's copy). Offline, the copy kept in the
 * persisted query cache stands in, so the shell still opens with the last known user and settings.
 */
export async function loadBootstrapData(queryClient: QueryClient, restored: Promise<void>, fromServer?: BootstrapData): Promise<void> {
  try {
    // A server-rendered page carries the answer the server rendered with (docs/decisions/0034).
    const data = fromServer ?? (await http.get<BootstrapData>('bootstrap-data', { schema: import.meta.env.DEV ? BootstrapDataSchema : undefined }))
    // Someone else's (or no one's) session now: the restored cache of the last user must not show.
    if (ownerChanges(data.user?.id)) {
      await restored
      await clearPrivateData(queryClient)
    }
    rememberDataOwner(data.user?.id)
    queryClient.setQueryData(bootstrapKeys.all, data)
    applyBootstrapData(data)
  } catch {
    await restored
    const cached = queryClient.getQueryData<BootstrapData>(bootstrapKeys.all)
    if (cached) applyBootstrapData(cached, 'saved')
    else sessionState.loaded = true
  }
  syncTheme()
}
