import { Link } from '@tanstack/react-router'
import type { FileEntry } from '../../../../shared/contracts/uploads'
import { Button, buttonClasses, LoadMore, type Pager } from '../../../ui'
import { backstageLink } from '../../../lib/links'
import { useDeleteUploads } from '../api'
import { adoptServerUpload, draftFormLink, groupDrafts, removeUploadDrafts } from '../drafts'
import type { UploadDraft } from '../store'
import { trans } from '../../../stores/session'

interface Props {
  drafts: readonly UploadDraft[]
  /** Finished uploads the server lists that this tab holds no draft for (another browser's, or older). */
  serverUploads?: readonly FileEntry[]
  pager?: Pager
}

/**
 * Finished uploads waiting for their track or album details, each group with its "Continue" link: this
 * tab's drafts merged with the unused uploads the server lists. Delete removes the stored files for good,
 * so an upload nobody publishes does not stay behind.
 */
export function ReadyDrafts({ drafts, serverUploads = [], pager }: Props) {
  const remove = useDeleteUploads()
  if (drafts.length === 0 && serverUploads.length === 0) return null
  const groups = groupDrafts(drafts)
  const deleteGroup = (ids: string[]) => {
    const entryIds = drafts.filter((d) => ids.includes(d.uploadId)).map((d) => d.fileEntry.id)
    remove.mutate(entryIds, { onSuccess: () => removeUploadDrafts(ids) })
  }
  const row = (key: string, label: string, kind: string, onDelete: () => void, link: ReturnType<typeof draftFormLink>, onContinue?: () => void) => (
    <li key={key} className="flex flex-wrap items-center justify-between gap-3 py-2">
      <div className="min-w-0">
        <p className="truncate font-medium">{label}</p>
        <p className="text-xs text-muted">{kind}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={onDelete}>
          {trans('Delete')} <span className="sr-only">{label}</span>
        </Button>
        <Link {...link} onClick={onContinue} className={buttonClasses('primary', 'sm')}>
          {trans('Continue')} <span className="sr-only">{trans('with :label', { label })}</span>
        </Link>
      </div>
    </li>
  )
  return (
    <section aria-labelledby="ready-drafts" className="rounded-xl border border-border bg-paper p-4">
      <h2 id="ready-drafts" className="mb-1 font-semibold">{trans('Ready for details')}</h2>
      <ul className="divide-y divide-border/50">
        {groups.map((group) =>
          row(
            group.ids.join(','),
            group.label,
            group.kind === 'album' ? trans('Album · :count tracks', { count: group.ids.length }) : trans('Track'),
            () => deleteGroup(group.ids),
            draftFormLink(group),
          ),
        )}
        {serverUploads.map((entry) =>
          row(
            `entry-${entry.id}`,
            entry.name,
            trans('Ready to publish'),
            () => remove.mutate([entry.id]),
            backstageLink('tracks/new', { upload: `entry-${entry.id}` }),
            () => void adoptServerUpload(entry),
          ),
        )}
      </ul>
      {pager && <LoadMore query={pager} />}
    </section>
  )
}
