import { AdminPageHeader, DataTable, parseBoolean, yesNoOptions, type ColumnDef, type FilterDef } from '../../admin-kit'
import { trans } from '../../../stores/session'

const columns: ColumnDef[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'owner_name', header: 'Owner' },
  { key: 'public', header: 'Public', sortable: true },
  { key: 'collaborative', header: 'Collaborative', hideOnMobile: true },
  { key: 'views', header: 'Views', sortable: true, hideOnMobile: true },
  { key: 'created_at', header: 'Created', sortable: true, hideOnMobile: true },
]
const filters: FilterDef[] = [
  { key: 'public', label: 'Public', operator: '=', options: yesNoOptions, parse: parseBoolean },
  { key: 'collaborative', label: 'Collaborative', operator: '=', options: yesNoOptions, parse: parseBoolean },
]

/** /admin/playlists (music-catalog §3.2 `GET playlists` as an admin list, `DELETE playlists/{ids}`). */
export function PlaylistsPage() {
  return (
    <>
      <AdminPageHeader title={trans('Playlists')} />
      <DataTable resource="admin/playlists" label={trans('Playlists')} deletePath="playlists" columns={columns} filters={filters} defaultOrder={{ orderBy: 'created_at', orderDir: 'desc' }} />
    </>
  )
}
