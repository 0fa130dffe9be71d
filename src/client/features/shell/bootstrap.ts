import type { QueryClient } from '@tanstack/react-query'
import { BootstrapDataSchema, type BootstrapData } from '../../../shared/contracts/bootstrap'
import { http } from '../../lib/http'
import { applyBootstrapData, sessionState } from '../../stores/session'
import { syncTheme } from '../../stores/theme'

export const bootstrapKeys = { all: ['bootstrap-data'] as const }

/**
 * Loads bootstrap-data into the session store before the first render. Offline, the copy kept in the
 * persisted query cache stands in, so the shell still opens with the last known user and settings.
 */
export async function loadBootstrapData(queryClient: QueryClient, restored: Promise<void>): Promise<void> {
  try {
    const data = await http.get('bootstrap-data', { schema: BootstrapDataSchema })
    queryClient.setQueryData(bootstrapKeys.all, data)
    applyBootstrapData(data)
  } catch {
    await restored
    const cached = queryClient.getQueryData<BootstrapData>(bootstrapKeys.all)
    if (cached) applyBootstrapData(cached)
    else sessionState.loaded = true
  }
  syncTheme()
}
