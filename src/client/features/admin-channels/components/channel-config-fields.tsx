import type { ChannelConfig } from '../../../../shared/contracts/channels'
import { CHANNEL_MODEL_RULES, MANUAL_ORDERS } from '../../../../shared/contracts/channels-admin'
import { CheckboxField, SelectField, TextField } from '../../../ui'
import { trans } from '../../../stores/session'

type Model = NonNullable<ChannelConfig['contentModel']>

const MODEL_LABELS: Record<Model, string> = {
  artist: 'Artists',
  album: 'Albums',
  track: 'Tracks',
  playlist: 'Playlists',
  user: 'Users',
  genre: 'Genres',
  channel: 'Channels',
}
const ORDER_LABELS: Record<string, string> = {
  'popularity:desc': 'Most popular first',
  'created_at:desc': 'Recently added first',
  'release_date:desc': 'Newest release first',
  'channelables.order:asc': 'Manual order (drag to arrange)',
  'channelables.created_at:desc': 'Recently attached first',
}
const LAYOUT_LABELS: Record<string, string> = { grid: 'Grid', trackTable: 'Table', list: 'List', carousel: 'Carousel' }
const METHOD_LABELS: Record<string, string> = {
  topTracks: 'Top tracks (20 most popular)',
  newAlbums: 'New albums (20 newest)',
  playlistTracks: 'Tracks of a playlist',
  topGenres: 'Top genres (20 most popular)',
  nonEmptyGenres: 'Genres with content',
}

export interface ConfigFieldsProps {
  config: ChannelConfig
  onChange: (patch: Partial<ChannelConfig>) => void
  errors: Record<string, string>
  genres: { value: string; label: string }[]
}

const opts = (values: readonly string[], labels: Record<string, string>) => values.map((v) => ({ value: v, label: labels[v] ?? v }))

/** Content type, model, order, layout, auto-update and restriction, offered per model (§2.9 table). */
export function ChannelConfigFields({ config, onChange, errors, genres }: ConfigFieldsProps) {
  const model = config.contentModel ?? 'track'
  const rules = CHANNEL_MODEL_RULES[model]
  const type = config.contentType ?? 'listAll'
  const orders = type === 'manual' ? [...MANUAL_ORDERS, ...rules.orders] : rules.orders
  const err = (key: string) => errors[`config.${key}`]

  /** A new model resets what it may not keep (layout, order, method, restriction). */
  function setModel(next: Model) {
    const r = CHANNEL_MODEL_RULES[next]
    onChange({
      contentModel: next,
      layout: r.layouts.includes(config.layout ?? '') ? config.layout : (r.layouts[0] as ChannelConfig['layout']),
      contentOrder: type === 'manual' ? 'channelables.order:asc' : r.orders[0],
      autoUpdateMethod: r.autoUpdateMethods[0] as ChannelConfig['autoUpdateMethod'],
      restriction: r.restriction ? config.restriction : null,
    })
  }

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <SelectField
        label={trans('Content type')}
        name="config.contentType"
        value={type}
        options={[
          { value: 'listAll', label: 'List all content of a model' },
          { value: 'manual', label: 'Manage content manually' },
          { value: 'autoUpdate', label: 'Update content automatically' },
        ]}
        onChange={(v) => onChange({ contentType: v, contentOrder: v === 'manual' ? 'channelables.order:asc' : rules.orders[0], ...(v !== 'listAll' ? { restriction: null } : {}) })}
        error={err('contentType')}
      />
      <SelectField label={trans('Content model')} name="config.contentModel" value={model} options={opts(Object.keys(MODEL_LABELS), MODEL_LABELS) as { value: Model; label: string }[]} onChange={setModel} error={err('contentModel')} />
      {orders.length > 0 && type !== 'autoUpdate' && (
        <SelectField label={trans('Content order')} name="config.contentOrder" value={config.contentOrder ?? ''} options={opts(orders, ORDER_LABELS)} onChange={(v) => onChange({ contentOrder: v })} error={err('contentOrder')} />
      )}
      <SelectField label={trans('Layout')} name="config.layout" value={config.layout ?? ''} options={opts(rules.layouts, LAYOUT_LABELS) as { value: NonNullable<ChannelConfig['layout']>; label: string }[]} onChange={(v) => onChange({ layout: v })} error={err('layout')} />
      <SelectField label={trans('Layout when nested')} name="config.nestedLayout" value={config.nestedLayout ?? ''} options={opts(['carousel', 'grid', 'list', 'trackTable'], LAYOUT_LABELS) as { value: NonNullable<ChannelConfig['layout']>; label: string }[]} onChange={(v) => onChange({ nestedLayout: v })} />
      <SelectField
        label={trans('Pagination')}
        name="config.paginationType"
        value={config.paginationType ?? 'infiniteScroll'}
        options={[
          { value: 'infiniteScroll', label: 'Infinite scroll' },
          { value: 'lengthAware', label: 'Numbered pages' },
          { value: 'simple', label: 'Previous and next' },
        ]}
        onChange={(v) => onChange({ paginationType: v })}
      />
      {type === 'autoUpdate' && (
        <>
          <SelectField
            label={trans('Auto update method')}
            name="config.autoUpdateMethod"
            value={config.autoUpdateMethod ?? ''}
            options={opts(rules.autoUpdateMethods, METHOD_LABELS) as { value: NonNullable<ChannelConfig['autoUpdateMethod']>; label: string }[]}
            onChange={(v) => onChange({ autoUpdateMethod: v })}
            error={err('autoUpdateMethod')}
            description={rules.autoUpdateMethods.length === 0 ? trans('This model has no auto update method: pick albums, tracks or genres.') : undefined}
          />
          <SelectField label={trans('Auto update provider')} name="config.autoUpdateProvider" value={config.autoUpdateProvider ?? 'local'} options={[{ value: 'local', label: 'Local' }]} onChange={(v) => onChange({ autoUpdateProvider: v })} />
          {config.autoUpdateMethod === 'playlistTracks' && (
            <TextField label={trans('Playlist id')} name="config.autoUpdateValue" inputMode="numeric" value={String(config.autoUpdateValue ?? '')} onChange={(e) => onChange({ autoUpdateValue: e.target.value })} error={err('autoUpdateValue')} />
          )}
        </>
      )}
      {type === 'listAll' && rules.restriction && (
        <SelectField
          label={trans('Restriction')}
          name="config.restrictionModelId"
          value={config.restriction === 'genre' ? String(config.restrictionModelId ?? 'urlParam') : 'none'}
          options={[{ value: 'none', label: 'No restriction' }, { value: 'urlParam', label: 'Genre from the URL' }, ...genres]}
          onChange={(v) => onChange(v === 'none' ? { restriction: null, restrictionModelId: null } : { restriction: 'genre', restrictionModelId: v === 'urlParam' ? 'urlParam' : Number(v) })}
          error={err('restriction') ?? err('restrictionModelId')}
        />
      )}
      <div className="flex flex-col gap-3 md:col-span-2">
        <CheckboxField label={trans('Hide title')} name="config.hideTitle" checked={config.hideTitle === true} onChange={(v) => onChange({ hideTitle: v })} />
        <CheckboxField label={trans('Disable playback')} name="config.disablePlayback" checked={config.disablePlayback === true} onChange={(v) => onChange({ disablePlayback: v })} description={trans('No play button for the whole channel.')} />
        <CheckboxField label={trans('Disable pagination')} name="config.disablePagination" checked={config.disablePagination === true} onChange={(v) => onChange({ disablePagination: v })} />
      </div>
    </div>
  )
}
