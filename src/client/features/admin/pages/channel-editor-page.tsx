import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Button, Skeleton } from '../../../ui'
import { ChannelEditor, channelEditorQuery } from '../../admin-channels'
import { adminLink, AdminLink, adminKeys, AdminPageHeader, type AdminPageProps } from '../../admin-kit'
import { trans } from '../../../stores/session'

/** /admin/channels/new and /admin/channels/{id}/edit. */
export function ChannelEditorPage({ params }: AdminPageProps) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const refreshTables = () => void queryClient.invalidateQueries({ queryKey: adminKeys.all })
  const id = params.channelId ? Number(params.channelId) : null
  const editor = useQuery({ ...channelEditorQuery(id ?? 0), enabled: id !== null })
  const back = (
    <AdminLink to="channels" className="text-sm font-medium text-primary hover:underline">
      {trans('All channels')}
    </AdminLink>
  )
  if (id === null) {
    return (
      <>
        <AdminPageHeader title={trans('New channel')} actions={back} />
        <ChannelEditor channel={null} items={[]} onCreated={(c) => void navigate(adminLink(`channels/${c.id}/edit`))} onSaved={refreshTables} />
      </>
    )
  }
  if (editor.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="font-semibold">{trans('This channel could not be loaded.')}</p>
        <Button size="sm" variant="outline" onClick={() => void editor.refetch()}>
          {trans('Try again')}
        </Button>
      </div>
    )
  }
  if (!editor.data) return <Skeleton className="h-96 w-full" />
  return (
    <>
      <AdminPageHeader title={trans('Edit “:name”', { name: editor.data.channel.name })} actions={back} />
      <ChannelEditor key={editor.data.channel.id} channel={editor.data.channel} items={editor.data.items} onCreated={() => undefined} onSaved={refreshTables} />
    </>
  )
}
