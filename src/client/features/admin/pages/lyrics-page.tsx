import { AdminPageHeader, DataTable, parseBoolean, yesNoOptions, type ColumnDef, type FilterDef } from '../../admin-kit'
import { trans } from '../../../stores/session'

const columns: ColumnDef[] = [
  { key: 'track_name', header: 'Track', sortable: true },
  { key: 'is_synced', header: 'Synced', sortable: true },
  { key: 'excerpt', header: 'Text', hideOnMobile: true, className: 'max-w-md truncate' },
  { key: 'updated_at', header: 'Updated', sortable: true, hideOnMobile: true },
]
const filters: FilterDef[] = [{ key: 'is_synced', label: 'Synced', operator: '=', options: yesNoOptions, parse: parseBoolean }]

/** /admin/lyrics (music-catalog §3.1 `GET lyrics`, `DELETE lyrics/{ids}`). */
export function LyricsPage() {
  return (
    <>
      <AdminPageHeader title={trans('Lyrics')} />
      <DataTable resource="lyrics" label={trans('Lyrics')} columns={columns} filters={filters} defaultOrder={{ orderBy: 'updated_at', orderDir: 'desc' }} />
    </>
  )
}
