import { useEffect, useState, type ReactNode } from 'react'
import type { AdminFilter } from '../../../../shared/contracts/admin'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { Button, Icon } from '../../../ui'
import type { FilterDef } from './types'
import { trans } from '../../../stores/session'

const CONTROL = 'h-9 rounded-md border border-border bg-bg px-3 text-sm text-fg focus:outline-2 focus:-outline-offset-1 focus:outline-focus'

interface Props {
  label: string
  query: string
  onQuery(query: string): void
  filterDefs: FilterDef[]
  filters: AdminFilter[]
  onFilters(filters: AdminFilter[]): void
  selectedCount: number
  onDeleteSelected?: () => void
  exportHref?: string
  actions?: ReactNode
}

/** Search (debounced), one select per filter, the bulk delete of the selection, CSV export and page actions. */
export function TableToolbar({ label, query, onQuery, filterDefs, filters, onFilters, selectedCount, onDeleteSelected, exportHref, actions }: Props) {
  const [text, setText] = useState(query)
  const debounced = useDebouncedValue(text, 300)
  useEffect(() => {
    if (debounced !== query) onQuery(debounced)
    // Only the typed text drives the search; the URL's query re-seeds the box below.
  }, [debounced])
  useEffect(() => setText(query), [query])

  const valueOf = (key: string) => {
    const found = filters.find((f) => f.key === key)
    return found === undefined || found.value === undefined || found.value === null ? '' : String(found.value)
  }
  const setFilter = (def: FilterDef, raw: string) => {
    const rest = filters.filter((f) => f.key !== def.key)
    onFilters(raw === '' ? rest : [...rest, { key: def.key, operator: def.operator, value: def.parse ? def.parse(raw) : raw }])
  }

  return (
    <div className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-center">
      <div className="relative md:w-72">
        <Icon name="search" className="pointer-events-none absolute top-2 left-2.5 size-5 text-muted" />
        <input
          type="search"
          aria-label={trans('Search :value', { value: label.toLowerCase() })}
          placeholder={trans('Search')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={`${CONTROL} w-full pl-9`}
        />
      </div>
      {filterDefs.map((def) => (
        <label key={def.key} className="flex items-center gap-2 text-sm">
          <span className="text-muted">{trans(def.label)}</span>
          <select value={valueOf(def.key)} onChange={(event) => setFilter(def, event.target.value)} className={CONTROL}>
            <option value="">{trans('All')}</option>
            {def.options.map((option) => (
              <option key={option.value} value={option.value}>
                {trans(option.label)}
              </option>
            ))}
          </select>
        </label>
      ))}
      <div className="flex flex-wrap items-center gap-2 md:ml-auto">
        {selectedCount > 0 && onDeleteSelected && (
          <Button size="sm" variant="danger" onClick={onDeleteSelected}>
            {trans('Delete selected (:selectedCount)', { selectedCount })}
          </Button>
        )}
        {exportHref && (
          <a href={exportHref} download className="inline-flex h-9 items-center gap-1 rounded-md border border-border px-3 text-sm font-medium hover:bg-chip focus-visible:outline-2 focus-visible:outline-focus">
            <Icon name="download" className="size-4" />
            {trans('Export CSV')}
          </a>
        )}
        {actions}
      </div>
    </div>
  )
}
