import type { ValueListsResponse } from '../../../../shared/contracts/value-lists'
import { trans } from '../../../stores/session'
import { PERMISSION_GROUP_LABELS } from '../../../../shared/permissions/labels'

type Permission = NonNullable<ValueListsResponse['permissions']>[number]
export type Restriction = { name: string; value: number | boolean | null }
export type Grants = Record<string, Restriction[]>

interface Props {
  permissions: Permission[]
  value: Grants
  onChange(next: Grants): void
  error?: string
}

/**
 * Every permission as a checkbox, grouped; a checked permission that supports restrictions shows them
 * (a number such as upload `minutes`, empty = unlimited, or a yes/no such as `artist_selection`).
 */
export function PermissionPicker({ permissions, value, onChange, error }: Props) {
  const groups = new Map<string, Permission[]>()
  for (const p of permissions) groups.set(p.group ?? 'other', [...(groups.get(p.group ?? 'other') ?? []), p])
  const toggle = (p: Permission, on: boolean) => {
    const next = { ...value }
    if (on) next[p.name] = p.restrictions.map((r) => ({ name: r.name, value: r.value }))
    else delete next[p.name]
    onChange(next)
  }
  const setRestriction = (permission: string, name: string, restriction: number | boolean | null) =>
    onChange({ ...value, [permission]: (value[permission] ?? []).map((r) => (r.name === name ? { ...r, value: restriction } : r)) })

  return (
    <fieldset name="permissions" className="flex flex-col gap-4" aria-describedby={error ? 'permissions-error' : undefined}>
      <legend className="mb-2 text-lg font-semibold">{trans('Permissions')}</legend>
      {error && (
        <p id="permissions-error" role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {[...groups.entries()].map(([group, items]) => (
        <div key={group} className="rounded-md border border-border p-3">
          <h3 className="mb-2 text-sm font-semibold">{trans(PERMISSION_GROUP_LABELS[group] ?? group)}</h3>
          <ul className="grid gap-2 md:grid-cols-2">
            {items.map((p) => (
              <li key={p.name}>
                <label className="flex items-start gap-2 text-sm">
                  <input type="checkbox" className="mt-0.5 size-4" checked={p.name in value} onChange={(e) => toggle(p, e.target.checked)} />
                  <span>
                    <span className="font-medium">{p.display_name ? trans(p.display_name) : p.name}</span>
                    <span className="block text-xs text-muted">{p.description ? trans(p.description) : p.name}</span>
                  </span>
                </label>
                {p.name in value &&
                  (value[p.name] ?? []).map((r) => (
                    <label key={r.name} className="mt-1 ml-6 flex items-center gap-2 text-xs">
                      <span className="text-muted">{r.name}</span>
                      {typeof p.restrictions.find((x) => x.name === r.name)?.value === 'boolean' || typeof r.value === 'boolean' ? (
                        <input type="checkbox" checked={r.value === true} onChange={(e) => setRestriction(p.name, r.name, e.target.checked)} />
                      ) : (
                        <input
                          type="number"
                          min={0}
                          placeholder={trans('Unlimited')}
                          value={typeof r.value === 'number' ? r.value : ''}
                          onChange={(e) => setRestriction(p.name, r.name, e.target.value === '' ? null : Number(e.target.value))}
                          className="h-8 w-28 rounded-md border border-border bg-bg px-2 text-fg"
                        />
                      )}
                    </label>
                  ))}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </fieldset>
  )
}
