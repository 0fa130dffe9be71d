// The one track menu in a track row (issue 24): right-click opens it, it queues, copies a link on this
// page's origin, offers Download where allowed, groups several artists and deletes an owned track.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { TrackTable } from '../../../../src/client/features/catalogue'
import { SetMenuTrigger, TrackMenuTrigger } from '../../../../src/client/features/track-menu'
import { playerState, setQueue, toQueueItems } from '../../../../src/client/player'
import { applyBootstrapData } from '../../../../src/client/stores/session'
import { renderWithRouter } from '../../../helpers/render'
import { fakeApi } from '../../../helpers/fake-api'
import { asGuest, signIn, track } from '../../../helpers/client-session'
import { makeBootstrap, makeUser } from '../../../helpers/session-fixtures'

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver

const rows = [track(1, 'One'), track(2, 'Two'), { ...track(3, 'Three'), owner_id: 7, artists: [{ ...track(1).artists![0]!, id: 1, name: 'Velvet' }, { ...track(1).artists![0]!, id: 2, name: 'Meridian' }] }]

function renderRows() {
  return renderWithRouter(<TrackTable tracks={rows} queueId="album.5.*" rowMenu={(t) => <TrackMenuTrigger track={t} />} />)
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!
const queued = () => playerState.shuffledQueue.map((item) => item.id)

beforeEach(() => setQueue(toQueueItems([track(10, 'Playing'), track(11, 'After')], 'album.9.*'), 0))
afterEach(() => setQueue([], 0))

describe('track menu', () => {
  it('opens on right-click of a row and queues: Play next right after the current, Add to queue after earlier adds', async () => {
    asGuest()
    fakeApi({})
    await renderRows()
    fireEvent.contextMenu(rowOf('One'))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Add to queue' }))
    fireEvent.contextMenu(rowOf('Two'))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Add to queue' }))
    expect(queued()).toEqual([10, 1, 2, 11])

    fireEvent.contextMenu(rowOf('Three'))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Play next' }))
    expect(queued()).toEqual([10, 3, 1, 2, 11])
  })

  it('copies a link on the page origin and offers sharing, but no Download while the setting is off', async () => {
    asGuest()
    fakeApi({})
    // setup() gives jsdom a clipboard to read back.
    const user = userEvent.setup()
    await renderRows()
    await user.click(within(rowOf('One')).getByRole('button', { name: 'More options for One' }))
    expect(screen.queryByRole('menuitem', { name: 'Download' })).toBeNull()
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull()
    expect(screen.getByRole('menuitem', { name: 'Share' })).toBeTruthy()
    await user.click(screen.getByRole('menuitem', { name: 'Copy link' }))
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/track/1/one`))
  })

  it('offers Download where the setting and music.download allow, and groups several artists', async () => {
    applyBootstrapData(makeBootstrap(
      { user: makeUser({ permissions: [{ name: 'music.download', restrictions: [] }] as never }), likes: {}, playlists: [] },
      { player: { enable_download: true } },
    ))
    fakeApi({})
    await renderRows()
    await userEvent.click(within(rowOf('Three')).getByRole('button', { name: 'More options for Three' }))
    expect((await screen.findByRole('menuitem', { name: 'Download' })).getAttribute('href')).toBe('/api/v1/tracks/3/download')
    const artists = screen.getByRole('group', { name: 'Go to artist' })
    expect(within(artists).getAllByRole('menuitem').map((a) => a.getAttribute('href'))).toEqual(['/artist/1/velvet', '/artist/2/meridian'])
  })

  it('lets the owner delete their track after confirming', async () => {
    signIn()
    const calls = fakeApi({ 'DELETE /api/v1/tracks/3': () => ({ json: { status: 'success' } }) })
    await renderRows()
    await userEvent.click(within(rowOf('Three')).getByRole('button', { name: 'More options for Three' }))
    expect(screen.getByRole('menuitem', { name: 'Edit' }).getAttribute('href')).toBe('/backstage/tracks/3/edit')
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete track' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/v1/tracks/3']))
  })

  it("queues a whole album from its page's menu and adds it to a playlist in one request", async () => {
    signIn({}, [{ id: 4, name: 'Road trip', image: null, owner_id: 7, public: true, collaborative: false, updated_at: '2026-01-01', model_type: 'playlist' }])
    const calls = fakeApi({ 'POST /api/v1/playlists/4/tracks/add': () => ({ status: 422, json: { message: 'stop here' } }) })
    await renderWithRouter(<SetMenuTrigger kind="album" set={{ id: 5, name: 'The Album' }} path="/album/5/a/the-album" tracks={rows} />)
    await userEvent.click(screen.getByRole('button', { name: 'More options for The Album' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Add to queue' }))
    expect(queued()).toEqual([10, 1, 2, 3, 11])
    await userEvent.click(screen.getByRole('button', { name: 'More options for The Album' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Road trip' }))
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ ids: [1, 2, 3] }]))
  })
})
