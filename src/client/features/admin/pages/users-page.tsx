import { AdminPageHeader, AdminLink, DataTable, parseBoolean, yesNoOptions, type ColumnDef, type FilterDef } from '../../admin-kit'
import { trans } from '../../../stores/session'

const columns: ColumnDef[] = [
  {
    key: 'email',
    header: 'User',
    sortable: true,
    render: (row) => (
      <AdminLink to={`users/${String(row.id)}/details`} className="font-medium text-primary hover:underline">
        {String(row.name || row.email)}
        <span className="block text-xs text-muted">{String(row.email)}</span>
      </AdminLink>
    ),
  },
  { key: 'role_names', header: 'Roles' },
  { key: 'email_verified', header: 'Verified', hideOnMobile: true },
  { key: 'banned', header: 'Banned', hideOnMobile: true },
  { key: 'created_at', header: 'Joined', sortable: true },
]
const filters: FilterDef[] = [
  { key: 'email_verified', label: 'Verified', operator: '=', options: yesNoOptions, parse: parseBoolean },
  { key: 'banned', label: 'Banned', operator: '=', options: yesNoOptions, parse: parseBoolean },
]

/** /admin/users (users.update). */
export function UsersPage() {
  return (
    <>
      <AdminPageHeader title={trans('Users')} />
      <DataTable resource="users" label={trans('Users')} deletePath="admin/users" columns={columns} filters={filters} defaultOrder={{ orderBy: 'created_at', orderDir: 'desc' }} />
    </>
  )
}
