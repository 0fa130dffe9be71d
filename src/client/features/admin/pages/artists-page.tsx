import type { AdminRow } from '../../../../shared/contracts/admin'
import { AdminPageHeader, DataTable, adminLink, parseBoolean, yesNoOptions, type ColumnDef, type FilterDef } from '../../admin-kit'
import { RowLink } from '../components/row-link'
import { useTrans } from '../../../stores/i18n'
import { trans } from '../../../stores/session'
import { backstageLink } from '../../../lib/links'

const columns: ColumnDef[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'verified', header: 'Verified', sortable: true },
  { key: 'albums_count', header: 'Albums', sortable: true, hideOnMobile: true },
  { key: 'plays', header: 'Plays', sortable: true },
  { key: 'views', header: 'Views', sortable: true, hideOnMobile: true },
  { key: 'created_at', header: 'Created', sortable: true, hideOnMobile: true },
]
const filters: FilterDef[] = [{ key: 'verified', label: 'Verified', operator: '=', options: yesNoOptions, parse: parseBoolean }]

const actions = (row: AdminRow) => {
  const artistId = String(row.id)
  return (
    <>
      <RowLink {...adminLink(`artists/${artistId}/edit`)} label={trans('Edit :value', { value: String(row.name) })}>
        {trans('Edit')}
      </RowLink>
      <RowLink {...backstageLink(`artists/${artistId}/insights`)} label={trans('Insights of :value', { value: String(row.name) })}>
        {trans('Insights')}
      </RowLink>
    </>
  )
}

/** /admin/artists (music-catalog §3.1 `GET artists` with `albums_count`, `DELETE artists/{ids}`). */
export function ArtistsPage() {
  return (
    <>
      <AdminPageHeader title={trans('Artists')} />
      <DataTable resource="artists" label={trans('Artists')} columns={columns} filters={filters} defaultOrder={{ orderBy: 'created_at', orderDir: 'desc' }} rowActions={actions} actions={<NewArtistLink />} />
    </>
  )
}

function NewArtistLink() {
  const t = useTrans()
  return <RowLink {...adminLink('artists/new')}>{t('New artist')}</RowLink>
}
