import { useNavigate } from '@tanstack/react-router'
import { showHttpErrorToast, toast } from '../../stores/toasts'
import { uiState } from '../../stores/ui'
import { useApplyBootstrap, useLogout } from './api'

/** platform-core §4 Logout: reset cached data, apply the returned bootstrap data, go to /login. */
export function useLogoutAction() {
  const logout = useLogout()
  const apply = useApplyBootstrap()
  const navigate = useNavigate()
  return {
    pending: logout.isPending,
    run: () => {
      // platform-core §8: refused while the appearance editor is open.
      if (uiState.appearanceEditorOpen) {
        toast.danger("Can't logout while in appearance editor.")
        return
      }
      logout.mutate(undefined, {
        onSuccess: (res) => {
          apply(res.bootstrapData, true)
          void navigate({ to: '/login' })
        },
        onError: (error) => showHttpErrorToast(error),
      })
    },
  }
}
