import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { SettingField } from '../../../../shared/contracts/settings-fields'
import { trans } from '../../../stores/session'
import { Button, Icon, IconButton, Select, TextField } from '../../../ui'
import { channelChoicesQuery, themeChoicesQuery } from '../api'
import { controlName } from './setting-control-name'

/**
 * The pickers of issue 28 ("settings use pickers, not internals"). Each edits the same control value
 * the plain control would (an id or byte count as text, JSON as text), so saving and validation are
 * unchanged: only what the admin sees differs.
 */
interface EditorProps {
  field: SettingField
  value: unknown
  error?: string
  onChange: (value: unknown) => void
}

export function SettingEditor(props: EditorProps) {
  switch (props.field.editor) {
    case 'channel':
      return <ChannelPicker {...props} />
    case 'theme':
      return <ThemePicker {...props} />
    case 'bytes':
      return <BytesEditor {...props} />
    case 'artistTabs':
      return <ArtistTabsEditor {...props} />
    case 'policies':
      return <PoliciesEditor {...props} />
    default:
      return null
  }
}

function Note({ field, error, id }: { field: SettingField; error?: string; id: string }) {
  if (!error && !field.description) return null
  return (
    <p id={id} className={error ? 'text-xs text-danger' : 'text-xs text-muted'}>
      {error ?? (field.description && trans(field.description))}
    </p>
  )
}

const ChannelPicker = (props: EditorProps) => <ChoicePicker {...props} choices={useQuery(channelChoicesQuery()).data} />
const ThemePicker = (props: EditorProps) => <ChoicePicker {...props} choices={useQuery(themeChoicesQuery()).data} />

function ChoicePicker({ field, value, error, onChange, choices }: EditorProps & { choices: Array<{ id: number; name: string; type?: string }> | undefined }) {
  const options = (choices ?? []).filter((c) => !c.type || c.type === 'channel').map((c) => ({ value: String(c.id), label: c.name }))
  const current = String(value ?? '')
  // A stored id the list no longer has still shows, so the admin sees what is in use.
  if (current !== '' && !options.some((o) => o.value === current)) options.unshift({ value: current, label: trans('Missing (ID :id)', { id: current }) })
  return (
    <div className="flex flex-col gap-1">
      <Select label={trans(field.label)} value={current === '' ? null : current} options={options} onChange={onChange} placeholder={choices ? undefined : trans('Loading…')} />
      <Note field={field} error={error} id={`${controlName(field)}-note`} />
    </div>
  )
}

const MB = 1024 * 1024
const GB = 1024 * MB
const UNITS = [
  { value: 'MB', label: 'MB', size: MB },
  { value: 'GB', label: 'GB', size: GB },
] as const

/** A size in MB or GB; the control value stays the byte count the server stores. */
function BytesEditor({ field, value, error, onChange }: EditorProps) {
  const bytes = Number(String(value ?? '').trim() || NaN)
  const [unit, setUnit] = useState<'MB' | 'GB'>(Number.isFinite(bytes) && bytes >= GB && bytes % GB === 0 ? 'GB' : 'MB')
  const size = UNITS.find((u) => u.value === unit)!.size
  const shown = Number.isFinite(bytes) ? String(Math.round((bytes / size) * 100) / 100) : ''
  const name = controlName(field)
  return (
    <div className="flex items-end gap-2">
      <TextField
        className="flex-1"
        label={trans(field.label)}
        name={name}
        type="number"
        min={0}
        step="any"
        value={shown}
        onChange={(e) => onChange(e.target.value === '' ? '' : String(Math.round(Number(e.target.value) * size)))}
        description={field.description && trans(field.description)}
        error={error}
      />
      <div className="w-24 shrink-0">
        <Select label={trans(':field unit', { field: trans(field.label) })} hideLabel value={unit} options={UNITS.map((u) => ({ value: u.value, label: u.label }))} onChange={(u) => setUnit(u)} />
      </div>
    </div>
  )
}

interface TabSetting {
  id: number
  active: boolean
}
const TAB_LABELS: Record<number, string> = { 1: 'Discography', 2: 'Similar artists', 3: 'About', 4: 'Tracks', 5: 'Albums', 6: 'Followers' }
/** The artist page's own default (catalogue artist-page.tsx): the first three tabs on. */
const DEFAULT_TABS: TabSetting[] = [1, 2, 3, 4, 5, 6].map((id) => ({ id, active: id <= 3 }))

function parseJson<T>(value: unknown, fallback: T): T {
  try {
    const text = String(value ?? '').trim()
    return text === '' ? fallback : (JSON.parse(text) as T)
  } catch {
    return fallback
  }
}

/** Artist page tabs: a checkbox per tab and up/down buttons for the order. */
function ArtistTabsEditor({ field, value, error, onChange }: EditorProps) {
  const stored = parseJson<TabSetting[]>(value, DEFAULT_TABS)
  // Every tab appears once, stored ones first in their order, so none can be lost from the list.
  const tabs = [...stored.filter((t) => TAB_LABELS[t.id]), ...DEFAULT_TABS.filter((d) => !stored.some((t) => t.id === d.id)).map((d) => ({ ...d, active: false }))]
  const emit = (next: TabSetting[]) => onChange(JSON.stringify(next, null, 2))
  const move = (index: number, by: number) => {
    const next = [...tabs]
    const [tab] = next.splice(index, 1)
    next.splice(index + by, 0, tab!)
    emit(next)
  }
  const noteId = `${controlName(field)}-note`
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={noteId}>
      <legend className="mb-1 text-sm font-medium">{trans(field.label)}</legend>
      <ol className="divide-y divide-border rounded-md border border-border">
        {tabs.map((tab, index) => (
          <li key={tab.id} className="flex items-center gap-3 px-3 py-1.5">
            <label className="flex flex-1 items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary" checked={tab.active} onChange={(e) => emit(tabs.map((t) => (t.id === tab.id ? { ...t, active: e.target.checked } : t)))} />
              {trans(TAB_LABELS[tab.id]!)}
            </label>
            <IconButton size="sm" aria-label={trans('Move :name up', { name: trans(TAB_LABELS[tab.id]!) })} disabled={index === 0} onClick={() => move(index, -1)}>
              <Icon name="chevron-down" className="size-5 rotate-180" />
            </IconButton>
            <IconButton size="sm" aria-label={trans('Move :name down', { name: trans(TAB_LABELS[tab.id]!) })} disabled={index === tabs.length - 1} onClick={() => move(index, 1)}>
              <Icon name="chevron-down" className="size-5" />
            </IconButton>
          </li>
        ))}
      </ol>
      <Note field={field} error={error} id={noteId} />
    </fieldset>
  )
}

interface Policy {
  id: string
  label: string
}

/** An id from the label: the sign-up form names the checkbox with it. */
const slugOf = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 50)

/** Registration policies: one row per checkbox sign-up asks for; the id follows the label until the stored one differs. */
function PoliciesEditor({ field, value, error, onChange }: EditorProps) {
  const policies = parseJson<Policy[]>(value, [])
  const emit = (next: Policy[]) => onChange(next.length === 0 ? '' : JSON.stringify(next, null, 2))
  const baseId = useId()
  const noteId = `${controlName(field)}-note`
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={noteId}>
      <legend className="mb-1 text-sm font-medium">{trans(field.label)}</legend>
      {policies.length === 0 && <p className="text-sm text-muted">{trans('No policies: sign-up asks for none.')}</p>}
      <ul className="flex flex-col gap-2">
        {policies.map((policy, index) => (
          <li key={index} className="flex items-end gap-2">
            <TextField
              id={`${baseId}-${index}`}
              className="flex-1"
              label={trans('Policy :n', { n: String(index + 1) })}
              placeholder={trans('I accept the terms of service')}
              value={policy.label}
              maxLength={500}
              onChange={(e) =>
                emit(policies.map((p, i) => (i === index ? { label: e.target.value, id: p.id !== '' && p.id !== slugOf(p.label) ? p.id : slugOf(e.target.value) } : p)))
              }
            />
            <IconButton aria-label={trans('Remove policy :n', { n: String(index + 1) })} onClick={() => emit(policies.filter((_, i) => i !== index))}>
              <Icon name="close" className="size-5" />
            </IconButton>
          </li>
        ))}
      </ul>
      <div>
        <Button type="button" size="sm" variant="outline" disabled={policies.length >= 20} onClick={() => emit([...policies, { id: '', label: '' }])}>
          {trans('Add policy')}
        </Button>
      </div>
      <Note field={field} error={error} id={noteId} />
    </fieldset>
  )
}
