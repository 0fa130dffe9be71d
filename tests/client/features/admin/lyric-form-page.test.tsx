import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { LyricFormPage } from '../../../../src/client/features/admin/pages/lyric-form-page'
import { applyBootstrapData } from '../../../../src/client/stores/session'
import { AdminListResponseSchema } from '../../../../src/shared/contracts/admin'
import { LyricResponseSchema } from '../../../../src/shared/contracts/lyrics'
import { fakeApi, reply } from '../../../helpers/fake-api'
import { renderWithRouter } from '../../../helpers/render'
import { makeBootstrap, makeUser } from '../../../helpers/session-fixtures'

const LRC = '[ti:Night drive]\n[00:01.50]First line\n[00:04.00]Second line\n[01:07.25]Third line\n'

const tracks = reply(AdminListResponseSchema, {
  status: 'success',
  pagination: { data: [{ id: 42, name: 'Night drive', artist_names: 'The Band', duration: 185_400 }], current_page: 1, per_page: 8, from: 1, to: 1, next_page: null, prev_page: null },
})
const saved = (is_synced: boolean) =>
  reply(LyricResponseSchema, {
    status: 'success',
    lyric: { id: 9, model_type: 'lyric', text: LRC, track_id: 42, track_name: 'Night drive', is_synced, duration: 185, created_at: null, updated_at: null },
  })

async function chooseTrack(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Find a track'), 'night')
  await user.click(await screen.findByRole('button', { name: /Night drive/ }))
  expect(screen.getByText('Night drive', { selector: 'strong' })).toBeTruthy()
}

describe('admin lyrics editor: LRC import', () => {
  beforeEach(() => {
    applyBootstrapData(makeBootstrap({ user: makeUser({ permissions: [{ name: 'admin', restrictions: [] }] }) }))
  })

  it('imports an .lrc file with the one LRC parser, turns synced on and posts the spec fields', async () => {
    const calls = fakeApi({ 'GET /api/v1/tracks': () => tracks, 'POST /api/v1/lyrics': () => saved(true) })
    const user = userEvent.setup()
    await renderWithRouter(<LyricFormPage params={{}} />, { path: '/admin/lyrics/new' })
    await chooseTrack(user)
    expect((screen.getByLabelText('Duration (seconds)') as HTMLInputElement).value).toBe('185')
    expect((screen.getByRole('checkbox', { name: /Synced/ }) as HTMLInputElement).checked).toBe(false)

    await user.upload(screen.getByLabelText('Choose .lrc file'), new File([LRC], 'night-drive.lrc', { type: '' }))
    await waitFor(() => expect((screen.getByLabelText('Lyrics') as HTMLTextAreaElement).value).toBe(LRC))
    expect((screen.getByRole('checkbox', { name: /Synced/ }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByText('3 timed lines, 0:01 to 1:07')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Create' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ text: LRC.trim(), track_id: 42, is_synced: true, duration: 185 })
  })

  it('refuses a file without timed lines, and pasted plain text stays unsynced', async () => {
    const calls = fakeApi({ 'GET /api/v1/tracks': () => tracks, 'POST /api/v1/lyrics': () => saved(false) })
    const user = userEvent.setup()
    await renderWithRouter(<LyricFormPage params={{}} />, { path: '/admin/lyrics/new' })
    await chooseTrack(user)
    await user.upload(screen.getByLabelText('Choose .lrc file'), new File(['just words\nno times'], 'plain.lrc', { type: '' }))
    expect((await screen.findByRole('alert')).textContent).toContain('plain.lrc has no timed lines')
    expect((screen.getByLabelText('Lyrics') as HTMLTextAreaElement).value).toBe('')

    await user.click(screen.getByLabelText('Lyrics'))
    await user.paste('Just words\nMore words')
    expect(screen.getByText('Plain text: no timed lines.')).toBeTruthy()
    expect((screen.getByRole('checkbox', { name: /Synced/ }) as HTMLInputElement).checked).toBe(false)
    // Pasting LRC over it turns synced on, as the server would read it.
    await user.clear(screen.getByLabelText('Lyrics'))
    await user.paste(LRC)
    expect((screen.getByRole('checkbox', { name: /Synced/ }) as HTMLInputElement).checked).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Create' }))
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ track_id: 42, is_synced: true }))
  })
})
