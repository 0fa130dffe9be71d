import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import type { AdminRow } from '../../../../shared/contracts/admin'
import { HttpError } from '../../../lib/http'
import { Button, EmptyState } from '../../../ui'
import { adminExportHref, adminListQuery, useAdminDelete } from '../api'
import { ConfirmDeleteDialog } from './confirm-delete-dialog'
import { TableGrid } from './table-grid'
import { TablePager } from './table-pager'
import { TableToolbar } from './table-toolbar'
import type { ColumnDef, FilterDef } from './types'
import { toListParams, useTableState } from './use-table-state'
import { trans } from '../../../stores/session'

export interface DataTableProps<Row extends AdminRow> {
  /** The list endpoint (`GET <resource>`), also the CSV export's name. */
  resource: string
  /** Accessible name of the table and the noun in messages, e.g. "Tracks". */
  label: string
  columns: ColumnDef<Row>[]
  filters?: FilterDef[]
  /** `DELETE <deletePath>/{ids}`; defaults to the resource; false = no bulk delete. */
  deletePath?: string | false
  defaultOrder?: { orderBy: string; orderDir: 'asc' | 'desc' }
  exportable?: boolean
  /** Buttons beside the search (e.g. "New track"). */
  actions?: ReactNode
  /** Links or buttons at the end of each row (edit, insights). */
  rowActions?: (row: Row) => ReactNode
  emptyMessage?: string
}

const rowId = (row: AdminRow) => Number(row.id)

/**
 * The one admin table: server paging, column sorting, search, `filters`, bulk select and delete with a
 * confirmation, CSV export of the current query, loading and empty states; rows become cards on phones.
 * Pages only describe columns and filters.
 */
export function DataTable<Row extends AdminRow>(props: DataTableProps<Row>) {
  const { resource, label, columns, filters: filterDefs = [], deletePath = resource, defaultOrder, exportable = true } = props
  const [state, update] = useTableState({ perPage: 15, orderBy: defaultOrder?.orderBy, orderDir: defaultOrder?.orderDir })
  const params = toListParams(state)
  const list = useQuery(adminListQuery(resource, params))
  const rows = (list.data?.pagination.data ?? []) as Row[]
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [confirming, setConfirming] = useState(false)
  const remove = useAdminDelete(deletePath || resource)
  const visibleSelected = rows.map(rowId).filter((id) => selected.has(id))

  const confirmDelete = () =>
    remove.mutate(visibleSelected, {
      onSuccess: () => {
        setSelected(new Set())
        setConfirming(false)
      },
    })

  return (
    <div className="flex flex-col gap-4">
      <TableToolbar
        label={label}
        query={state.query}
        onQuery={(query) => update({ query })}
        filterDefs={filterDefs}
        filters={state.filters}
        onFilters={(filters) => update({ filters })}
        selectedCount={visibleSelected.length}
        onDeleteSelected={deletePath ? () => (remove.reset(), setConfirming(true)) : undefined}
        exportHref={exportable ? adminExportHref(resource, params) : undefined}
        actions={props.actions}
      />
      {list.isError && !list.data ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-md bg-bg-alt py-12 text-center">
          <p className="font-semibold">{listErrorText(list.error)}</p>
          <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
            {trans('Try again')}
          </Button>
        </div>
      ) : list.isSuccess && rows.length === 0 ? (
        <div className="rounded-md bg-bg-alt">
          <EmptyState title={state.query || state.filters.length ? trans('No results match your search') : trans('No :value yet', { value: label.toLowerCase() })} message={props.emptyMessage} />
        </div>
      ) : (
        <TableGrid
          label={label}
          columns={columns}
          rows={rows}
          loading={list.isPending}
          stale={list.isPlaceholderData}
          selectable={Boolean(deletePath)}
          selected={selected}
          onSelect={setSelected}
          orderBy={state.orderBy}
          orderDir={state.orderDir}
          onSort={(orderBy, orderDir) => update({ orderBy, orderDir })}
          rowActions={props.rowActions}
        />
      )}
      <TablePager pagination={list.data?.pagination} perPage={state.perPage} onPage={(page) => update({ page })} onPerPage={(perPage) => update({ perPage })} />
      {confirming && (
        <ConfirmDeleteDialog
          count={visibleSelected.length}
          noun={label.toLowerCase()}
          pending={remove.isPending}
          error={remove.error ? (remove.error.message ?? 'Could not delete.') : null}
          onConfirm={confirmDelete}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  )
}

function listErrorText(error: Error): string {
  if (error instanceof HttpError && error.status === 403) return 'You do not have access to this list.'
  if (error instanceof HttpError && error.status === 0) return 'You appear to be offline. Check your connection and try again.'
  return 'The list could not be loaded.'
}
