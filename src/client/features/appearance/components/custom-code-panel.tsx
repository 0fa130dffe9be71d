import { TextAreaField } from '../../../ui'
import type { PanelProps } from './panel-props'
import { trans } from '../../../stores/session'

/** Saved as files the public site links (never inline); the admin area never runs them. */
export function CustomCodePanel({ draft, update, errors }: PanelProps) {
  const set = (kind: 'css' | 'js') => (value: string) => update((d) => ({ ...d, customCode: { ...d.customCode, [kind]: value } }))
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted">{trans('Custom code applies to the public site after saving. It never runs in the admin area, so a mistake can always be fixed here.')}</p>
      <TextAreaField label={trans('Custom CSS')} name="customCode.css" value={draft.customCode.css} onChange={set('css')} rows={12} mono error={errors['customCode.css']} />
      <TextAreaField label={trans('Custom JavaScript')} name="customCode.js" value={draft.customCode.js} onChange={set('js')} rows={12} mono error={errors['customCode.js']} />
    </div>
  )
}
