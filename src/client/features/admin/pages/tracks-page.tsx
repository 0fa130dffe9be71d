import type { AdminRow } from '../../../../shared/contracts/admin'
import { formatMs } from '../../../../shared/lib/format-duration'
import { adminLink, AdminPageHeader, DataTable, type ColumnDef } from '../../admin-kit'
import { RowLink } from '../components/row-link'
import { trans } from '../../../stores/session'
import { backstageLink } from '../../../lib/links'

const columns: ColumnDef[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'artist_names', header: 'Artists' },
  { key: 'album_name', header: 'Album', hideOnMobile: true },
  { key: 'duration', header: 'Duration', sortable: true, hideOnMobile: true, render: (row) => formatMs(typeof row.duration === 'number' ? row.duration : null) },
  { key: 'plays', header: 'Plays', sortable: true },
  { key: 'created_at', header: 'Created', sortable: true, hideOnMobile: true },
]

const actions = (row: AdminRow) => {
  const trackId = String(row.id)
  return (
    <>
      <RowLink {...adminLink(`tracks/${trackId}/edit`)} label={trans('Edit :value', { value: String(row.name) })}>
        {trans('Edit')}
      </RowLink>
      <RowLink {...backstageLink(`tracks/${trackId}/insights`)} label={trans('Insights of :value', { value: String(row.name) })}>
        {trans('Insights')}
      </RowLink>
    </>
  )
}

/** /admin/tracks (music-catalog §3.1 `GET tracks`, `DELETE tracks/{ids}`). */
export function TracksPage() {
  return (
    <>
      <AdminPageHeader title={trans('Tracks')} />
      <DataTable
        resource="tracks"
        label={trans('Tracks')}
        columns={columns}
        defaultOrder={{ orderBy: 'created_at', orderDir: 'desc' }}
        rowActions={actions}
        actions={<RowLink {...backstageLink('tracks/new')}>{trans('New track')}</RowLink>}
      />
    </>
  )
}
