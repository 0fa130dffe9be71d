import type { AdminRow } from '../../../../shared/contracts/admin'
import { adminLink, AdminPageHeader, DataTable, parseBoolean, yesNoOptions, type ColumnDef, type FilterDef } from '../../admin-kit'
import { RowLink } from '../components/row-link'
import { can, trans } from '../../../stores/session'

const columns: ColumnDef[] = [
  { key: 'track_name', header: 'Track', sortable: true },
  { key: 'is_synced', header: 'Synced', sortable: true },
  { key: 'excerpt', header: 'Text', hideOnMobile: true, className: 'max-w-md truncate' },
  { key: 'updated_at', header: 'Updated', sortable: true, hideOnMobile: true },
]
const filters: FilterDef[] = [{ key: 'is_synced', label: 'Synced', operator: '=', options: yesNoOptions, parse: parseBoolean }]

const actions = (row: AdminRow) => (
  <RowLink {...adminLink(`lyrics/${String(row.id)}/edit`)} label={trans('Edit lyrics of :value', { value: String(row.track_name ?? row.id) })}>
    {trans('Edit')}
  </RowLink>
)

/** /admin/lyrics (music-catalog §3.1 `GET lyrics`, `POST lyrics`, `PUT lyrics/{id}`, `DELETE lyrics/{ids}`). */
export function LyricsPage() {
  return (
    <>
      <AdminPageHeader title={trans('Lyrics')} />
      <DataTable resource="lyrics" label={trans('Lyrics')} columns={columns} filters={filters} defaultOrder={{ orderBy: 'updated_at', orderDir: 'desc' }}
        rowActions={actions}
        actions={can('lyrics.create') ? <RowLink {...adminLink('lyrics/new')}>{trans('New lyrics')}</RowLink> : undefined}
      />
    </>
  )
}
