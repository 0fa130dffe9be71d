import { AdminPageHeader, DataTable, adminLink, type ColumnDef } from '../../admin-kit'
import { RowLink } from '../components/row-link'
import { useTrans } from '../../../stores/i18n'
import type { AdminRow } from '../../../../shared/contracts/admin'
import { trans } from '../../../stores/session'

const columns: ColumnDef[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'display_name', header: 'Display name', sortable: true },
  { key: 'popularity', header: 'Popularity', sortable: true, hideOnMobile: true },
  { key: 'created_at', header: 'Created', sortable: true, hideOnMobile: true },
]

const actions = (row: AdminRow) => (
  <RowLink {...adminLink(`genres/${String(row.name)}/edit`)} label={trans('Edit :value', { value: String(row.display_name ?? row.name) })}>
    {trans('Edit')}
  </RowLink>
)

/** /admin/genres (music-catalog §3.1 `GET genres`, `PUT genres/{id}`, `DELETE genres/{ids}`). */
export function GenresPage() {
  return (
    <>
      <AdminPageHeader title={trans('Genres')} />
      <DataTable resource="admin/genres" label={trans('Genres')} deletePath="genres" columns={columns} defaultOrder={{ orderBy: 'name', orderDir: 'asc' }} rowActions={actions} actions={<NewGenreLink />} />
    </>
  )
}

function NewGenreLink() {
  const t = useTrans()
  return <RowLink {...adminLink('genres/new')}>{t('New genre')}</RowLink>
}
