import { AdminPageHeader, DataTable, type ColumnDef } from '../../admin-kit'
import { trans } from '../../../stores/session'

const columns: ColumnDef[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'display_name', header: 'Display name', sortable: true },
  { key: 'type', header: 'Type', sortable: true, hideOnMobile: true },
  { key: 'created_at', header: 'Created', sortable: true, hideOnMobile: true },
]

/** /admin/tags (tags.update). */
export function TagsPage() {
  return (
    <>
      <AdminPageHeader title={trans('Tags')} />
      <DataTable resource="tags" label={trans('Tags')} columns={columns} defaultOrder={{ orderBy: 'name', orderDir: 'asc' }} />
    </>
  )
}
