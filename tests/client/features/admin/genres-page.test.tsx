import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { GenresPage } from '../../../../src/client/features/admin/pages/genres-page'
import { AdminListResponseSchema } from '../../../../src/shared/contracts/admin'
import { fakeApi, reply } from '../../../helpers/fake-api'
import { renderWithRouter } from '../../../helpers/render'

const row = (id: number, name: string, approved: boolean) => ({ id, name, display_name: name, popularity: null, approved, tracks_count: 1, created_at: '2026-01-01T00:00:00Z' })

describe('admin genres list (decision 0033)', () => {
  it('offers Approve on genres waiting for approval and posts it', async () => {
    let approved = false
    const calls = fakeApi({
      'GET /api/v1/admin/genres': () =>
        reply(AdminListResponseSchema, {
          status: 'success',
          pagination: { data: [row(1, 'rock', true), row(2, 'vapor-folk', approved)], current_page: 1, per_page: 15, from: 1, to: 2, next_page: null, prev_page: null, total: 2, last_page: 1 },
        }),
      'POST /api/v1/genres/2/approve': () => {
        approved = true
        return { json: { status: 'success', genre: { id: 2, name: 'vapor-folk', display_name: 'vapor-folk', image: null, popularity: null, model_type: 'genre' } } }
      },
    })
    const user = userEvent.setup()
    await renderWithRouter(<GenresPage />, { path: '/admin/genres' })
    const approve = await screen.findByRole('button', { name: 'Approve vapor-folk' })
    expect(screen.queryByRole('button', { name: 'Approve rock' })).toBeNull()
    await user.click(approve)
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/v1/genres/2/approve')).toBe(true))
    // The list is read again and the action goes away.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve vapor-folk' })).toBeNull())
  })
})
