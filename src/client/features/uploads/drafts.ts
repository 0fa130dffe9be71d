// Upload drafts for the track and album forms: `{fileEntry, metadata, waveData}` per finished upload. They
// survive a reload of the tab (sessionStorage), so /backstage/tracks/new?upload=<id> still finds its draft.
import { ref, subscribe, useSnapshot } from 'valtio'
import { uploadDrafts, type UploadDraft } from './store'
import { webStorage } from '../../lib/web-storage'
import { backstageLink } from '../../lib/links'

const STORAGE_KEY = 'encore-upload-drafts'
let hydrated = false

/** Loads drafts saved by this tab and keeps saving them; safe to call many times. */
export function hydrateUploadDrafts(): void {
  const storage = typeof window === 'undefined' ? null : webStorage('session')
  if (hydrated || !storage) return
  hydrated = true
  try {
    const saved = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as Record<string, UploadDraft>
    for (const [id, draft] of Object.entries(saved)) {
      if (uploadDrafts.byId[id]) continue
      uploadDrafts.byId[id] = {
        ...draft,
        fileEntry: ref(draft.fileEntry),
        metadata: draft.metadata ? ref(draft.metadata) : null,
        waveData: draft.waveData ? ref(draft.waveData) : null,
      }
    }
  } catch {
    // A damaged or foreign value: start without drafts.
  }
  subscribe(uploadDrafts, () => {
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(uploadDrafts.byId))
    } catch {
      // Quota: drafts then live as long as the page.
    }
  })
}

/** The draft of one upload, or null while it is processing or unknown. */
export function useUploadDraft(id: string | null | undefined): UploadDraft | null {
  hydrateUploadDrafts()
  const snap = useSnapshot(uploadDrafts)
  return id ? ((snap.byId[id] as UploadDraft | undefined) ?? null) : null
}

/** Drafts in the order of the given ids (`?upload=a,b,c`), skipping unknown ids. */
export function useUploadDrafts(ids: readonly string[]): UploadDraft[] {
  hydrateUploadDrafts()
  const snap = useSnapshot(uploadDrafts)
  return ids.map((id) => snap.byId[id] as UploadDraft | undefined).filter((d): d is UploadDraft => d !== undefined)
}

/**
 * A draft in the shape the backstage prefill helpers take (`trackValuesFromUpload`,
 * `albumValuesFromUploads`: `{entry, metadata, waveData}`).
 */
export function uploadedTrackOf(draft: UploadDraft): { entry: UploadDraft['fileEntry']; metadata: UploadDraft['metadata']; waveData: UploadDraft['waveData'] } {
  return { entry: draft.fileEntry, metadata: draft.metadata, waveData: draft.waveData }
}

/**
 * A finished upload the server listed (GET uploads/unused) becomes a draft of this tab, so the track form
 * starts from it like from a local upload; without tags or waveform, which only the uploading browser read.
 * Returns the draft id the form link names.
 */
export function adoptServerUpload(entry: UploadDraft['fileEntry']): string {
  const existing = Object.values(uploadDrafts.byId).find((d) => d.fileEntry.id === entry.id)
  if (existing) return existing.uploadId
  const uploadId = `entry-${entry.id}`
  uploadDrafts.byId[uploadId] = { uploadId, fileEntry: ref({ ...entry }), metadata: null, waveData: null, folder: '' }
  return uploadId
}

/** The forms call this once the track or album is saved. */
export function removeUploadDrafts(ids: readonly string[]): void {
  for (const id of ids) delete uploadDrafts.byId[id]
}

export interface DraftGroup {
  /** `album` when several files share a folder or an album tag. */
  kind: 'track' | 'album'
  ids: string[]
  label: string
}

function albumKey(draft: UploadDraft): string {
  const tag = draft.metadata?.album_name?.trim().toLowerCase()
  if (tag) return `tag:${tag}`
  return draft.folder ? `folder:${draft.folder}` : ''
}

/** Groups drafts: files of one album (same album tag, else same folder) together, the rest alone. */
export function groupDrafts(drafts: readonly UploadDraft[]): DraftGroup[] {
  const byAlbum = new Map<string, UploadDraft[]>()
  const groups: DraftGroup[] = []
  for (const draft of drafts) {
    const key = albumKey(draft)
    if (key) byAlbum.set(key, [...(byAlbum.get(key) ?? []), draft])
  }
  const inAlbum = new Set<string>()
  for (const members of byAlbum.values()) {
    if (members.length < 2) continue
    const first = members[0]!
    groups.push({ kind: 'album', ids: members.map((d) => d.uploadId), label: first.metadata?.album_name || first.folder })
    for (const member of members) inAlbum.add(member.uploadId)
  }
  for (const draft of drafts) {
    if (inAlbum.has(draft.uploadId)) continue
    groups.push({ kind: 'track', ids: [draft.uploadId], label: draft.metadata?.title || draft.fileEntry.name })
  }
  return groups
}

/** Where "Continue" leads: the track form for one file, the album form for several files of one album. */
export function draftFormLink(group: DraftGroup) {
  return group.kind === 'album'
    ? backstageLink('albums/new', { upload: group.ids.join(',') })
    : backstageLink('tracks/new', { upload: group.ids[0] ?? '' })
}
