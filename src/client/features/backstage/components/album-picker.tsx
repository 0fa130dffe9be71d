import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { trans } from '../../../stores/session'
import { TextField } from '../../../ui'
import { artistAlbumsQuery } from '../../catalogue'
import type { ArtistOption } from './artist-picker'

/** The track's album: an existing one (`id`) or one to create on save (`id` null, saved as `album: {name}`). */
export interface AlbumChoice {
  id: number | null
  name: string
}

/**
 * The album tag (issue 28): typing a name offers the primary artist's albums with that name and
 * "Create album <name>"; picking sets `album_id`, creating sends `album: {name}` and the server makes it.
 */
export function AlbumPicker({ value, onChange, artists, error }: { value: AlbumChoice | null; onChange: (v: AlbumChoice | null) => void; artists: ArtistOption[]; error?: string }) {
  const [query, setQuery] = useState('')
  const typed = useDeferredValue(query.trim())
  const primary = typeof artists[0]?.id === 'number' ? artists[0].id : null
  const albums = useQuery({ ...artistAlbumsQuery(primary ?? 0, 1, 'grid'), enabled: primary !== null })
  const own = (albums.data?.pagination.data ?? []).map((a) => ({ id: a.id, name: a.name }))
  const needle = typed.toLowerCase()
  // Before typing, a form without an album offers the artist's albums; typing narrows them by name.
  const offers = own.filter((a) => a.id !== value?.id && (needle ? a.name.toLowerCase().includes(needle) : !value)).slice(0, 8)
  const exact = own.some((a) => a.name.toLowerCase() === needle)
  const choose = (choice: AlbumChoice) => {
    onChange(choice)
    setQuery('')
  }

  return (
    <div className="flex flex-col gap-2" role="group" aria-label={trans('Album')}>
      <span className="text-sm font-medium">{trans('Album')}</span>
      {value ? (
        <p className="flex items-center gap-1 self-start rounded-full bg-chip py-1 pr-1 pl-3 text-sm">
          {value.name}
          {value.id === null && <span className="text-xs text-muted">{trans('(new)')}</span>}
          <button
            type="button"
            aria-label={trans('Remove :name', { name: value.name })}
            onClick={() => onChange(null)}
            className="grid size-6 place-items-center rounded-full hover:bg-chip-hover focus-visible:outline-2 focus-visible:outline-focus"
          >
            ×
          </button>
        </p>
      ) : (
        <p className="text-sm text-muted">{trans('No album: the track is a single.')}</p>
      )}
      <TextField
        label={value ? trans('Change album') : trans('Find or create an album')}
        name="album"
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || !typed) return
          e.preventDefault()
          const match = own.find((a) => a.name.toLowerCase() === needle)
          choose(match ?? { id: null, name: typed })
        }}
        placeholder={trans('Album name')}
        autoComplete="off"
      />
      {(offers.length > 0 || (typed && !exact)) && (
        <div className="flex flex-wrap gap-2">
          {offers.map((a) => (
            <button key={a.id} type="button" onClick={() => choose(a)} className="rounded-full border border-border px-3 py-1 text-sm hover:bg-chip focus-visible:outline-2 focus-visible:outline-focus">
              {a.name}
            </button>
          ))}
          {typed && !exact && (
            <button type="button" onClick={() => choose({ id: null, name: typed })} className="rounded-full border border-dashed border-primary px-3 py-1 text-sm text-primary hover:bg-chip focus-visible:outline-2 focus-visible:outline-focus">
              {trans('Create album :name', { name: typed })}
            </button>
          )}
        </div>
      )}
      {error && <p className="text-xs text-danger">{error}</p>}
    </div>
  )
}
