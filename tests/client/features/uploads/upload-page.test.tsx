// The upload page as the user sees it: empty state, unfinished uploads offered again (with why the file must
// be picked again), the queue with accessible progress bars and its actions, and drafts with "Continue".
import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { UploadPage } from '../../../../src/client/features/uploads'
import { addUploads, cancelUpload, clearUploads, configureUploadQueue, type TransportContext } from '../../../../src/client/features/uploads/queue'
import { closeUploadsDb, fileKeyFor, resumeUrlStorage, UPLOADS_DB } from '../../../../src/client/features/uploads/resume-store'
import { uploadDrafts, uploadQueueState } from '../../../../src/client/features/uploads/store'
import { dismissToast, toastState } from '../../../../src/client/stores/toasts'
import { HttpError } from '../../../../src/client/lib/http'
import { UnusedUploadsResponseSchema, type FileEntry } from '../../../../src/shared/contracts/uploads'
import { fakeApi, reply, type ApiCall } from '../../../helpers/fake-api'
import { renderWithRouter } from '../../../helpers/render'

const ANY = { maxSize: 1e9, allowed: [], blocked: [] }
let contexts: TransportContext[]
let calls: ApiCall[]

const entry = (id: number, name = `${id}.mp3`): FileEntry => ({
  id, name, file_name: `f${id}`, file_size: 1, mime: 'audio/mpeg', extension: 'mp3', type: 'audio',
  disk_prefix: 'track_media', url: `storage/track_media/f${id}`, created_at: '',
})
const page = (data: FileEntry[]) => ({ pagination: { data, current_page: 1, per_page: 50, from: data.length ? 1 : null, to: data.length || null, next_page: null } })

/** The API as the upload page calls it: the server's unused uploads, and deletion. */
function serverWith(unused: FileEntry[]) {
  calls = fakeApi({
    'GET /api/v1/uploads/unused': () => reply(UnusedUploadsResponseSchema, page(unused)),
    'POST /api/v1/file-entries/delete': (body) => {
      const ids = (body as { entryIds: number[] }).entryIds
      unused = unused.filter((e) => !ids.includes(e.id))
      return { json: { status: 'success' } }
    },
  })
}

beforeEach(async () => {
  await closeUploadsDb()
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(UPLOADS_DB)
    request.onsuccess = request.onerror = resolve
  })
  contexts = []
  serverWith([])
  configureUploadQueue({
    transport: (context) => new Promise(() => void contexts.push(context)),
    settings: { chunk: true, chunkSize: 1000, s3Direct: false },
  })
})

afterEach(() => {
  for (const item of [...uploadQueueState.items]) cancelUpload(item.id)
  clearUploads()
  uploadDrafts.byId = {}
  dismissToast()
})

describe('upload page', () => {
  it('shows the drop zone, the pickers and the empty state', async () => {
    await renderWithRouter(<UploadPage />)
    expect(screen.getByRole('heading', { name: 'Upload' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Select files' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Select folder' })).toBeTruthy()
    expect(await screen.findByText(/No uploads yet/)).toBeTruthy()
  })

  it('offers unfinished uploads again and asks for the same file', async () => {
    const original = { name: 'demo.wav', size: 3000, type: 'audio/wav', lastModified: 42 }
    await resumeUrlStorage.addUpload(fileKeyFor(original, '', null), {
      size: 3000, metadata: {}, creationTime: new Date().toISOString(), urlStorageKey: '', uploadUrl: '/api/v1/tus/upload/x', parallelUploadUrls: null,
    })
    await renderWithRouter(<UploadPage />)
    const region = await screen.findByRole('region', { name: 'Unfinished uploads' })
    expect(within(region).getByText('demo.wav', { selector: 'p' })).toBeTruthy()
    expect(within(region).getByText(/cannot reopen a file by itself/)).toBeTruthy()

    const user = userEvent.setup()
    await user.click(within(region).getByRole('button', { name: 'Resume demo.wav' }))
    await user.upload(screen.getByTestId('upload-resume-input'), new File(['other'], 'other.wav', { type: 'audio/wav' }))
    expect(toastState.current?.message).toContain('Select “demo.wav”')
    expect(uploadQueueState.items).toHaveLength(0)

    await user.click(within(region).getByRole('button', { name: 'Discard demo.wav' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Unfinished uploads' })).toBeNull())
  })

  it('does not ask for a file again that the queue still holds after a failure: its Retry continues it', async () => {
    configureUploadQueue({
      transport: () => Promise.reject(new HttpError(503, { message: 'Server restarting' })),
      settings: { chunk: true, chunkSize: 1000, s3Direct: false },
    })
    const file = new File([new Uint8Array(3000)], 'held.wav', { type: 'audio/wav', lastModified: 42 })
    await resumeUrlStorage.addUpload(fileKeyFor(file, '', null), {
      size: 3000, metadata: {}, creationTime: new Date().toISOString(), urlStorageKey: '', uploadUrl: '/api/v1/tus/upload/y', parallelUploadUrls: null,
    })
    addUploads([{ file }], ANY)
    await renderWithRouter(<UploadPage />)
    expect(await screen.findByText('Failed: Server restarting')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Retry held.wav' })).toBeTruthy()
    // The records are read (the region would be there by now), and held.wav's is not offered.
    await waitFor(() => expect(screen.queryByText('Looking for unfinished uploads…')).toBeNull())
    expect(screen.queryByRole('region', { name: 'Unfinished uploads' })).toBeNull()
  })

  it('lists uploads with accessible progress, cancel, retry and clear', async () => {
    addUploads([{ file: new File([new Uint8Array(400)], 'a.wav', { type: 'audio/wav' }) }], ANY)
    await renderWithRouter(<UploadPage />)
    contexts[0]!.onProgress(100)
    const bar = await screen.findByRole('progressbar', { name: 'Upload of a.wav' })
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('25'))
    expect(screen.getByRole('progressbar', { name: 'Total upload progress' }).getAttribute('aria-valuenow')).toBe('25')

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Cancel a.wav' }))
    expect(await screen.findByText('Cancelled')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Retry a.wav' }))
    expect(uploadQueueState.items[0]!.status).toBe('inProgress')
    // Clearing keeps the running upload.
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(screen.getByRole('progressbar', { name: 'Upload of a.wav' })).toBeTruthy()
  })

  it('links drafts to the track form, and several files of one album to the album form', async () => {
    const metadata = (title: string, album: string | null) => ({
      title, artist_name: null, artist: null, album_name: album, album: null, genres: [], duration: 1000, release_date: null, lyrics: null, image: null,
    })
    uploadDrafts.byId = {
      u1: { uploadId: 'u1', fileEntry: entry(1), metadata: metadata('Single', null), waveData: null, folder: '' },
      u2: { uploadId: 'u2', fileEntry: entry(2), metadata: metadata('One', 'Record'), waveData: null, folder: '' },
      u3: { uploadId: 'u3', fileEntry: entry(3), metadata: metadata('Two', 'Record'), waveData: null, folder: '' },
    }
    await renderWithRouter(<UploadPage />)
    const region = screen.getByRole('region', { name: 'Ready for details' })
    expect(within(region).getByRole('link', { name: 'Continue with Single' }).getAttribute('href')).toBe('/backstage/tracks/new?upload=u1')
    expect(within(region).getByRole('link', { name: 'Continue with Record' }).getAttribute('href')).toBe('/backstage/albums/new?upload=u2%2Cu3')

    // Delete removes the stored file for good, not only this tab's draft.
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Delete Single' }))
    await waitFor(() => expect(within(region).queryByRole('link', { name: 'Continue with Single' })).toBeNull())
    expect(Object.keys(uploadDrafts.byId)).toEqual(['u2', 'u3'])
    expect(calls.find((c) => c.url === '/api/v1/file-entries/delete')?.body).toEqual({ entryIds: [1], paths: [], deleteForever: true })
  })

  it('lists finished uploads from the server that this browser never saw (issue 28), once each, with Delete', async () => {
    serverWith([entry(7, 'My Song.wav'), entry(2, 'already-here.mp3')])
    const metadata = { title: 'Here', artist_name: null, artist: null, album_name: null, album: null, genres: [], duration: 1000, release_date: null, lyrics: null, image: null }
    uploadDrafts.byId = { u2: { uploadId: 'u2', fileEntry: entry(2, 'already-here.mp3'), metadata, waveData: null, folder: '' } }
    await renderWithRouter(<UploadPage />)
    const region = await screen.findByRole('region', { name: 'Ready for details' })
    await within(region).findByText('My Song.wav', { selector: 'p' })
    expect(within(region).getByText('Ready to publish')).toBeTruthy()
    // The entry this tab holds a draft for is shown once, as the draft.
    expect(within(region).getAllByRole('link', { name: /^Continue with/ }).map((l) => l.textContent)).toEqual(['Continue with Here', 'Continue with My Song.wav'])
    expect(screen.queryByText(/No uploads yet/)).toBeNull()

    const user = userEvent.setup()
    const link = within(region).getByRole('link', { name: 'Continue with My Song.wav' })
    expect(link.getAttribute('href')).toBe('/backstage/tracks/new?upload=entry-7')
    await user.click(link)
    // The form reads a draft: following the link made one from the server's entry.
    expect(uploadDrafts.byId['entry-7']?.fileEntry.name).toBe('My Song.wav')
  })

  it('deletes a server-listed upload and shows the empty state once nothing is left', async () => {
    serverWith([entry(7, 'My Song.wav')])
    await renderWithRouter(<UploadPage />)
    const region = await screen.findByRole('region', { name: 'Ready for details' })
    await userEvent.setup().click(await within(region).findByRole('button', { name: 'Delete My Song.wav' }))
    expect(await screen.findByText(/No uploads yet/)).toBeTruthy()
    expect(calls.find((c) => c.url === '/api/v1/file-entries/delete')?.body).toEqual({ entryIds: [7], paths: [], deleteForever: true })
    expect(screen.queryByText('My Song.wav', { selector: 'p' })).toBeNull()
  })
})
