import { useQuery } from '@tanstack/react-query'
import type { LandingAppearance } from '../../../../shared/contracts/appearance'
import { CLIENT_SETTING_DEFAULTS } from '../../../../shared/lib/settings-defaults'
import { Button, CheckboxField, SelectField, TextAreaField, TextField } from '../../../ui'
import { adminChannelsQuery } from '../../admin-channels'
import { draftSetting, setDraftSetting } from '../draft'
import { ImageInput } from './image-input'
import type { PanelProps } from './panel-props'
import { trans } from '../../../stores/session'

const DEFAULT_LANDING = CLIENT_SETTING_DEFAULTS['homepage.appearance'] as LandingAppearance

/** The homepage choice and the guests' landing page with its sections (music-catalog §5 homepage.*). */
export function LandingPanel({ draft, update, errors }: PanelProps) {
  const channels = useQuery(adminChannelsQuery({ page: 1, perPage: 100, orderBy: 'name', orderDir: 'asc' }))
  const landing = { ...DEFAULT_LANDING, ...draftSetting<Partial<LandingAppearance>>(draft, 'homepage.appearance', {}) }
  const set = (patch: Partial<LandingAppearance>) => update(setDraftSetting('homepage.appearance', { ...landing, ...patch }))
  const setAction = (key: keyof LandingAppearance['actions'], value: string) => set({ actions: { ...landing.actions, [key]: value } })
  const err = (key: string) => errors[`settings.homepage.appearance.${key}`]
  const homeId = draftSetting<number>(draft, 'homepage.value', 0)
  const options = (channels.data?.pagination.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))
  if (homeId && !options.some((o) => o.value === String(homeId))) options.unshift({ value: String(homeId), label: `Channel ${homeId}` })
  const features = landing.primaryFeatures

  return (
    <div className="flex flex-col gap-5">
      <SelectField
        label={trans('Homepage')}
        name="homepage.type"
        value={draftSetting(draft, 'homepage.type', 'channel')}
        options={[{ value: 'channel', label: 'A channel' }, { value: 'landingPage', label: 'Landing page for guests' }, { value: 'loginPage', label: 'Login page for guests' }, { value: 'registerPage', label: 'Register page for guests' }]}
        onChange={(v) => update(setDraftSetting('homepage.type', v))}
      />
      <SelectField label={trans('Homepage channel')} name="homepage.value" value={homeId ? String(homeId) : ''} options={options} onChange={(v) => update(setDraftSetting('homepage.value', Number(v)))} error={errors['settings.homepage.value']} />
      <CheckboxField label={trans('Show trending artists')} name="homepage.trending" checked={draftSetting(draft, 'homepage.trending', true)} onChange={(v) => update(setDraftSetting('homepage.trending', v))} />
      <h2 className="text-sm font-semibold">{trans('Header')}</h2>
      <TextField label={trans('Header title')} name="landing.headerTitle" value={landing.headerTitle} onChange={(e) => set({ headerTitle: e.target.value })} error={err('headerTitle')} />
      <TextAreaField label={trans('Header subtitle')} name="landing.headerSubtitle" value={landing.headerSubtitle} onChange={(v) => set({ headerSubtitle: v })} />
      <ImageInput label={trans('Header image')} value={landing.headerImage} onChange={(url) => set({ headerImage: url })} error={err('headerImage')} />
      <TextField label={trans('Overlay colour 1')} name="landing.headerOverlayColor1" value={landing.headerOverlayColor1} onChange={(e) => set({ headerOverlayColor1: e.target.value })} error={err('headerOverlayColor1')} />
      <TextField label={trans('Overlay colour 2')} name="landing.headerOverlayColor2" value={landing.headerOverlayColor2} onChange={(e) => set({ headerOverlayColor2: e.target.value })} error={err('headerOverlayColor2')} />
      <h2 className="text-sm font-semibold">{trans('Actions')}</h2>
      <TextField label={trans('Search placeholder')} name="landing.inputText" value={landing.actions.inputText} onChange={(e) => setAction('inputText', e.target.value)} />
      <TextField label={trans('Search button')} name="landing.inputButton" value={landing.actions.inputButton} onChange={(e) => setAction('inputButton', e.target.value)} />
      <TextField label={trans('First call to action')} name="landing.cta1" value={landing.actions.cta1} onChange={(e) => setAction('cta1', e.target.value)} />
      <TextField label={trans('Second call to action')} name="landing.cta2" value={landing.actions.cta2} onChange={(e) => setAction('cta2', e.target.value)} />
      <h2 className="text-sm font-semibold">{trans('Features')}</h2>
      {features.map((f, i) => (
        <fieldset key={i} className="flex flex-col gap-2 rounded-md border border-border p-3">
          <legend className="px-1 text-xs text-muted">{trans('Feature')} {i + 1}</legend>
          <TextField label={trans('Title')} name={`landing.feature.${i}.title`} value={f.title} onChange={(e) => set({ primaryFeatures: features.map((x, j) => (j === i ? { ...x, title: e.target.value } : x)) })} />
          <TextAreaField label={trans('Text')} name={`landing.feature.${i}.subtitle`} value={f.subtitle} onChange={(v) => set({ primaryFeatures: features.map((x, j) => (j === i ? { ...x, subtitle: v } : x)) })} rows={2} />
          <Button size="sm" variant="ghost" className="self-start" onClick={() => set({ primaryFeatures: features.filter((_, j) => j !== i) })}>
            {trans('Remove feature')} {i + 1}
          </Button>
        </fieldset>
      ))}
      {features.length < 6 && (
        <Button variant="outline" className="self-start" onClick={() => set({ primaryFeatures: [...features, { title: 'New feature', subtitle: '', image: '' }] })}>
          {trans('Add feature')}
        </Button>
      )}
      <h2 className="text-sm font-semibold">{trans('Pricing')}</h2>
      <TextField label={trans('Pricing title')} name="landing.pricingTitle" value={landing.pricingTitle} onChange={(e) => set({ pricingTitle: e.target.value })} />
      <TextField label={trans('Pricing subtitle')} name="landing.pricingSubtitle" value={landing.pricingSubtitle} onChange={(e) => set({ pricingSubtitle: e.target.value })} />
    </div>
  )
}
