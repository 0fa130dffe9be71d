import type { Theme } from '../../../../shared/contracts/bootstrap'
import { THEME_VARIABLES } from '../../../../shared/contracts/bootstrap'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { Button, CheckboxField, TextField } from '../../../ui'
import { useDeleteTheme } from '../api'
import type { PanelProps } from './panel-props'
import { ThemeVariableField } from './theme-variable-field'
import { trans } from '../../../stores/session'

/** Themes (platform-core §3 Theme): every CSS variable, dark flag and the light and dark defaults. */
export function ThemesPanel({ draft, update, errors, editingThemeId, onEditTheme }: PanelProps & { editingThemeId: number | null; onEditTheme: (id: number | null) => void }) {
  const remove = useDeleteTheme()
  const editing = draft.themes.find((t) => t.id === editingThemeId)
  const index = editing ? draft.themes.indexOf(editing) : -1
  const patch = (change: Partial<Theme>) =>
    update((d) => ({ ...d, themes: d.themes.map((t) => (t.id === editingThemeId ? { ...t, ...change } : t)) }))

  function addTheme() {
    const base = draft.themes.find((t) => t.default_light) ?? draft.themes[0]
    const id = Math.min(0, ...draft.themes.map((t) => t.id)) - 1
    const theme: Theme = { id, name: 'New theme', values: { ...(base?.values ?? {}) }, is_dark: base?.is_dark ?? false, default_light: false, default_dark: false }
    update((d) => ({ ...d, themes: [...d.themes, theme] }))
    onEditTheme(id)
  }

  function deleteTheme(theme: Theme) {
    const drop = () => update((d) => ({ ...d, themes: d.themes.filter((t) => t.id !== theme.id) }))
    if (theme.id < 0) {
      onEditTheme(null)
      drop()
      return
    }
    remove.mutate(theme.id, {
      onSuccess: () => {
        onEditTheme(null)
        drop()
        toast.positive('Theme deleted')
      },
      onError: (e) => showHttpErrorToast(e),
    })
  }

  if (!editing) {
    return (
      <div className="flex flex-col gap-3">
        <ul className="flex flex-col gap-1" aria-label={trans('Themes')}>
          {draft.themes.map((t) => (
            <li key={t.id} className="flex items-center gap-3 rounded-md border border-border px-3 py-2">
              <span className="size-6 shrink-0 rounded-full border border-border" style={{ background: `rgb(${t.values['--be-primary'] ?? '0 0 0'})` }} aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate text-sm font-medium">{t.name}</span>
              <span className="text-xs text-muted">{[t.default_light && 'Default light', t.default_dark && 'Default dark'].filter(Boolean).join(', ')}</span>
              <Button size="sm" variant="outline" onClick={() => onEditTheme(t.id)} aria-label={trans('Edit :name', { name: t.name })}>
                {trans('Edit')}
              </Button>
            </li>
          ))}
        </ul>
        <Button variant="outline" onClick={addTheme} className="self-start">
          {trans('New theme')}
        </Button>
      </div>
    )
  }

  const err = (key: string) => errors[`themes.${index}.${key}`]
  return (
    <div className="flex flex-col gap-4">
      <Button variant="ghost" size="sm" className="self-start" onClick={() => onEditTheme(null)}>
        {trans('‹ All themes')}
      </Button>
      <TextField label={trans('Theme name')} name="theme.name" value={editing.name} onChange={(e) => patch({ name: e.target.value })} error={err('name')} />
      <CheckboxField label={trans('Dark theme')} name="theme.is_dark" checked={editing.is_dark} onChange={(v) => patch({ is_dark: v })} />
      <CheckboxField label={trans('Default for light mode')} name="theme.default_light" checked={editing.default_light} onChange={(v) => patch({ default_light: v })} />
      <CheckboxField label={trans('Default for dark mode')} name="theme.default_dark" checked={editing.default_dark} onChange={(v) => patch({ default_dark: v })} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold">{trans('Colours')}</legend>
        {THEME_VARIABLES.map((name) => (
          <ThemeVariableField
            key={name}
            name={name}
            value={editing.values[name] ?? ''}
            error={err(`values.${name}`)}
            onChange={(value) => patch({ values: { ...editing.values, [name]: value } })}
          />
        ))}
      </fieldset>
      <Button variant="danger" className="self-start" disabled={remove.isPending} onClick={() => deleteTheme(editing)}>
        {trans('Delete theme')}
      </Button>
    </div>
  )
}
