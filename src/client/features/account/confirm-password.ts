import { openDialog } from '../../stores/dialogs'
import { HttpError } from '../../lib/http'
import { confirmPassword, fetchPasswordStatus } from './api'
import { trans } from '../../stores/session'

/**
 * platform-core §4: sensitive actions ask for the password only when the 9000 s confirmation window
 * has lapsed. A 423 from the server (window lapsed meanwhile) asks once more and retries.
 */
export async function withConfirmedPassword<T>(action: () => Promise<T>): Promise<T | undefined> {
  const ask = async () => {
    // The dialog (Headless UI) loads only when it is asked for, not with the account settings page.
    const { PasswordPromptDialog } = await import('./components/password-prompt-dialog')
    return (
      (await openDialog(PasswordPromptDialog, {
        title: trans('Confirm password'),
        text: trans('For your security, please confirm your password to continue.'),
        submitLabel: trans('Confirm'),
        submit: confirmPassword,
      })) === true
    )
  }
  const { confirmed } = await fetchPasswordStatus()
  if (!confirmed && !(await ask())) return undefined
  try {
    return await action()
  } catch (error) {
    if (error instanceof HttpError && error.status === 423 && (await ask())) return action()
    throw error
  }
}
