import { useState } from 'react'
import type { AdminRow } from '../../../../shared/contracts/admin'
import { useTrans } from '../../../stores/i18n'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { Button } from '../../../ui'
import { AdminPageHeader, DataTable, type ColumnDef } from '../../admin-kit/index'
import { useRetryFailedJob } from '../api'
import { LogDetailDialog, Preformatted } from './log-detail-dialog'
import { LogsNav } from './logs-nav'

const when = (value: unknown) => (typeof value === 'string' ? new Date(value).toLocaleString() : '')
const firstLine = (value: unknown) => String(value ?? '').split('\n')[0]

/**
 * /admin/logs/failed-jobs: the dead-letter list, background jobs (mails, notifications, image copies)
 * that failed every attempt; each can run again (retry) or be dropped (bulk delete).
 */
export function FailedJobsLogPage() {
  const t = useTrans()
  const [open, setOpen] = useState<AdminRow | null>(null)
  const retry = useRetryFailedJob()
  const columns: ColumnDef[] = [
    { key: 'failed_at', header: t('Failed at'), render: (row) => when(row.failed_at) },
    { key: 'name', header: t('Job') },
    { key: 'attempts', header: t('Attempts'), hideOnMobile: true },
    { key: 'error', header: t('Error'), render: (row) => <span className="line-clamp-2 break-words">{firstLine(row.error)}</span> },
  ]
  const runAgain = (row: AdminRow) =>
    retry.mutate(Number(row.id), {
      onSuccess: () => toast.positive(t('Job queued again')),
      onError: (error) => showHttpErrorToast(error),
    })
  return (
    <>
      <AdminPageHeader title={t('Failed jobs')} description={t('Background jobs that failed every attempt. Retry one once its cause is fixed.')} />
      <LogsNav />
      <DataTable
        resource="logs/jobs/failed"
        label={t('Failed jobs')}
        columns={columns}
        exportable={false}
        emptyMessage={t('Jobs that fail every attempt will be listed here.')}
        rowActions={(row) => (
          <>
            <Button size="xs" variant="ghost" onClick={() => setOpen(row)}>
              {t('Details')}
            </Button>
            <Button size="xs" variant="outline" disabled={retry.isPending && retry.variables === Number(row.id)} onClick={() => runAgain(row)}>
              {t('Retry')}
              <span className="sr-only"> {String(row.name)}</span>
            </Button>
          </>
        )}
      />
      {open && (
        <LogDetailDialog title={`${String(open.name)} · ${when(open.failed_at)}`} onClose={() => setOpen(null)}>
          <p className="mb-3 text-sm text-muted">{t('Attempts: :count', { count: Number(open.attempts) })}</p>
          <Preformatted text={String(open.error)} />
          <h3 className="mt-4 mb-2 text-sm font-semibold">{t('Data')}</h3>
          <Preformatted text={JSON.stringify(open.data, null, 2)} />
        </LogDetailDialog>
      )}
    </>
  )
}
