import { AdminPageHeader, DataTable, parseBoolean, yesNoOptions, type ColumnDef, type FilterDef } from '../../admin-kit'
import { trans } from '../../../stores/session'

const kb = (bytes: unknown) => (typeof bytes === 'number' ? `${(bytes / 1024).toFixed(0)} KB` : '–')
const columns: ColumnDef[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'disk_prefix', header: 'Kind', sortable: true },
  { key: 'mime', header: 'Type', hideOnMobile: true },
  { key: 'file_size', header: 'Size', sortable: true, render: (row) => kb(row.file_size) },
  { key: 'owner_name', header: 'Owner', hideOnMobile: true },
  // Audio only (null, a dash, for images): an upload no track uses yet, removed after 30 days.
  { key: 'in_use', header: 'Used by a track', hideOnMobile: true },
  { key: 'created_at', header: 'Uploaded', sortable: true, hideOnMobile: true },
]
const filters: FilterDef[] = [
  {
    key: 'disk_prefix',
    label: 'Kind',
    operator: '=',
    options: ['track_media', 'track_image', 'artist_image', 'genre_image', 'playlist_image', 'backstage_passport'].map((v) => ({ value: v, label: v })),
  },
  { key: 'in_use', label: 'Used by a track', operator: '=', options: yesNoOptions, parse: parseBoolean },
]

/** /admin/files (files.update): uploaded file entries. */
export function FilesPage() {
  return (
    <>
      <AdminPageHeader title={trans('Files')} />
      <DataTable resource="admin/file-entries" label={trans('Files')} deletePath="file-entries" columns={columns} filters={filters} defaultOrder={{ orderBy: 'created_at', orderDir: 'desc' }} />
    </>
  )
}
