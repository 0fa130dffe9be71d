import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ChannelEditor } from '../../../../src/client/features/admin-channels'
import { toastState } from '../../../../src/client/stores/toasts'
import type { Channel } from '../../../../src/shared/contracts/channels'
import { AddableContentResponseSchema, SavedChannelResponseSchema } from '../../../../src/shared/contracts/channels-admin'
import { fakeApi, reply } from '../../../helpers/fake-api'
import { renderWithRouter } from '../../../helpers/render'

const channel: Channel = {
  id: 12,
  slug: 'fresh-finds',
  name: 'Fresh Finds',
  description: null,
  type: 'channel',
  public: true,
  internal: false,
  config: { contentType: 'manual', contentModel: 'album', contentOrder: 'channelables.order:asc', layout: 'grid' },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  model_type: 'channel',
}
const item = (id: number, name: string) => ({ id, name, image: null, model_type: 'album' as const })
const noGenres = () => reply(AddableContentResponseSchema, { status: 'success', results: [] })

afterEach(() => {
  toastState.current = null
})

describe('ChannelEditor', () => {
  it('creates a channel with the chosen content type and model; the server field error lands on its field', async () => {
    let attempts = 0
    const calls = fakeApi({
      'GET /api/v1/channel/search-for-addable-content': noGenres,
      'POST /api/v1/channel': () =>
        ++attempts === 1
          ? { status: 422, json: { message: 'A channel with this name already exists.', errors: { name: ['A channel with this name already exists.'] } } }
          : reply(SavedChannelResponseSchema, { status: 'success', channel }),
    })
    let created: Channel | null = null
    await renderWithRouter(<ChannelEditor channel={null} items={[]} onCreated={(c) => (created = c)} />)
    const user = userEvent.setup()
    const form = screen.getByRole('form', { name: 'New channel' })
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Fresh Finds')
    await user.selectOptions(within(form).getByLabelText('Content type'), 'listAll')
    await user.selectOptions(within(form).getByLabelText('Content model'), 'track')
    await user.selectOptions(within(form).getByLabelText('Layout'), 'trackTable')
    await user.click(within(form).getByRole('button', { name: 'Create channel' }))
    expect(await screen.findByText('A channel with this name already exists.')).toBeTruthy()

    await user.click(within(form).getByRole('button', { name: 'Create channel' }))
    await waitFor(() => expect(created).not.toBeNull())
    const body = calls.filter((c) => c.method === 'POST' && c.url === '/api/v1/channel').at(-1)!.body as { name: string; config: Record<string, unknown> }
    expect(body.name).toBe('Fresh Finds')
    expect(body.config).toMatchObject({ contentType: 'listAll', contentModel: 'track', layout: 'trackTable', contentOrder: 'popularity:desc' })
  })

  it('offers the auto-update method for the model and the restriction only when listing all', async () => {
    fakeApi({ 'GET /api/v1/channel/search-for-addable-content': noGenres })
    await renderWithRouter(<ChannelEditor channel={null} items={[]} onCreated={() => undefined} />)
    const user = userEvent.setup()
    await user.selectOptions(screen.getByLabelText('Content model'), 'album')
    await user.selectOptions(screen.getByLabelText('Content type'), 'autoUpdate')
    const methods = within(screen.getByLabelText('Auto update method')).getAllByRole('option').map((o) => o.textContent)
    expect(methods).toEqual(['New albums (20 newest)'])
    expect(screen.queryByLabelText('Restriction')).toBeNull()
    await user.selectOptions(screen.getByLabelText('Content type'), 'listAll')
    expect(screen.getByLabelText('Restriction')).toBeTruthy()
  })

  it('manual content: search-and-add, keyboard reordering and removal call the API', async () => {
    const calls = fakeApi({
      'GET /api/v1/channel/search-for-addable-content': (_b, search) =>
        reply(AddableContentResponseSchema, { status: 'success', results: search.get('modelType') === 'album' && search.get('query') ? [item(3, 'Low Tides')] : [] }),
      'POST /api/v1/channel/12/add': () => ({ json: { status: 'success' } }),
      'POST /api/v1/channel/12/reorder-content': () => ({ json: { status: 'success' } }),
      'POST /api/v1/channel/12/remove': () => ({ json: { status: 'success' } }),
    })
    await renderWithRouter(<ChannelEditor channel={channel} items={[item(1, 'First'), item(2, 'Second')]} onCreated={() => undefined} />)
    const user = userEvent.setup()
    await user.type(screen.getByRole('searchbox', { name: 'Search albums to add' }), 'low')
    await user.click(await screen.findByRole('button', { name: 'Add Low Tides' }))
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/channel/12/add')).toBe(true))
    expect(calls.find((c) => c.url === '/api/v1/channel/12/add')!.body).toEqual({ items: [{ id: 3, model_type: 'album' }] })

    // dnd-kit's keyboard sensor: Space lifts, an arrow moves, Space drops.
    const handle = screen.getByRole('button', { name: 'Reorder item 2' })
    handle.focus()
    await user.keyboard('[Space]')
    await user.keyboard('[ArrowUp]')
    await user.keyboard('[Space]')
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/channel/12/reorder-content')).toBe(true))
    expect(calls.find((c) => c.url === '/api/v1/channel/12/reorder-content')!.body).toEqual({ items: [{ id: 2, model_type: 'album' }, { id: 1, model_type: 'album' }] })

    await user.click(screen.getByRole('button', { name: 'Remove First' }))
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/channel/12/remove')).toBe(true))
  })
})
