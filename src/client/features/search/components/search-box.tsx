import { trans } from '../../../stores/session'
import { useId, useState, type KeyboardEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { imageUrl } from '../../../../shared/lib/image-url'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { searchQuery } from '../api'
import { flattenResults, resultHref, resultImage, resultSubtitle } from '../result-links'

/** Autocomplete waits for typing to pause (music-catalog §6: 300 ms). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300

/** Navbar search: a combobox whose listbox shows 3 results per type; Enter opens the full search page. */
export function SearchBox({ className }: { className?: string }) {
  const [value, setValue] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const listId = useId()
  const navigate = useNavigate()
  const term = useDebouncedValue(value.trim(), AUTOCOMPLETE_DEBOUNCE_MS)
  const { data } = useQuery({ ...searchQuery(term, 'search'), enabled: term.length > 0 })
  const items = term && term === value.trim() ? flattenResults(data?.results) : []
  const expanded = open && items.length > 0

  const go = (to: string) => {
    setOpen(false)
    setActive(-1)
    void navigate({ to })
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      setOpen(true)
      if (items.length) setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % items.length : (i <= 0 ? items.length : i) - 1))
    } else if (e.key === 'Enter') {
      e.preventDefault()
      const item = expanded ? items[active] : undefined
      if (item) go(resultHref(item))
      else if (value.trim()) go(`/search/${encodeURIComponent(value.trim())}`)
    } else if (e.key === 'Escape') {
      setOpen(false)
      setActive(-1)
    }
  }

  return (
    <div className={`relative ${className ?? ''}`}>
      <input
        type="search"
        role="combobox"
        aria-label={trans('Search')}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={trans('Search')}
        value={value}
        onChange={(e) => { setValue(e.target.value); setOpen(true); setActive(-1) }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-full border border-border bg-chip px-4 text-sm"
      />
      {expanded && (
        <ul id={listId} role="listbox" aria-label={trans('Search suggestions')}
          className="absolute inset-x-0 top-12 z-50 max-h-[70vh] overflow-y-auto rounded-lg bg-elevated p-1 shadow-xl ring-1 ring-border">
          {items.map((item, i) => (
            <li key={`${item.model_type}-${item.id}`} id={`${listId}-${i}`} role="option" aria-selected={i === active}
              onMouseDown={(e) => { e.preventDefault(); go(resultHref(item)) }}
              className={`flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm ${i === active ? 'bg-chip' : 'hover:bg-chip'}`}>
              <Thumb src={resultImage(item)} round={item.model_type === 'artist' || item.model_type === 'user'} />
              <span className="min-w-0">
                <span className="block truncate font-medium">{item.name}</span>
                <span className="block truncate text-xs text-muted">{resultSubtitle(item)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function Thumb({ src, round }: { src: string | null; round: boolean }) {
  const cls = `size-9 shrink-0 bg-chip object-cover ${round ? 'rounded-full' : 'rounded'}`
  return src ? <img src={imageUrl(src)} alt="" className={cls} /> : <span aria-hidden="true" className={cls} />
}
