import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SavedAlbumResponseSchema, SavedTrackResponseSchema } from '../../../src/shared/contracts/catalogue-writes'
import type { FileEntry } from '../../../src/shared/contracts/uploads'
import { uploadDrafts, type UploadDraft } from '../../../src/client/features/uploads'
import { uploadIdsOf, uploadSearch } from '../../../src/client/routes/-components/search-params'
import { NewAlbumPage, NewTrackPage } from '../../../src/client/routes/-components/upload-form-pages'
import type { SessionUser } from '../../../src/client/stores/bootstrap-types'
import { sessionState } from '../../../src/client/stores/session'
import { toastState } from '../../../src/client/stores/toasts'
import { fakeApi, reply } from '../../helpers/fake-api'
import { renderWithRouter } from '../../helpers/render'

const entry = (id: number, name: string): FileEntry => ({
  id, name, file_name: `${id}.mp3`, file_size: 1, mime: 'audio/mpeg', extension: 'mp3', type: 'audio', disk_prefix: 'track_media', url: `storage/track_media/${id}.mp3`, created_at: '2026-01-01',
})
const draft = (uploadId: string, id: number, title: string | null): UploadDraft => ({
  uploadId,
  fileEntry: entry(id, `${uploadId}.mp3`),
  metadata: title === null
    ? null
    : { title, artist_name: 'Someone Else', artist: null, album_name: 'Low Tides', album: null, genres: ['Ambient'], duration: 125000, release_date: null, lyrics: null, image: null },
  waveData: null,
  folder: '',
})
const value = (name: string, index = 0) => (screen.getAllByRole('textbox', { name })[index] as HTMLInputElement).value

beforeEach(() => {
  sessionStorage.clear()
  uploadDrafts.byId = {}
  sessionState.user = {
    id: 7, name: 'Nova Test', first_name: 'Nova', last_name: 'Test',
    permissions: [{ name: 'music.create', restrictions: [] }],
    artists: [{ id: 3, name: 'Nova', image_small: null, role: 'artist' }],
    roles: [],
  } as unknown as SessionUser
})
afterEach(() => {
  uploadDrafts.byId = {}
  toastState.current = null
  sessionState.user = null
})

describe('?upload= of the new track and album pages', () => {
  it('keeps a comma list of upload ids, drops duplicates, and drops the whole param when any id is bad', () => {
    expect(uploadSearch({ upload: 'upload-a-1,upload-b-2,upload-a-1' })).toEqual({ upload: 'upload-a-1,upload-b-2' })
    expect(uploadSearch({ upload: 'upload-a-1' })).toEqual({ upload: 'upload-a-1' })
    for (const upload of ['', ',', 'a,,b', 'a/b', '<script>', 5, ['a'], null, undefined, 'x'.repeat(65), Array.from({ length: 101 }, (_, i) => `u${i}`).join(',')]) {
      expect(uploadSearch({ upload })).toEqual({})
    }
    expect(uploadIdsOf(undefined)).toEqual([])
    expect(uploadIdsOf('u1,u2')).toEqual(['u1', 'u2'])
  })
})

describe('NewTrackPage', () => {
  it('starts from the draft, saves the track, drops the draft and opens the track page', async () => {
    uploadDrafts.byId = { u1: draft('u1', 21, 'Opening'), u9: draft('u9', 29, 'Other') }
    const calls = fakeApi({
      'POST /api/v1/tracks': () => reply(SavedTrackResponseSchema, {
        status: 'success',
        track: { id: 11, name: 'Opening', number: null, duration: 125000, image: null, plays: 0, owner_id: 7, created_at: '2026-01-01', model_type: 'track' },
      }),
    })
    const { router } = await renderWithRouter(<NewTrackPage uploadIds={['u1']} />, { path: '/backstage/tracks/new?upload=u1' })
    expect(value('Name')).toBe('Opening')
    expect(value('Duration (mm:ss)')).toBe('2:05')
    expect(value('Genres')).toBe('Ambient')
    // No matched artist in the tags: the user's own artist.
    expect(screen.getByRole('group', { name: 'Artists' }).textContent).toContain('Nova')

    await userEvent.setup().click(screen.getByRole('button', { name: 'Create track' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/track/11/opening'))
    expect(calls.find((c) => c.url === '/api/v1/tracks')?.body).toMatchObject({ name: 'Opening', src: 'storage/track_media/21.mp3', artists: [3], genres: ['Ambient'], duration: 125000 })
    expect(Object.keys(uploadDrafts.byId)).toEqual(['u9'])
    expect(toastState.current?.message).toBe('Track created')
  })

  it('says the upload is gone, with a link to the upload page, when the draft is missing (another tab)', async () => {
    await renderWithRouter(<NewTrackPage uploadIds={['upload-elsewhere']} />)
    expect(screen.getByText('This upload is no longer available')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to the upload page' }).getAttribute('href')).toBe('/backstage/upload')
    expect(screen.queryByRole('form')).toBeNull()
  })

  it('without ?upload= is an empty form for the user\'s own artist', async () => {
    await renderWithRouter(<NewTrackPage uploadIds={[]} />)
    expect(value('Name')).toBe('')
    expect(screen.getByRole('group', { name: 'Artists' }).textContent).toContain('Nova')
  })
})

describe('NewAlbumPage', () => {
  it('lists one track row per draft in the order of the ids, saves, drops the drafts and opens the album', async () => {
    uploadDrafts.byId = { u1: draft('u1', 21, 'Opening'), u2: draft('u2', 22, 'Closing') }
    const calls = fakeApi({
      'POST /api/v1/albums': () => reply(SavedAlbumResponseSchema, {
        status: 'success',
        album: { id: 4, name: 'Low Tides', release_date: null, image: null, plays: 0, owner_id: 7, created_at: '2026-01-01', model_type: 'album' },
      }),
    })
    const { router } = await renderWithRouter(<NewAlbumPage uploadIds={['u2', 'u1']} />)
    expect(value('Name')).toBe('Low Tides')
    expect(screen.getAllByRole('textbox', { name: 'Track name' }).map((el) => (el as HTMLInputElement).value)).toEqual(['Closing', 'Opening'])

    await userEvent.setup().click(screen.getByRole('button', { name: 'Create album' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/album/4/various/low-tides'))
    const body = calls.find((c) => c.url === '/api/v1/albums')?.body as { tracks: { name: string; src: string }[] }
    expect(body.tracks.map((t) => [t.name, t.src])).toEqual([['Closing', 'storage/track_media/22.mp3'], ['Opening', 'storage/track_media/21.mp3']])
    expect(uploadDrafts.byId).toEqual({})
  })

  it('shows the missing message when one of the drafts is gone, rather than half an album', async () => {
    uploadDrafts.byId = { u1: draft('u1', 21, 'Opening') }
    await renderWithRouter(<NewAlbumPage uploadIds={['u1', 'u2']} />)
    expect(screen.getByText('These uploads are no longer available')).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Track name' })).toBeNull()
  })
})
