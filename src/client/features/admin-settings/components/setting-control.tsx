import type { SettingField } from '../../../../shared/contracts/settings-fields'
import { cn } from '../../../lib/cn'
import { Select, TextField } from '../../../ui'
import { trans } from '../../../stores/session'
import { useQuery } from '@tanstack/react-query'
import { http } from '../../../lib/http'

import { controlName } from './setting-control-name'
import { SettingEditor } from './setting-editors'

export { controlName }

interface Props {
  field: SettingField
  /** The edited value as the control holds it (text for text-like kinds). */
  value: unknown
  error?: string
  onChange: (value: unknown) => void
}

/** One settings control, chosen by the field's kind; text-like kinds edit strings converted on save. */
export function SettingControl({ field, value, error, onChange }: Props) {
  const name = controlName(field)
  if (field.env) return <EnvironmentSetting field={field} value={value} />
  if (field.editor) return <SettingEditor field={field} value={value} error={error} onChange={onChange} />
  switch (field.kind) {
    case 'boolean':
      return (
        <div className="flex flex-col gap-1">
          <div className="flex items-center gap-3">
            <input
              id={name}
              name={name}
              type="checkbox"
              checked={value === true}
              onChange={(e) => onChange(e.target.checked)}
              aria-describedby={error ? `${name}-error` : undefined}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-primary"
            />
            <label htmlFor={name} className="text-sm font-medium">
              {trans(field.label)}
            </label>
          </div>
          {error && (
            <p id={`${name}-error`} className="text-xs text-danger">
              {error}
            </p>
          )}
        </div>
      )
    case 'select':
      return (
        <div className="flex flex-col gap-1">
          <Select label={trans(field.label)} value={typeof value === 'string' ? value : null} options={(field.options ?? []).map((o) => ({ ...o, label: trans(o.label) }))} onChange={onChange} />
          {error && <p className="text-xs text-danger">{error}</p>}
        </div>
      )
    case 'page':
      return <CustomPageSelect field={field} value={value} error={error} onChange={onChange} />
    case 'textarea':
    case 'list':
    case 'json':
      return (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={name} className="text-sm font-medium">
            {trans(field.label)}
          </label>
          <textarea
            id={name}
            name={name}
            value={String(value ?? '')}
            onChange={(e) => onChange(e.target.value)}
            rows={field.kind === 'json' ? 6 : 3}
            aria-invalid={error ? true : undefined}
            aria-describedby={field.description || error ? `${name}-note` : undefined}
            className={cn(
              'rounded-md border bg-bg px-3 py-2 text-sm text-fg focus:outline-2 focus:-outline-offset-1 focus:outline-focus',
              field.kind === 'json' && 'font-mono',
              error ? 'border-danger' : 'border-border',
            )}
          />
          {(error || field.description) && (
            <p id={`${name}-note`} className={cn('text-xs', error ? 'text-danger' : 'text-muted')}>
              {error ?? (field.description && trans(field.description))}
            </p>
          )}
        </div>
      )
    default:
      return (
        <TextField
          label={trans(field.label)}
          name={name}
          type={field.kind === 'number' ? 'number' : field.kind === 'secret' ? 'password' : 'text'}
          autoComplete={field.kind === 'secret' ? 'new-password' : 'off'}
          min={field.kind === 'number' ? field.min : undefined}
          max={field.kind === 'number' ? field.max : undefined}
          step={field.kind === 'number' ? 'any' : undefined}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
          description={(field.description && trans(field.description)) || (field.kind === 'secret' ? trans('Stored secrets are never shown; leave as is to keep it.') : undefined)}
          error={error}
        />
      )
  }
}

/** A key the environment decides: the value in use, read only, and the variable that sets it. */
function EnvironmentSetting({ field, value }: { field: SettingField; value: unknown }) {
  const name = controlName(field)
  const shown = field.options?.find((o) => o.value === (value ?? ''))?.label ?? (typeof value === 'string' && value !== '' ? value : trans('Not set'))
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={name} className="text-sm font-medium">
        {trans(field.label)}
      </label>
      <input id={name} name={name} readOnly value={trans(shown)} aria-describedby={`${name}-note`} className="h-10 rounded-md border border-border bg-bg px-3 text-sm text-muted focus:outline-2 focus:-outline-offset-1 focus:outline-focus" />
      <p id={`${name}-note`} className="text-xs text-muted">
        {trans('Set by the environment variable :name.', { name: field.env! })}
      </p>
    </div>
  )
}

/** A custom page by slug, from the site's pages (the admin list, 100 newest is plenty for a picker). */
function CustomPageSelect({ field, value, error, onChange }: Omit<Props, 'field'> & { field: SettingField }) {
  const pages = useQuery({
    queryKey: ['custom-pages', 'picker'],
    queryFn: () => http.get<{ pagination: { data: Array<{ slug: string; title: string }> } }>('custom-pages', { params: { perPage: 100 } }),
  })
  const current = typeof value === 'string' ? value : ''
  const options = [{ value: '', label: trans('None') }, ...(pages.data?.pagination.data ?? []).map((p) => ({ value: p.slug, label: p.title }))]
  if (current && !options.some((o) => o.value === current)) options.push({ value: current, label: pages.isPending ? current : trans(':slug (missing)', { slug: current }) })
  return (
    <div className="flex flex-col gap-1">
      <Select label={trans(field.label)} value={current} options={options} onChange={onChange} />
      {pages.isError && <p className="text-xs text-danger">{trans('The custom pages could not be loaded.')}</p>}
      {field.description && !error && <p className="text-xs text-muted">{trans(field.description)}</p>}
      {error && <p className="text-xs text-danger">{error}</p>}
    </div>
  )
}
