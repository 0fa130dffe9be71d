import type { MenuItemInput } from '../../../../shared/contracts/appearance'
import { SelectField, TextAreaField, TextField } from '../../../ui'
import { trans } from '../../../stores/session'

const list = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean)

/** `key=value` per line; true/false and numbers keep their JSON type. */
function parseConditions(text: string): Record<string, string | number | boolean> | undefined {
  const entries = text
    .split('\n')
    .map((line) => line.split('='))
    .filter((parts) => parts.length === 2 && parts[0]!.trim())
    .map(([k, v]) => {
      const raw = v!.trim()
      const value = raw === 'true' ? true : raw === 'false' ? false : raw !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : raw
      return [k!.trim(), value] as const
    })
  return entries.length ? Object.fromEntries(entries) : undefined
}
const showConditions = (settings: MenuItemInput['settings']) => Object.entries(settings ?? {}).map(([k, v]) => `${k}=${String(v)}`).join('\n')

/** One menu item with its conditions (platform-core §3 Menu item, §5: shown only if every condition holds). */
export function MenuItemEditor({ item, onChange, errorOf }: { item: MenuItemInput; onChange: (item: MenuItemInput) => void; errorOf: (field: string) => string | undefined }) {
  const set = (patch: Partial<MenuItemInput>) => onChange({ ...item, ...patch })
  return (
    <div className="flex flex-col gap-3 rounded-md border border-border p-3">
      <TextField label={trans('Label')} name="item.label" value={item.label} onChange={(e) => set({ label: e.target.value })} error={errorOf('label')} />
      <SelectField label={trans('Type')} name="item.type" value={item.type} options={[{ value: 'route', label: 'Page of this site' }, { value: 'link', label: 'External link' }]} onChange={(v) => set({ type: v })} />
      <TextField label={item.type === 'route' ? trans('Route (e.g. /genres)') : trans('Address (https://…)')} name="item.action" value={item.action} onChange={(e) => set({ action: e.target.value })} error={errorOf('action')} />
      <SelectField label={trans('Open in')} name="item.target" value={item.target ?? '_self'} options={[{ value: '_self', label: 'Same window' }, { value: '_blank', label: 'New window' }]} onChange={(v) => set({ target: v })} />
      <TextField label={trans('Icon')} name="item.icon" value={item.icon ?? ''} onChange={(e) => set({ icon: e.target.value || undefined })} />
      <TextField label={trans('Only for role ids (comma separated)')} name="item.roles" value={(item.roles ?? []).join(', ')} onChange={(e) => set({ roles: list(e.target.value).map(Number).filter((n) => Number.isInteger(n) && n > 0) })} error={errorOf('roles')} />
      <TextField label={trans('Only with permissions (comma separated)')} name="item.permissions" value={(item.permissions ?? []).join(', ')} onChange={(e) => set({ permissions: list(e.target.value) })} error={errorOf('permissions')} />
      <TextAreaField label={trans('Only when settings match (key=value per line)')} name="item.settings" value={showConditions(item.settings)} onChange={(v) => set({ settings: parseConditions(v) })} rows={2} mono />
      <SelectField
        label={trans('Subscription status')}
        name="item.subscriptionStatus"
        value={item.subscriptionStatus ?? 'any'}
        options={[{ value: 'any', label: 'Everyone' }, { value: 'subscribed', label: 'Subscribed users' }, { value: 'notSubscribed', label: 'Users without a subscription' }]}
        onChange={(v) => set({ subscriptionStatus: v === 'any' ? null : v })}
      />
    </div>
  )
}
