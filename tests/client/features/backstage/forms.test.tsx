import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BackstageRequest } from '../../../../src/shared/contracts/backstage'
import { AdminBackstageRequestsPage, AlbumForm, BackstageRequestForm, TrackForm } from '../../../../src/client/features/backstage'
import type { SessionUser } from '../../../../src/client/stores/bootstrap-types'
import { sessionState } from '../../../../src/client/stores/session'
import { toastState } from '../../../../src/client/stores/toasts'
import { fakeApi } from '../../../helpers/fake-api'
import { renderWithRouter } from '../../../helpers/render'

const savedTrack = (id: number, name: string) => ({
  status: 'success',
  track: { id, name, number: null, duration: 185000, image: null, plays: 0, owner_id: 7, created_at: '2026-01-01', model_type: 'track' },
})

beforeEach(() => {
  sessionState.user = {
    id: 7,
    name: 'Nova Test',
    first_name: 'Nova',
    last_name: 'Test',
    permissions: [{ name: 'music.create', restrictions: [{ name: 'minutes', value: 60 }] }, { name: 'backstageRequests.create', restrictions: [] }],
    artists: [{ id: 3, name: 'Nova', image_small: null, role: 'artist' }],
    roles: [],
  } as unknown as SessionUser
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  toastState.current = null
  sessionState.user = null
})

describe('TrackForm', () => {
  it('keeps saving disabled while invalid, uploads the audio, sends the form and shows the toast', async () => {
    const calls = fakeApi({
      'POST /api/v1/file-entries': () => ({
        json: {
          status: 'success',
          fileEntry: { id: 9, name: 'glass.wav', file_name: 'abc.wav', file_size: 10, mime: 'audio/wav', extension: 'wav', type: 'audio', disk_prefix: 'track_media', url: 'storage/track_media/abc.wav', created_at: '2026-01-01' },
        },
      }),
      'POST /api/v1/tracks': () => ({ json: savedTrack(11, 'Glass Harbour') }),
    })
    const onSaved = vi.fn()
    const user = userEvent.setup()
    await renderWithRouter(<TrackForm initialValues={{ artists: [{ id: 3, name: 'Nova' }] }} onSaved={onSaved} />)
    const save = screen.getByRole('button', { name: 'Create track' })
    expect((save as HTMLButtonElement).disabled).toBe(true)

    await user.upload(screen.getByLabelText('Audio file', { selector: 'input' }), new File(['RIFF'], 'glass.wav', { type: 'audio/wav' }))
    // The file by the name it was picked with, not its storage name (issue 28).
    expect(await screen.findByText('glass.wav')).toBeTruthy()
    expect(screen.queryByText('abc.wav')).toBeNull()
    expect((screen.getByRole('textbox', { name: 'Or a direct media URL' }) as HTMLInputElement).value).toBe('')
    // The name comes from the file; the duration is still missing.
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('glass')
    expect((save as HTMLButtonElement).disabled).toBe(true)

    await user.clear(screen.getByRole('textbox', { name: 'Name' }))
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Glass Harbour')
    await user.type(screen.getByRole('textbox', { name: 'Duration (mm:ss)' }), '3:05')
    await user.type(screen.getByRole('textbox', { name: 'Genres' }), 'Dream Pop, Shoegaze')
    expect((save as HTMLButtonElement).disabled).toBe(false)
    await user.click(save)

    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    const body = calls.find((c) => c.url === '/api/v1/tracks')!.body as Record<string, unknown>
    expect(body).toMatchObject({ name: 'Glass Harbour', duration: 185000, artists: [3], src: 'storage/track_media/abc.wav', genres: ['Dream Pop', 'Shoegaze'] })
    expect(toastState.current?.message).toBe('Track created')
  })

  it('album tag: typing offers the artist\'s albums and "Create album <name>"; picking sends album_id, creating sends album {name} (issue 28)', async () => {
    const album = (id: number, name: string) => ({ id, name, release_date: null, image: null, plays: 0, owner_id: 7, created_at: '2026-01-01', model_type: 'album' })
    const calls = fakeApi({
      'GET /api/v1/artists/3/albums': () => ({ json: { status: 'success', pagination: { data: [album(21, 'Low Tides'), album(22, 'High Noon')], current_page: 1, per_page: 25, from: 1, to: 2, next_page: null, prev_page: null } } }),
      'POST /api/v1/tracks': () => ({ json: savedTrack(12, 'Opening') }),
    })
    const user = userEvent.setup()
    await renderWithRouter(<TrackForm initialValues={{ name: 'Opening', duration: 1000, artists: [{ id: 3, name: 'Nova' }] }} />)
    const field = screen.getByRole('textbox', { name: 'Find or create an album' })
    await user.type(field, 'low')
    await user.click(await screen.findByRole('button', { name: 'Low Tides' }))
    expect(screen.queryByRole('button', { name: 'High Noon' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Create track' }))
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/tracks')).toBe(true))
    expect(calls.find((c) => c.url === '/api/v1/tracks')!.body).toMatchObject({ album_id: 21 })

    await user.click(screen.getByRole('button', { name: 'Remove Low Tides' }))
    await user.type(screen.getByRole('textbox', { name: 'Find or create an album' }), 'Night Tapes')
    expect(screen.queryByRole('button', { name: 'Low Tides' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Create album Night Tapes' }))
    expect(screen.getByText('(new)')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Create track' }))
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/v1/tracks')).toHaveLength(2))
    const body = calls.filter((c) => c.url === '/api/v1/tracks')[1]!.body as Record<string, unknown>
    expect(body.album).toEqual({ name: 'Night Tapes' })
    expect(body).not.toHaveProperty('album_id')
  })

  it('maps server field errors onto the fields', async () => {
    fakeApi({
      'PUT /api/v1/tracks/5': () => ({ status: 422, json: { message: 'The name has already been taken.', errors: { name: ['The name has already been taken.'] } } }),
    })
    const user = userEvent.setup()
    await renderWithRouter(<TrackForm trackId={5} initialValues={{ name: 'Taken', duration: 1000, artists: [{ id: 3, name: 'Nova' }] }} />)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('The name has already been taken.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }))
  })
})

describe('AlbumForm', () => {
  it('holds several tracks, reorders them and sends them in order', async () => {
    const calls = fakeApi({
      'POST /api/v1/albums': () => ({
        json: { status: 'success', album: { id: 4, name: 'Low Tides', release_date: null, image: null, plays: 0, owner_id: 7, created_at: '2026-01-01', model_type: 'album' } },
      }),
    })
    const onSaved = vi.fn()
    const user = userEvent.setup()
    await renderWithRouter(<AlbumForm initialValues={{ artists: [{ id: 'CURRENT_USER', name: 'Nova' }] }} onSaved={onSaved} />)
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Low Tides')
    await user.click(screen.getByRole('button', { name: 'Add track' }))
    await user.click(screen.getByRole('button', { name: 'Add track' }))
    const save = screen.getByRole('button', { name: 'Create album' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    const first = screen.getByRole('listitem', { name: 'Track 1' })
    await user.type(within(first).getByRole('textbox', { name: 'Track name' }), 'Opening')
    await user.type(within(first).getByRole('textbox', { name: 'Duration (mm:ss)' }), '2:00')
    const second = screen.getByRole('listitem', { name: 'Track 2' })
    await user.type(within(second).getByRole('textbox', { name: 'Track name' }), 'Closing')
    await user.type(within(second).getByRole('textbox', { name: 'Duration (mm:ss)' }), '1:30')
    await user.click(screen.getByRole('button', { name: 'Move track 1 down' }))
    expect(save.disabled).toBe(false)
    await user.click(save)
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    const body = calls.find((c) => c.url === '/api/v1/albums')!.body as { tracks: { name: string; duration: number }[]; artists: unknown[] }
    expect(body.artists).toEqual(['CURRENT_USER'])
    expect(body.tracks).toEqual([
      { name: 'Closing', duration: 90000, src: null },
      { name: 'Opening', duration: 120000, src: null },
    ])
    expect(toastState.current?.message).toBe('Album created')
  })
})

describe('backstage requests', () => {
  it('sends a become-artist request with the passport scan entry', async () => {
    const calls = fakeApi({
      'POST /api/v1/file-entries': () => ({
        json: { status: 'success', fileEntry: { id: 21, name: 'scan.png', file_name: 's.png', file_size: 4, mime: 'image/png', extension: 'png', type: 'image', disk_prefix: 'track_image_media', url: 'storage/track_image_media/s.png', created_at: '2026-01-01' } },
      }),
      'POST /api/v1/backstage-request': () => ({ json: { status: 'success', request: request({ id: 8 }) } }),
    })
    const user = userEvent.setup()
    await renderWithRouter(<BackstageRequestForm type="become-artist" />)
    const send = screen.getByRole('button', { name: 'Send request' }) as HTMLButtonElement
    await user.type(screen.getByRole('textbox', { name: 'Artist name' }), 'Pa')
    expect(screen.getByText('The artist name must be at least 3 characters.')).toBeTruthy()
    await user.type(screen.getByRole('textbox', { name: 'Artist name' }), 'per Moons')
    await user.upload(screen.getByLabelText('Passport scan', { selector: 'input' }), new File(['scan'], 'scan.png', { type: 'image/png' }))
    expect(await screen.findByText('s.png')).toBeTruthy()
    await user.click(send)
    await waitFor(() => expect(toastState.current?.message).toBe('Request submitted'))
    const body = calls.find((c) => c.url === '/api/v1/backstage-request')!.body as { artist_name: string; type: string; data: Record<string, unknown> }
    expect(body).toMatchObject({ type: 'become-artist', artist_name: 'Paper Moons', data: { first_name: 'Nova', last_name: 'Test', passport_scan_id: 21 } })
  })

  it('names the missing field when Send is pressed too early instead of greying Send out', async () => {
    const calls = fakeApi({ 'POST /api/v1/backstage-request': () => ({ json: { status: 'success', request: request({ id: 8 }) } }) })
    const user = userEvent.setup()
    await renderWithRouter(<BackstageRequestForm type="become-artist" />)
    const send = screen.getByRole('button', { name: 'Send request' }) as HTMLButtonElement
    expect(send.disabled).toBe(false)
    await user.click(send)
    const name = screen.getByRole('textbox', { name: 'Artist name' })
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('The artist name must be at least 3 characters.')).toBeTruthy()
    expect(document.activeElement).toBe(name)
    expect(calls.some((c) => c.url === '/api/v1/backstage-request')).toBe(false)
    await user.type(name, 'Paper Moons')
    expect(screen.queryByText('The artist name must be at least 3 characters.')).toBeNull()
    await user.click(send)
    await waitFor(() => expect(toastState.current?.message).toBe('Request submitted'))
  })

  it('lets an admin approve a pending request with notes', async () => {
    let status: BackstageRequest['status'] = 'pending'
    const calls = fakeApi({
      'GET /api/v1/backstage-request': () => ({ json: { status: 'success', pagination: { data: [request({ id: 8, status })], current_page: 1, per_page: 20, from: 1, to: 1, next_page: null } } }),
      'GET /api/v1/backstage-request/8': () => ({ json: { status: 'success', request: { ...request({ id: 8 }), passport_scan_entry: null } } }),
      'POST /api/v1/backstage-request/8/approve': () => {
        status = 'approved'
        return { json: { status: 'success', request: request({ id: 8, status: 'approved' }) } }
      },
    })
    const user = userEvent.setup()
    await renderWithRouter(<AdminBackstageRequestsPage />)
    await user.click(await screen.findByRole('button', { name: 'Review Paper Moons' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mark artist as verified' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Welcome aboard')
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(toastState.current?.message).toBe('Request approved'))
    expect(calls.find((c) => c.url.endsWith('/approve'))!.body).toEqual({ notes: 'Welcome aboard', markArtistAsVerified: true })
    expect(await within(screen.getByRole('list')).findByText('Approved')).toBeTruthy()
  })
})

function request(over: Partial<BackstageRequest>): BackstageRequest {
  return {
    id: 1,
    type: 'become-artist',
    artist_name: 'Paper Moons',
    artist_id: null,
    artist: null,
    data: { first_name: 'Nova', last_name: 'Test' },
    user_id: 7,
    user: { id: 7, name: 'Nova Test', image: null, model_type: 'user' },
    status: 'pending',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    model_type: 'backstageRequest',
    ...over,
  }
}
