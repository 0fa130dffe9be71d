import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AdminPageHeader, DataTable, adminKeys, adminLink, parseBoolean, yesNoOptions, type ColumnDef, type FilterDef } from '../../admin-kit'
import { RowLink } from '../components/row-link'
import { useTrans } from '../../../stores/i18n'
import type { AdminRow } from '../../../../shared/contracts/admin'
import { SavedGenreResponseSchema, type SavedGenreResponse } from '../../../../shared/contracts/genres'
import { http } from '../../../lib/http'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { trans } from '../../../stores/session'

const columns: ColumnDef[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'display_name', header: 'Display name', sortable: true },
  // Decision 0033: genres typed by artists reach the home page once approved (or with enough tracks).
  { key: 'approved', header: 'Approved', sortable: true },
  { key: 'tracks_count', header: 'Tracks', hideOnMobile: true },
  { key: 'popularity', header: 'Popularity', sortable: true, hideOnMobile: true },
  { key: 'created_at', header: 'Created', sortable: true, hideOnMobile: true },
]

const filters: FilterDef[] = [{ key: 'approved', label: 'Approved', operator: '=', options: yesNoOptions, parse: parseBoolean }]

function ApproveButton({ row }: { row: AdminRow }) {
  const t = useTrans()
  const queryClient = useQueryClient()
  const name = String(row.display_name ?? row.name)
  const approve = useMutation({
    mutationFn: () => http.post<SavedGenreResponse>(`genres/${Number(row.id)}/approve`, { schema: import.meta.env.DEV ? SavedGenreResponseSchema : undefined }),
    onSuccess: async () => {
      toast.positive(t('Genre approved'))
      await queryClient.invalidateQueries({ queryKey: adminKeys.all })
    },
    onError: showHttpErrorToast,
  })
  return (
    <button
      type="button"
      disabled={approve.isPending}
      onClick={() => approve.mutate()}
      aria-label={t('Approve :value', { value: name })}
      className="rounded px-2 py-1 text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-50"
    >
      {t('Approve')}
    </button>
  )
}

const actions = (row: AdminRow) => (
  <>
    {!row.approved && <ApproveButton row={row} />}
    <RowLink {...adminLink(`genres/${String(row.name)}/edit`)} label={trans('Edit :value', { value: String(row.display_name ?? row.name) })}>
      {trans('Edit')}
    </RowLink>
  </>
)

/** /admin/genres (music-catalog §3.1 `GET genres`, `PUT genres/{id}`, `DELETE genres/{ids}`; Approve: decision 0033). */
export function GenresPage() {
  return (
    <>
      <AdminPageHeader title={trans('Genres')} />
      <DataTable
        resource="admin/genres"
        label={trans('Genres')}
        deletePath="genres"
        columns={columns}
        filters={filters}
        defaultOrder={{ orderBy: 'name', orderDir: 'asc' }}
        rowActions={actions}
        actions={<NewGenreLink />}
      />
    </>
  )
}

function NewGenreLink() {
  const t = useTrans()
  return <RowLink {...adminLink('genres/new')}>{t('New genre')}</RowLink>
}
