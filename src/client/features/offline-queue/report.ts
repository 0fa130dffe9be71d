import { toast } from '../../stores/toasts'
import type { QueuedMutation } from './db'

/** A queued change that was dropped: the server refused it, or kept failing. */
export interface RefusedMutation {
  mutation: QueuedMutation
  status: number
  message: string
}

export const refusalMessage = ({ mutation, message }: RefusedMutation): string =>
  `Couldn't apply an offline change: ${mutation.label} — ${message}`

/**
 * One danger toast per replay, so a dropped change is never silent. Only one toast shows at a time
 * (platform-core §4), so several refusals in one replay are summed up in the first one's toast.
 */
export function toastRefusals(refused: RefusedMutation[]): void {
  const [first] = refused
  if (!first) return
  const more = refused.length > 1 ? ` (and ${refused.length - 1} more)` : ''
  toast.danger(refusalMessage(first) + more)
}
