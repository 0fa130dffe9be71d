import { AdminPageHeader, DataTable, parseBoolean, yesNoOptions, type ColumnDef, type FilterDef } from '../../admin-kit'
import { trans } from '../../../stores/session'

const columns: ColumnDef[] = [
  { key: 'content', header: 'Comment', className: 'max-w-md' },
  { key: 'user_name', header: 'Author' },
  { key: 'commentable_type', header: 'On', sortable: true, hideOnMobile: true },
  { key: 'deleted', header: 'Deleted', sortable: true, hideOnMobile: true },
  { key: 'created_at', header: 'Created', sortable: true },
]
const filters: FilterDef[] = [
  { key: 'commentable_type', label: 'On', operator: '=', options: [{ value: 'track', label: 'Tracks' }, { value: 'album', label: 'Albums' }] },
  { key: 'deleted', label: 'Deleted', operator: '=', options: yesNoOptions, parse: parseBoolean },
]

/** /admin/comments: every comment; delete is the soft flag of music-catalog §2.10 (`DELETE comment/{ids}`). */
export function CommentsPage() {
  return (
    <>
      <AdminPageHeader title={trans('Comments')} />
      <DataTable resource="comments" label={trans('Comments')} deletePath="comment" columns={columns} filters={filters} defaultOrder={{ orderBy: 'created_at', orderDir: 'desc' }} />
    </>
  )
}
