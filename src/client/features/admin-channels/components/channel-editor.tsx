import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Channel, ChannelConfig } from '../../../../shared/contracts/channels'
import type { NormalizedModel } from '../../../../shared/contracts/channels-admin'
import { HttpError } from '../../../lib/http'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { Button, CheckboxField, TextAreaField, TextField } from '../../../ui'
import { restrictionGenresQuery, useSaveChannel, useUpdateChannelContent } from '../api'
import { ChannelConfigFields } from './channel-config-fields'
import { ManualContent } from './manual-content'
import { trans } from '../../../stores/session'

export interface ChannelEditorProps {
  /** Null: a new channel. */
  channel: Channel | null
  items: NormalizedModel[]
  /** After the first save of a new channel (the page moves to its edit address). */
  onCreated: (channel: Channel) => void
  /** After every successful save (the admin tables refresh their rows). */
  onSaved?: () => void
}

const NEW_CONFIG: ChannelConfig = { contentType: 'manual', contentModel: 'album', contentOrder: 'channelables.order:asc', layout: 'grid', nestedLayout: 'carousel', paginationType: 'infiniteScroll', autoUpdateProvider: 'local' }

function errorsOf(error: unknown): Record<string, string> {
  const raw = error instanceof HttpError ? error.body.errors : undefined
  return Object.fromEntries(Object.entries(raw ?? {}).map(([k, v]) => [k, Array.isArray(v) ? String(v[0]) : String(v)]))
}

/** New and edit channel form (music-product §2 Admin channels, music-catalog §2.9 config). */
export function ChannelEditor({ channel, items, onCreated, onSaved }: ChannelEditorProps) {
  const [name, setName] = useState(channel?.name ?? '')
  const [slug, setSlug] = useState(channel?.slug ?? '')
  const [description, setDescription] = useState(channel?.description ?? '')
  const [isPublic, setPublic] = useState(channel?.public ?? true)
  const [config, setConfig] = useState<ChannelConfig>(channel?.config ?? NEW_CONFIG)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useSaveChannel()
  const refresh = useUpdateChannelContent(channel?.id ?? 0)
  const genres = useQuery(restrictionGenresQuery())
  const patch = (p: Partial<ChannelConfig>) => setConfig((c) => ({ ...c, ...p }))

  function submit(e: FormEvent) {
    e.preventDefault()
    setErrors({})
    const input = { name, slug: slug || null, description: description || null, public: isPublic, type: channel?.type ?? 'channel', config }
    save.mutate(
      { id: channel?.id ?? null, input },
      {
        onSuccess: ({ channel: saved }) => {
          onSaved?.()
          toast.positive(channel ? trans('Channel updated') : trans('Channel created'))
          if (!channel) onCreated(saved)
        },
        onError: (error) => {
          const found = errorsOf(error)
          setErrors(found)
          if (Object.keys(found).length === 0) showHttpErrorToast(error)
          else document.querySelector<HTMLElement>(`[name="${CSS.escape(Object.keys(found)[0]!)}"]`)?.focus()
        },
      },
    )
  }

  const locked = config.lockSlug === true
  return (
    <div className="flex flex-col gap-8">
      <form aria-label={channel ? trans('Edit channel') : trans('New channel')} onSubmit={submit} className="flex flex-col gap-6" noValidate>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label={trans('Name')} name="name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} required minLength={3} maxLength={100} />
          <TextField label={trans('Slug')} name="slug" value={slug} onChange={(e) => setSlug(e.target.value)} error={errors.slug} disabled={locked} description={locked ? trans('This preset channel keeps its address.') : trans('Leave empty to make one from the name.')} maxLength={50} />
          <TextAreaField label={trans('Description')} name="description" value={description} onChange={setDescription} error={errors.description} className="md:col-span-2" />
          <CheckboxField label={trans('Public')} name="public" checked={isPublic} onChange={setPublic} description={trans('Unpublished channels are shown to administrators only.')} />
        </div>
        <ChannelConfigFields config={config} onChange={patch} errors={errors} genres={(genres.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))} />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label={trans('SEO title')} name="config.seoTitle" value={config.seoTitle ?? ''} onChange={(e) => patch({ seoTitle: e.target.value })} description={trans('Placeholders: {{site_name}}, {{channel.restriction.display_name}}')} />
          <TextField label={trans('SEO description')} name="config.seoDescription" value={config.seoDescription ?? ''} onChange={(e) => patch({ seoDescription: e.target.value })} />
          <TextField label={trans('Admin note')} name="config.adminDescription" value={config.adminDescription ?? ''} onChange={(e) => patch({ adminDescription: e.target.value })} />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={save.isPending}>
            {channel ? trans('Save channel') : trans('Create channel')}
          </Button>
          {channel && config.contentType === 'autoUpdate' && (
            <Button type="button" variant="outline" disabled={refresh.isPending} onClick={() => refresh.mutate(config, { onSuccess: () => toast.positive('Content updated'), onError: (e) => showHttpErrorToast(e) })}>
              {trans('Update content now')}
            </Button>
          )}
        </div>
      </form>
      {channel && config.contentType === 'manual' && channel.config.contentType === 'manual' && (
        <ManualContent channelId={channel.id} model={config.contentModel ?? 'album'} items={items} />
      )}
      {!channel && config.contentType === 'manual' && <p className="text-sm text-muted">{trans('Create the channel first, then add its content here.')}</p>}
    </div>
  )
}
