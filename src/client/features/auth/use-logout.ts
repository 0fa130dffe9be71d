import { useNavigate } from '@tanstack/react-router'
import { showHttpErrorToast } from '../../stores/toasts'
import { useApplyBootstrap, useLogout } from './api'

/** platform-core §4 Logout: reset cached data, apply the returned bootstrap data, go to /login. */
export function useLogoutAction() {
  const logout = useLogout()
  const apply = useApplyBootstrap()
  const navigate = useNavigate()
  return {
    pending: logout.isPending,
    run: () =>
      logout.mutate(undefined, {
        onSuccess: (res) => {
          apply(res.bootstrapData, true)
          void navigate({ to: '/login' })
        },
        onError: (error) => showHttpErrorToast(error),
      }),
  }
}
