import { Link } from '@tanstack/react-router'
import { useTrans } from '../../../stores/i18n'
import { Button, buttonClasses } from '../../../ui'
import { adminLink } from '../../admin-kit'

/** Cancel on an admin form: back to the admin page `to` (a list), without saving. */
export function AdminCancelLink({ to }: { to: string }) {
  const t = useTrans()
  return (
    <Link {...adminLink(to)} className={buttonClasses('ghost')}>
      {t('Cancel')}
    </Link>
  )
}

/**
 * The footer of an admin form page: Save on an existing item, Create on a new one (Saving… while the
 * request runs), and Cancel back to `cancelTo` where the page has one.
 */
export function AdminFormFooter({ pending, editing, cancelTo }: { pending: boolean; editing: boolean; cancelTo?: string }) {
  const t = useTrans()
  return (
    <div className="flex justify-end gap-2">
      {cancelTo !== undefined && <AdminCancelLink to={cancelTo} />}
      <Button type="submit" disabled={pending}>
        {pending ? t('Saving…') : editing ? t('Save') : t('Create')}
      </Button>
    </div>
  )
}
