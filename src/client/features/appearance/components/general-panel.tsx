import { TextAreaField, TextField } from '../../../ui'
import { draftSetting, setDraftSetting } from '../draft'
import { ImageInput } from './image-input'
import type { PanelProps } from './panel-props'
import { trans } from '../../../stores/session'

const LOGOS = [
  ['branding.logo_dark', 'Logo for light themes'],
  ['branding.logo_light', 'Logo for dark themes'],
  ['branding.logo_dark_mobile', 'Mobile logo for light themes'],
  ['branding.logo_light_mobile', 'Mobile logo for dark themes'],
  ['branding.favicon', 'Favicon'],
] as const

export function GeneralPanel({ draft, update, errors }: PanelProps) {
  const text = (key: string) => draftSetting(draft, key, '')
  const err = (key: string) => errors[`settings.${key}`]
  return (
    <div className="flex flex-col gap-5">
      <TextField label={trans('Site name')} name="branding.site_name" value={text('branding.site_name')} onChange={(e) => update(setDraftSetting('branding.site_name', e.target.value))} error={err('branding.site_name')} />
      <TextAreaField label={trans('Site description')} name="branding.site_description" value={text('branding.site_description')} onChange={(v) => update(setDraftSetting('branding.site_description', v))} error={err('branding.site_description')} />
      {LOGOS.map(([key, label]) => (
        <ImageInput key={key} label={label} value={text(key)} onChange={(url) => update(setDraftSetting(key, url))} error={err(key)} />
      ))}
    </div>
  )
}
