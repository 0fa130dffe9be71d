import { trans } from '../../../stores/session'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { Button, EmptyState, Skeleton, TextField } from '../../../ui'
import { AdminLink, AdminPageHeader, type AdminPageProps } from '../../admin-kit/index'
import { localizationQuery, useUpdateLocalization } from '../api'

const PAGE = 50

/**
 * /admin/localizations/:localeId/translate: every source line of the app (and any line already
 * translated) with its translation; search narrows the list, only edited lines are sent.
 */
export function TranslatePage({ params }: AdminPageProps) {
  const id = Number(params.localeId)
  const detail = useQuery({ ...localizationQuery(id), enabled: Number.isInteger(id) && id > 0 })
  const update = useUpdateLocalization(id)
  const [query, setQuery] = useState('')
  const [edits, setEdits] = useState<Record<string, string>>({})
  const [visible, setVisible] = useState(PAGE)

  const keys = useMemo(() => {
    if (!detail.data) return []
    const all = [...new Set([...detail.data.source_lines, ...Object.keys(detail.data.lines)])]
    const q = query.trim().toLowerCase()
    return q ? all.filter((key) => key.toLowerCase().includes(q) || (detail.data.lines[key] ?? '').toLowerCase().includes(q)) : all
  }, [detail.data, query])

  if (detail.isPending) return <Skeleton className="h-64 w-full" />
  if (detail.isError) {
    return <EmptyState title={trans('This localization could not be loaded')} message={trans('It may have been deleted.')} />
  }
  const { localization, lines } = detail.data
  const changed = Object.keys(edits).length

  function save() {
    update.mutate(
      { lines: edits },
      {
        onSuccess: () => {
          setEdits({})
          toast.positive('Saved translations')
        },
        onError: (error) => showHttpErrorToast(error),
      },
    )
  }

  return (
    <>
      <AdminPageHeader
        title={trans('Translate: :name', { name: localization.name })}
        description={trans(':lines_count lines translated into :language.', { lines_count: localization.lines_count, language: localization.language })}
        actions={
          <>
            <AdminLink to="localizations" className="self-center text-sm text-primary underline">
              {trans('All localizations')}
            </AdminLink>
            <Button onClick={save} disabled={changed === 0 || update.isPending}>
              {changed > 0 ? trans('Save :changed changes', { changed }) : trans('Save')}
            </Button>
          </>
        }
      />
      <TextField label={trans('Search lines')} type="search" value={query} onChange={(e) => (setQuery(e.target.value), setVisible(PAGE))} className="mb-4 max-w-md" />
      {keys.length === 0 ? (
        <EmptyState title={trans('No lines match your search')} />
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {keys.slice(0, visible).map((key) => (
            <li key={key} className="grid gap-2 py-3 md:grid-cols-2 md:items-center">
              <label htmlFor={`line-${key}`} className="text-sm break-words">
                {key}
              </label>
              <input
                id={`line-${key}`}
                value={edits[key] ?? lines[key] ?? ''}
                onChange={(e) => setEdits((current) => ({ ...current, [key]: e.target.value }))}
                placeholder={key}
                className="h-10 rounded-md border border-border bg-bg px-3 text-sm text-fg placeholder:text-muted focus:outline-2 focus:-outline-offset-1 focus:outline-focus"
              />
            </li>
          ))}
        </ul>
      )}
      {visible < keys.length && (
        <Button variant="outline" className="mt-4" onClick={() => setVisible((n) => n + PAGE)}>
          {trans('Show more lines')}
        </Button>
      )}
    </>
  )
}
