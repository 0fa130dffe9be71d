import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { TextField } from '../../../ui'
import { artistSuggestionsQuery } from '../api'
import { trans } from '../../../stores/session'

/** Single artist search for claim requests (search/suggestions/artist, at most 10). */
export function ClaimArtistSearch({ value, onChange, error }: { value: { id: number; name: string } | null; onChange: (a: { id: number; name: string } | null) => void; error?: string }) {
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query.trim())
  const results = useQuery({ ...artistSuggestionsQuery(deferred), enabled: deferred.length > 1 })
  if (value) {
    return (
      <div className="flex items-center justify-between gap-2 rounded-md border border-border p-3">
        <span>
          <span className="block text-xs text-muted">{trans('Artist to claim')}</span>
          {value.name}
        </span>
        <button type="button" className="text-sm text-primary hover:underline" onClick={() => onChange(null)}>
          {trans('Change')}
        </button>
      </div>
    )
  }
  const list = results.data?.results ?? []
  return (
    <div className="flex flex-col gap-2">
      <TextField label={trans('Artist to claim')} name="artist_id" value={query} onChange={(e) => setQuery(e.currentTarget.value)} placeholder={trans('Search artists')} error={error} />
      {results.isFetching && <p className="text-sm text-muted">{trans('Searching…')}</p>}
      {deferred.length > 1 && !results.isFetching && list.length === 0 && <p className="text-sm text-muted">{trans('There are no items matching your query')}</p>}
      {list.length > 0 && (
        <ul className="flex flex-col rounded-md border border-border">
          {list.map((a) => (
            <li key={a.id}>
              <button type="button" onClick={() => onChange({ id: a.id, name: a.name })} className="w-full px-3 py-2 text-left text-sm hover:bg-chip focus-visible:outline-2 focus-visible:outline-focus">
                {a.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
