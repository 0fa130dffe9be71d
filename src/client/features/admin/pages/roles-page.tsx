import type { AdminRow } from '../../../../shared/contracts/admin'
import { AdminLink, AdminPageHeader, DataTable, type ColumnDef } from '../../admin-kit'
import { trans } from '../../../stores/session'

const flags = (row: AdminRow) =>
  [row.default && 'Default', row.guests && 'Guests', row.artists && 'Artists', row.internal && 'Internal'].filter(Boolean).join(', ') || '–'
const columns: ColumnDef[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'description', header: 'Description', hideOnMobile: true, className: 'max-w-sm' },
  { key: 'flags', header: 'Given to', render: flags },
  { key: 'users_count', header: 'Users' },
  { key: 'type', header: 'Type', hideOnMobile: true },
]
const LINK = 'rounded px-2 py-1 text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-focus'

/** /admin/roles: roles with their users count; deleting one in use is refused by the server with a reason. */
export function RolesPage() {
  return (
    <>
      <AdminPageHeader title={trans('Roles')} />
      <DataTable
        resource="roles"
        label={trans('Roles')}
        columns={columns}
        defaultOrder={{ orderBy: 'name', orderDir: 'asc' }}
        actions={
          <AdminLink to="roles/new" className={LINK}>
            {trans('New role')}
          </AdminLink>
        }
        rowActions={(row) => (
          <AdminLink to={`roles/${String(row.id)}/edit`} className={LINK} aria-label={trans('Edit :value', { value: String(row.name) })}>
            {trans('Edit')}
          </AdminLink>
        )}
      />
    </>
  )
}
