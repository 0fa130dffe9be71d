import { adminLink, AdminPageHeader, DataTable, type ColumnDef } from '../../admin-kit'
import { RowLink } from '../components/row-link'
import type { AdminRow } from '../../../../shared/contracts/admin'
import { can, trans } from '../../../stores/session'

const columns: ColumnDef[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'display_name', header: 'Display name', sortable: true },
  { key: 'type', header: 'Type', sortable: true, hideOnMobile: true },
  { key: 'created_at', header: 'Created', sortable: true, hideOnMobile: true },
]

const actions = (row: AdminRow) => (
  <RowLink {...adminLink(`tags/${String(row.name)}/edit`)} label={trans('Edit :value', { value: String(row.display_name ?? row.name) })}>
    {trans('Edit')}
  </RowLink>
)

/** /admin/tags (tags.update): list, create, edit (`POST tags`, `PUT tags/{id}`) and delete. */
export function TagsPage() {
  return (
    <>
      <AdminPageHeader title={trans('Tags')} />
      <DataTable
        resource="tags"
        label={trans('Tags')}
        columns={columns}
        defaultOrder={{ orderBy: 'name', orderDir: 'asc' }}
        rowActions={actions}
        actions={can('tags.create') ? <RowLink {...adminLink('tags/new')}>{trans('New tag')}</RowLink> : undefined}
      />
    </>
  )
}
