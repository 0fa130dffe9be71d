import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CommentsSection, positionLabel } from '../../../../src/client/features/comments'
import { applyBootstrapData } from '../../../../src/client/stores/session'
import { makeBootstrap, makeUser } from '../../../helpers/session-fixtures'
import { renderWithRouter } from '../../../helpers/render'
import { fakeApi } from '../../../helpers/fake-api'
import { page } from '../../../helpers/client-session'

const grants = [{ name: 'comments.view' }, { name: 'comments.create' }]
const comment = (id: number, over: Record<string, unknown> = {}) => ({
  id, content: `Comment ${id}`, parent_id: null, path: '', depth: 0, user_id: 8, user: { id: 8, name: 'Bo', image: null, model_type: 'user' },
  commentable_id: 5, commentable_type: 'track', deleted: false, upvotes: 0, downvotes: 0, position: 0,
  created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', model_type: 'comment', ...over,
})

describe('comments', () => {
  it('formats the position as "at m:ss" of the track', () => {
    expect(positionLabel(50, 185_000)).toBe('at 1:32')
    expect(positionLabel(0, 185_000)).toBeNull()
  })

  it('lists threads with replies and posts a comment of 3–1000 characters', async () => {
    applyBootstrapData(makeBootstrap({ user: makeUser({ permissions: grants as never }) }, { player: { track_comments: true } }))
    const calls = fakeApi({
      'GET /api/v1/commentable/comments': () => ({
        json: page([{ ...comment(1, { position: 50 }), replies: [comment(2, { parent_id: 1, depth: 1, content: 'A reply' })] }]),
      }),
      'POST /api/v1/comment': () => ({ json: { status: 'success', comment: comment(3) } }),
    })
    await renderWithRouter(<CommentsSection type="track" id={5} durationMs={185_000} />)
    expect(await screen.findByText('Comment 1')).toBeTruthy()
    expect(screen.getByText('A reply')).toBeTruthy()
    expect(screen.getByText('at 1:32')).toBeTruthy()
    const box = screen.getByRole('textbox', { name: 'Leave a comment' })
    await userEvent.type(box, 'no')
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }))
    expect(screen.getByText('The comment must be between 3 and 1000 characters.')).toBeTruthy()
    await userEvent.type(box, 'ice')
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }))
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ commentable_type: 'track', commentable_id: 5, content: 'noice' }))
  })

  it('stays hidden when track comments are off', async () => {
    applyBootstrapData(makeBootstrap({ user: makeUser({ permissions: grants as never }) }))
    fakeApi({})
    await renderWithRouter(<CommentsSection type="track" id={5} durationMs={1000} />)
    expect(screen.queryByRole('region', { name: 'Comments' })).toBeNull()
  })
})
