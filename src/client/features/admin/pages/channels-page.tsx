import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { AdminRow } from '../../../../shared/contracts/admin'
import { CHANNEL_PRESETS, type ChannelPresetId } from '../../../../shared/contracts/channels-admin'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { Button, Dialog, DialogBody, DialogFooter, DialogHeader } from '../../../ui'
import { useApplyPreset } from '../../admin-channels'
import { AdminLink, adminKeys, AdminPageHeader, DataTable, type ColumnDef } from '../../admin-kit'
import { RowLink } from '../components/row-link'
import { trans } from '../../../stores/session'

const config = (row: AdminRow) => (row.config ?? {}) as Record<string, unknown>
const CONTENT: Record<string, string> = { listAll: 'All', manual: 'Manual', autoUpdate: 'Automatic' }

/** The genre the server resolved the channel with (a sample one for `urlParam` channels), if any. */
const restrictionOf = (row: AdminRow) => (row.restriction ?? null) as { name: string; display_name?: string | null } | null

/** The name as visitors read it: `{{channel.restriction.display_name}}` filled in (issue 28). */
function resolvedChannelName(row: AdminRow): string {
  const name = String(row.name)
  const genre = restrictionOf(row)
  if (!name.includes('{{')) return name
  const display = genre ? (genre.display_name ?? genre.name) : trans('Genre')
  return name.replaceAll('{{channel.restriction.display_name}}', display).replaceAll('{{channel.restriction.name}}', genre?.name ?? display)
}

const columns: ColumnDef[] = [
  {
    key: 'name',
    header: 'Name',
    sortable: true,
    render: (row) => {
      const resolved = resolvedChannelName(row)
      return resolved === String(row.name) ? resolved : (
        <span title={String(row.name)}>
          {resolved}
          {restrictionOf(row) && [undefined, null, 'urlParam'].includes(config(row).restrictionModelId as string) && <span className="ml-1 text-xs text-muted">{trans('(one page per genre)')}</span>}
        </span>
      )
    },
  },
  { key: 'slug', header: 'Slug', hideOnMobile: true },
  { key: 'content', header: 'Content', render: (row) => `${CONTENT[String(config(row).contentType)] ?? '—'} · ${String(config(row).contentModel ?? '—')}` },
  { key: 'public', header: 'Public', hideOnMobile: true, render: (row) => (row.public ? 'Yes' : 'No') },
  { key: 'updated_at', header: 'Updated', sortable: true, hideOnMobile: true, render: (row) => new Date(String(row.updated_at)).toLocaleDateString() },
]

const rowActions = (row: AdminRow) => (
  <>
    <AdminLink to={`channels/${String(row.id)}/edit`} aria-label={trans('Edit :value', { value: String(row.name) })} className="rounded px-2 py-1 text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-focus">
      {trans('Edit')}
    </AdminLink>
    <RowLink
      to="/channel/$slugOrId/{-$restriction}"
      params={{ slugOrId: String(row.slug), restriction: restrictionOf(row)?.name }}
      label={trans('View :value', { value: resolvedChannelName(row) })}
    >
      {trans('View')}
    </RowLink>
  </>
)

/** /admin/channels (music-catalog §3.7): the table, new channel and the two presets. */
export function ChannelsPage() {
  const [preset, setPreset] = useState<ChannelPresetId | null>(null)
  const apply = useApplyPreset()
  const queryClient = useQueryClient()
  const chosen = CHANNEL_PRESETS.find((p) => p.id === preset)
  return (
    <>
      <AdminPageHeader
        title={trans('Channels')}
        description={trans('Channels make up the homepage and the browse pages.')}
        actions={CHANNEL_PRESETS.map((p) => (
          <Button key={p.id} size="sm" variant="outline" onClick={() => setPreset(p.id)}>
            {trans('Apply “:name” preset', { name: p.name })}
          </Button>
        ))}
      />
      <DataTable
        resource="channel"
        label={trans('Channels')}
        columns={columns}
        filters={[{ key: 'type', label: 'Type', operator: '=', options: [{ value: 'channel', label: 'Channels' }, { value: 'list', label: 'User lists' }] }]}
        defaultOrder={{ orderBy: 'updated_at', orderDir: 'desc' }}
        rowActions={rowActions}
        actions={
          <AdminLink to="channels/new" className="inline-flex h-9 items-center rounded-md bg-primary px-4 text-sm font-semibold text-on-primary focus-visible:outline-2 focus-visible:outline-focus">
            {trans('New channel')}
          </AdminLink>
        }
      />
      <Dialog open={chosen !== undefined} onClose={() => setPreset(null)} size="sm">
        <DialogHeader>{trans('Apply “')}{chosen?.name}{trans('” preset?')}</DialogHeader>
        <DialogBody>
          <p className="text-sm">{chosen?.description} {trans('Every current channel is deleted and the homepage moves to the preset’s “Discover” channel.')}</p>
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onClick={() => setPreset(null)}>
            {trans('Cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={apply.isPending}
            onClick={() =>
              chosen &&
              apply.mutate(chosen.id, {
                onSuccess: () => {
                  // The table's rows live under the admin keys: every channel was replaced.
                  void queryClient.invalidateQueries({ queryKey: adminKeys.all })
                  toast.positive('Preset applied')
                  setPreset(null)
                },
                onError: (e) => showHttpErrorToast(e),
              })
            }
          >
            {trans('Apply preset')}
          </Button>
        </DialogFooter>
      </Dialog>
    </>
  )
}
