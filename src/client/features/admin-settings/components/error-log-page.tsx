import { trans } from '../../../stores/session'
import { useState } from 'react'
import type { AdminRow } from '../../../../shared/contracts/admin'
import { resolveUrl } from '../../../lib/http'
import { Button, buttonClasses } from '../../../ui'
import { AdminPageHeader, DataTable, type ColumnDef } from '../../admin-kit/index'
import { LogDetailDialog, Preformatted } from './log-detail-dialog'
import { LogsNav } from './logs-nav'

const when = (value: unknown) => (typeof value === 'string' ? new Date(value).toLocaleString() : '')

/** /admin/logs/error: server errors (5xx) newest first, and the latest day's log as a file. */
export function ErrorLogPage() {
  const [open, setOpen] = useState<AdminRow | null>(null)
  const columns: ColumnDef[] = [
    { key: 'created_at', header: 'Time', render: (row) => when(row.created_at) },
    { key: 'status', header: 'Status', hideOnMobile: true },
    { key: 'url', header: 'Request', render: (row) => <span className="break-all">{`${String(row.method)} ${String(row.url)}`}</span> },
    { key: 'message', header: 'Message', render: (row) => <span className="line-clamp-2 break-words">{String(row.message)}</span> },
  ]
  return (
    <>
      <AdminPageHeader
        title={trans('Error log')}
        actions={
          <a href={resolveUrl('logs/error/download-latest')} download className={buttonClasses('outline', 'sm')}>
            {trans('Download latest log')}
          </a>
        }
      />
      <LogsNav />
      <DataTable
        resource="logs/error"
        label={trans('Errors')}
        columns={columns}
        deletePath={false}
        exportable={false}
        emptyMessage={trans('Server errors will be listed here.')}
        rowActions={(row) => (
          <Button size="xs" variant="ghost" onClick={() => setOpen(row)}>
            {trans('Details')}
          </Button>
        )}
      />
      {open && (
        <LogDetailDialog title={`${String(open.status)} ${String(open.method)} ${String(open.url)}`} onClose={() => setOpen(null)}>
          <p className="mb-3 text-sm">{String(open.message)}</p>
          {typeof open.stack === 'string' && <Preformatted text={open.stack} />}
        </LogDetailDialog>
      )}
    </>
  )
}
