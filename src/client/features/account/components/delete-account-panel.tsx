import { trans } from '../../../stores/session'
import { Button } from '../../../ui'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { useDeleteAccount } from '../api'
import { withConfirmedPassword } from '../confirm-password'
import { Panel } from './panel'

export function DeleteAccountPanel() {
  const remove = useDeleteAccount()
  async function deleteAccount() {
    if (!window.confirm('Are you sure you want to delete your account? This cannot be undone.')) return
    try {
      const done = await withConfirmedPassword(() => remove.mutateAsync())
      if (done === undefined) return
      toast.positive('Account deleted')
      // The session is gone with the account: start over as a guest.
      window.location.assign('/login')
    } catch (error) {
      showHttpErrorToast(error)
    }
  }
  return (
    <Panel id="delete-account" title={trans('Delete account')} description={trans('Once your account is deleted, all of its resources and data will be permanently deleted.')}>
      <Button variant="danger" disabled={remove.isPending} onClick={deleteAccount}>
        {trans('Delete account')}
      </Button>
    </Panel>
  )
}
