import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { ArtistRef } from '../../../../shared/contracts/catalogue-writes'
import { CURRENT_USER } from '../../../../shared/contract-values'
import { restrictionEnabled } from '../../../../shared/permissions/index'
import { can, currentGrants, sessionState, trans } from '../../../stores/session'
import { TextField } from '../../../ui'
import { artistSuggestionsQuery } from '../api'

export interface ArtistOption {
  id: ArtistRef
  name: string
}

/** May attach uploads to any artist: music.update, or music.create with `artist_selection` (§2.14). */
function useCanSelectAny(): boolean {
  const session = useSnapshot(sessionState)
  return can('music.update', session) || restrictionEnabled(currentGrants(session), 'music.create', 'artist_selection')
}

/** The default artists list of a new upload: the user's primary artist, or one created for them. */
export function defaultArtists(): ArtistOption[] {
  const primary = sessionState.user?.artists.find((a) => a.role === 'artist')
  return [primary ? { id: primary.id, name: primary.name } : { id: CURRENT_USER, name: sessionState.user?.name ?? 'Me' }]
}

/** Chosen artists as removable chips (the first is primary), plus the user's artists and, if allowed, a search. */
export function ArtistPicker({ value, onChange, error }: { value: ArtistOption[]; onChange: (v: ArtistOption[]) => void; error?: string }) {
  const session = useSnapshot(sessionState)
  const selectAny = useCanSelectAny()
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query.trim())
  const suggestions = useQuery({ ...artistSuggestionsQuery(deferred), enabled: selectAny && deferred.length > 1 })
  const chosen = new Set(value.map((a) => a.id))
  const own: ArtistOption[] = (session.user?.artists ?? []).map((a) => ({ id: a.id, name: a.name }))
  const offers = [...own, ...(selectAny ? (suggestions.data?.results ?? []).map((a) => ({ id: a.id, name: a.name })) : [])].filter((a) => !chosen.has(a.id))
  const add = (a: ArtistOption) => onChange([...value, a])

  return (
    <div className="flex flex-col gap-2" role="group" aria-label={trans('Artists')}>
      <span className="text-sm font-medium">{trans('Artists')}</span>
      <ul className="flex flex-wrap gap-2">
        {value.map((a, i) => (
          <li key={String(a.id)} className="flex items-center gap-1 rounded-full bg-chip py-1 pr-1 pl-3 text-sm">
            {a.name}
            {i === 0 && <span className="text-xs text-muted">{trans('(primary)')}</span>}
            <button
              type="button"
              aria-label={trans('Remove :name', { name: a.name })}
              onClick={() => onChange(value.filter((x) => x.id !== a.id))}
              className="grid size-6 place-items-center rounded-full hover:bg-chip-hover focus-visible:outline-2 focus-visible:outline-focus"
            >
              ×
            </button>
          </li>
        ))}
        {value.length === 0 && <li className="text-sm text-muted">{trans('No artists selected.')}</li>}
      </ul>
      {selectAny && <TextField label={trans('Find an artist')} value={query} onChange={(e) => setQuery(e.currentTarget.value)} placeholder={trans('Search artists')} />}
      {offers.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {offers.slice(0, 10).map((a) => (
            <button key={String(a.id)} type="button" onClick={() => add(a)} className="rounded-full border border-border px-3 py-1 text-sm hover:bg-chip focus-visible:outline-2 focus-visible:outline-focus">
              + {a.name}
            </button>
          ))}
        </div>
      )}
      {!chosen.has(CURRENT_USER) && own.length === 0 && (
        <button type="button" onClick={() => add({ id: CURRENT_USER, name: session.user?.name ?? 'Me' })} className="self-start text-sm text-primary hover:underline">
          {trans('+ Add me as the artist')}
        </button>
      )}
      {error && <p className="text-xs text-danger">{error}</p>}
    </div>
  )
}
