import { Link } from '@tanstack/react-router'
import { buttonClasses } from '../../../ui'
import { AdminLink, AdminPageHeader, DataTable, type ColumnDef } from '../../admin-kit'
import { trans } from '../../../stores/session'

const columns: ColumnDef[] = [
  {
    key: 'title',
    header: 'Title',
    sortable: true,
    render: (row) => (
      <AdminLink to={`custom-pages/${String(row.id)}/edit`} className="font-medium text-primary hover:underline">
        {String(row.title)}
      </AdminLink>
    ),
  },
  {
    key: 'slug',
    header: 'Address',
    sortable: true,
    render: (row) => (
      <Link to="/pages/$pageSlug" params={{ pageSlug: String(row.slug) }} className="text-muted underline hover:no-underline" target="_blank">
        {trans('/pages/')}{String(row.slug)}
      </Link>
    ),
  },
  { key: 'updated_at', header: 'Last updated', sortable: true, hideOnMobile: true },
]

/** /admin/custom-pages (custom_pages.update): the site's own pages (music-product §2 Admin). */
export function CustomPagesPage() {
  return (
    <>
      <AdminPageHeader
        title={trans('Custom pages')}
        description={trans('Pages such as terms, privacy or about, shown at /pages/{slug}.')}
        actions={
          <AdminLink to="custom-pages/new" className={buttonClasses('primary')}>
            {trans('New page')}
          </AdminLink>
        }
      />
      <DataTable resource="custom-pages" label={trans('Custom pages')} columns={columns} defaultOrder={{ orderBy: 'updated_at', orderDir: 'desc' }} />
    </>
  )
}
