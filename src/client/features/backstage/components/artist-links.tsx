import { Button, TextField } from '../../../ui'
import type { FieldErrors } from './form-fields'
import { trans } from '../../../stores/session'

export interface LinkValues {
  key: string
  url: string
  title: string
}

let seq = 0
export const newLink = (v: Partial<LinkValues> = {}): LinkValues => ({ key: `link-${++seq}`, url: '', title: '', ...v })

/** Profile links (§2.3): a URL without a scheme gets https:// when read. */
export function ArtistLinks({ links, onChange, errors }: { links: LinkValues[]; onChange: (l: LinkValues[]) => void; errors: FieldErrors }) {
  const update = (i: number, patch: Partial<LinkValues>) => onChange(links.map((l, j) => (j === i ? { ...l, ...patch } : l)))
  return (
    <div className="flex flex-col gap-3">
      {links.length === 0 && <p className="text-sm text-muted">{trans('No links yet.')}</p>}
      {links.map((link, i) => (
        <div key={link.key} className="grid items-end gap-2 sm:grid-cols-[1fr_12rem_auto]">
          <TextField label={trans('URL')} name={`links.${i}.url`} value={link.url} onChange={(e) => update(i, { url: e.currentTarget.value })} error={errors[`links.${i}.url`]} />
          <TextField label={trans('Title')} name={`links.${i}.title`} value={link.title} onChange={(e) => update(i, { title: e.currentTarget.value })} />
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(links.filter((_, j) => j !== i))} aria-label={trans('Remove link :number', { number: i + 1 })}>
            {trans('Remove')}
          </Button>
        </div>
      ))}
      <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => onChange([...links, newLink()])}>
        {trans('Add link')}
      </Button>
    </div>
  )
}
