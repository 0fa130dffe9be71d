import { trans } from '../../../stores/session'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button, Skeleton } from '../../../ui'
import { AdminPageHeader, DataTable, type ColumnDef } from '../../admin-kit/index'
import { outgoingEmailQuery } from '../api'
import { LogDetailDialog, Preformatted } from './log-detail-dialog'
import { LogsNav } from './logs-nav'

const columns: ColumnDef[] = [
  { key: 'created_at', header: 'Time', render: (row) => new Date(String(row.created_at)).toLocaleString() },
  { key: 'to', header: 'To', render: (row) => <span className="break-all">{String(row.to)}</span> },
  { key: 'subject', header: 'Subject' },
  { key: 'status', header: 'Status', render: (row) => (row.error ? `${String(row.status)}: ${String(row.error)}` : String(row.status)), hideOnMobile: true },
]

/** /admin/logs/outgoing-email: every mail the site sent (or only logged), newest first. */
export function OutgoingEmailLogPage() {
  const [openId, setOpenId] = useState<number | null>(null)
  return (
    <>
      <AdminPageHeader title={trans('Outgoing email log')} />
      <LogsNav />
      <DataTable
        resource="logs/outgoing-email"
        label={trans('Emails')}
        columns={columns}
        deletePath={false}
        exportable={false}
        rowActions={(row) => (
          <Button size="xs" variant="ghost" onClick={() => setOpenId(Number(row.id))}>
            {trans('View')}
          </Button>
        )}
      />
      {openId !== null && <EmailDialog id={openId} onClose={() => setOpenId(null)} />}
    </>
  )
}

function EmailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const email = useQuery(outgoingEmailQuery(id))
  return (
    <LogDetailDialog title={email.data?.email.subject ?? trans('Email')} onClose={onClose}>
      {email.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : email.isError ? (
        <p role="alert">{trans('The email could not be loaded.')}</p>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted">{trans('To :to', { to: email.data.email.to })}</p>
          <Preformatted text={email.data.email.text} />
        </>
      )}
    </LogDetailDialog>
  )
}
