import { trans } from '../../../stores/session'
import { useState } from 'react'
import { buttonClasses, Button } from '../../../ui'
import { AdminLink, AdminPageHeader, DataTable, type ColumnDef } from '../../admin-kit/index'
import { NewLocalizationDialog } from './new-localization-dialog'

const columns: ColumnDef[] = [
  { key: 'name', header: 'Name' },
  { key: 'language', header: 'Language code' },
  { key: 'lines_count', header: 'Translated lines', hideOnMobile: true },
  { key: 'updated_at', header: 'Updated', render: (row) => new Date(String(row.updated_at)).toLocaleDateString(), hideOnMobile: true },
]

/** /admin/localizations: the site's languages; add one, then translate it. */
export function LocalizationsPage() {
  const [adding, setAdding] = useState(false)
  return (
    <>
      <AdminPageHeader title={trans('Localizations')} description={trans('Languages listeners can pick when translations are on.')} />
      <DataTable
        resource="localizations"
        label={trans('Localizations')}
        columns={columns}
        deletePath="localizations"
        exportable={false}
        actions={<Button onClick={() => setAdding(true)}>{trans('Add language')}</Button>}
        rowActions={(row) => (
          <AdminLink to={`localizations/${String(row.id)}/translate`} className={buttonClasses('ghost', 'xs')}>
            {trans('Translate')}
          </AdminLink>
        )}
      />
      {adding && <NewLocalizationDialog onClose={() => setAdding(false)} />}
    </>
  )
}
