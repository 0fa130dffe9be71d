import { trans } from '../../../stores/session'
import { useQuery } from '@tanstack/react-query'
import { Skeleton } from '../../../ui'
import { AdminPageHeader, DataTable, type ColumnDef } from '../../admin-kit/index'
import { scheduleLogQuery } from '../api'
import { LogsNav } from './logs-nav'

const when = (value: unknown) => (typeof value === 'string' ? new Date(value).toLocaleString() : '–')
const columns: ColumnDef[] = [
  { key: 'task', header: 'Task' },
  { key: 'status', header: 'Status' },
  { key: 'started_at', header: 'Started', render: (row) => when(row.started_at) },
  { key: 'finished_at', header: 'Finished', render: (row) => when(row.finished_at), hideOnMobile: true },
  { key: 'output', header: 'Output', render: (row) => <span className="line-clamp-2">{String(row.output ?? '')}</span>, hideOnMobile: true },
]

/** /admin/logs/schedule: the background tasks this server runs, their last run, and every run. */
export function ScheduleLogPage() {
  const schedule = useQuery(scheduleLogQuery(1))
  return (
    <>
      <AdminPageHeader title={trans('Schedule log')} />
      <LogsNav />
      <section aria-labelledby="scheduled-tasks" className="mb-6">
        <h2 id="scheduled-tasks" className="mb-2 text-lg font-semibold">
          {trans('Scheduled tasks')}
        </h2>
        {schedule.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : schedule.isError ? (
          <p role="alert" className="text-sm">
            {trans('The scheduled tasks could not be loaded.')}
          </p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {schedule.data.tasks.map((task) => (
              <li key={task.name} className="rounded-md border border-border p-3">
                <p className="font-semibold">{task.name}</p>
                <p className="text-sm text-muted">{task.description}</p>
                <p className="mt-1 text-sm">
                  {trans('Runs')} {task.frequency}{trans('; last run:')} {task.last_run ? `${task.last_run.status}, ${when(task.last_run.started_at)}` : trans('not yet')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <h2 className="mb-2 text-lg font-semibold">{trans('Runs')}</h2>
      <DataTable resource="logs/schedule" label={trans('Runs')} columns={columns} deletePath={false} exportable={false} emptyMessage={trans('Each run of a scheduled task is recorded here.')} />
    </>
  )
}
