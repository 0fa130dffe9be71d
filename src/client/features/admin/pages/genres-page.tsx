import { AdminPageHeader } from '../components/admin-page-header'
import { RowLink } from '../components/row-link'
import { DataTable } from '../data-table/data-table'
import { useTrans } from '../../../stores/i18n'
import { adminLink } from '../admin-link'
import type { ColumnDef } from '../data-table/types'
import { trans } from '../../../stores/session'

const columns: ColumnDef[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'display_name', header: 'Display name', sortable: true },
  { key: 'popularity', header: 'Popularity', sortable: true, hideOnMobile: true },
  { key: 'created_at', header: 'Created', sortable: true, hideOnMobile: true },
]

/** /admin/genres (music-catalog §3.1 `GET genres`, `DELETE genres/{ids}`). */
export function GenresPage() {
  return (
    <>
      <AdminPageHeader title={trans('Genres')} />
      <DataTable resource="admin/genres" label={trans('Genres')} deletePath="genres" columns={columns} defaultOrder={{ orderBy: 'name', orderDir: 'asc' }} actions={<NewGenreLink />} />
    </>
  )
}

function NewGenreLink() {
  const t = useTrans()
  return <RowLink {...adminLink('genres/new')}>{t('New genre')}</RowLink>
}
