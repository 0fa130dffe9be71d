import type { AdminRow } from '../../../../shared/contracts/admin'
import { adminLink, AdminPageHeader, DataTable, type ColumnDef } from '../../admin-kit'
import { RowLink } from '../components/row-link'
import { trans } from '../../../stores/session'
import { backstageLink } from '../../../lib/links'

const columns: ColumnDef[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'artist_names', header: 'Artists' },
  { key: 'release_date', header: 'Release date', sortable: true, hideOnMobile: true },
  { key: 'tracks_count', header: 'Tracks', sortable: true, hideOnMobile: true },
  { key: 'plays', header: 'Plays', sortable: true },
  { key: 'created_at', header: 'Created', sortable: true, hideOnMobile: true },
]

const actions = (row: AdminRow) => {
  const albumId = String(row.id)
  return (
    <>
      <RowLink {...adminLink(`albums/${albumId}/edit`)} label={trans('Edit :value', { value: String(row.name) })}>
        {trans('Edit')}
      </RowLink>
      <RowLink {...backstageLink(`albums/${albumId}/insights`)} label={trans('Insights of :value', { value: String(row.name) })}>
        {trans('Insights')}
      </RowLink>
    </>
  )
}

/** /admin/albums (music-catalog §3.1 `GET albums`, `DELETE albums/{ids}`). */
export function AlbumsPage() {
  return (
    <>
      <AdminPageHeader title={trans('Albums')} />
      <DataTable
        resource="albums"
        label={trans('Albums')}
        columns={columns}
        defaultOrder={{ orderBy: 'created_at', orderDir: 'desc' }}
        rowActions={actions}
        actions={<RowLink {...backstageLink('albums/new')}>{trans('New album')}</RowLink>}
      />
    </>
  )
}
