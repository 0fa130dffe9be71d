import { useInfiniteQuery } from '@tanstack/react-query'
import { useMemo, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { showToast } from '../../../stores/toasts'
import { unusedUploadsQuery } from '../api'
import { hydrateUploadDrafts } from '../drafts'
import type { NewUpload } from '../queue'
import { queueMusicFiles } from '../setup'
import { uploadDrafts, uploadQueueState, type UploadDraft, type UploadItem } from '../store'
import { useResumeRecords } from '../use-resume-records'
import { DropZone } from './drop-zone'
import { ReadyDrafts } from './ready-drafts'
import { UnfinishedUploads } from './unfinished-uploads'
import { UploadRow } from './upload-row'
import { UploadSummary } from './upload-summary'
import { trans } from '../../../stores/session'

/**
 * /backstage/upload: drop or pick audio files or folders, watch them upload, continue to the forms.
 * `emptyAction` sits under "No uploads yet" (the backstage's "Become an artist" for an uploader without an artist).
 */
export function UploadPage({ emptyAction }: { emptyAction?: ReactNode } = {}) {
  hydrateUploadDrafts()
  const queue = useSnapshot(uploadQueueState)
  const drafts = useSnapshot(uploadDrafts)
  const items = queue.items as readonly UploadItem[]
  const resume = useResumeRecords()
  const localDrafts = useMemo(() => Object.values(drafts.byId) as UploadDraft[], [drafts.byId])
  // The server's list of finished, unused uploads: what this tab holds a draft for is shown once, as the draft.
  const unused = useInfiniteQuery(unusedUploadsQuery())
  const serverUploads = useMemo(() => {
    const local = new Set(localDrafts.map((d) => d.fileEntry.id))
    return (unused.data?.pages ?? []).flatMap((p) => p.pagination.data).filter((e) => !local.has(e.id))
  }, [unused.data, localDrafts])
  // Files the queue still holds: a failed one continues with its own Retry (or by itself when the server
  // is back), so "Unfinished uploads" must not ask for the same file again.
  const busyNames = useMemo(
    () => new Set(items.filter((i) => i.status === 'pending' || i.status === 'inProgress' || i.status === 'failed').map((i) => `${i.name}:${i.size}`)),
    [items],
  )

  const add = (uploads: NewUpload[]) => {
    if (uploads.length === 0) {
      showToast('No files found to upload', 'danger')
      return
    }
    queueMusicFiles(uploads)
    resume.reload()
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 p-4 md:p-8">
      <h1 className="text-3xl font-bold">{trans('Upload')}</h1>
      <DropZone onFiles={add} />
      <UnfinishedUploads state={resume} busyNames={busyNames} />
      <ReadyDrafts drafts={localDrafts} serverUploads={serverUploads} pager={unused} />
      {items.length === 0 ? (
        !unused.isPending && localDrafts.length === 0 && serverUploads.length === 0 && (
        <div className="flex flex-col items-center gap-3">
          <p className="text-center text-sm text-muted">{trans('No uploads yet. Files you add appear here with their progress.')}</p>
          {emptyAction}
        </div>
        )
      ) : (
        <>
          <UploadSummary items={items} />
          <section aria-labelledby="upload-queue">
            <h2 id="upload-queue" className="sr-only">{trans('Upload queue')}</h2>
            <ul className="divide-y divide-border/50">
              {items.map((item) => (
                <UploadRow key={item.id} item={item} />
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  )
}
