import { Link, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { toast } from '../../../stores/toasts'
import { Button, buttonClasses } from '../../../ui'
import { useSubscriptionAction } from '../api'
import { trans } from '../../../stores/session'
import { billingLink } from '../../../lib/links'

type Action = Parameters<ReturnType<typeof useSubscriptionAction>['mutate']>[0]

interface ConfirmStepProps {
  title: string
  children: ReactNode
  confirmLabel: string
  /** null while the subscription is loading. */
  action: Action | null
  success: string
  danger?: boolean
}

/** A confirmation page for one subscription change; back to /billing with a toast once done. */
export function ConfirmStep({ title, children, confirmLabel, action, success, danger = false }: ConfirmStepProps) {
  const mutation = useSubscriptionAction()
  const navigate = useNavigate()
  const confirm = () => {
    if (!action) return
    mutation.mutate(action, {
      onSuccess: () => {
        toast.positive(success)
        void navigate(billingLink(''))
      },
      onError: (e) => toast.danger(e.message),
    })
  }
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="text-muted">{children}</div>
      <div className="flex gap-2">
        <Button variant={danger ? 'danger' : 'primary'} disabled={!action || mutation.isPending} onClick={confirm}>
          {mutation.isPending ? trans('Saving…') : confirmLabel}
        </Button>
        <Link {...billingLink('')} className={buttonClasses('ghost', 'md')}>
          {trans('Go back')}
        </Link>
      </div>
    </div>
  )
}
