import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CommentsSection, positionLabel } from '../../../../src/client/features/comments'
import { applyBootstrapData } from '../../../../src/client/stores/session'
import { makeBootstrap, makeUser } from '../../../helpers/session-fixtures'
import { renderWithRouter } from '../../../helpers/render'
import { fakeApi } from '../../../helpers/fake-api'
import { page } from '../../../helpers/client-session'
import { toastState } from '../../../../src/client/stores/toasts'

const grants = [{ name: 'comments.view' }, { name: 'comments.create' }]
const comment = (id: number, over: Record<string, unknown> = {}) => ({
  id, content: `Comment ${id}`, parent_id: null, path: '', depth: 0, user_id: 8, user: { id: 8, name: 'Bo', image: null, model_type: 'user' },
  commentable_id: 5, commentable_type: 'track', deleted: false, upvotes: 0, downvotes: 0, position: 0, viewer_vote: null,
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

  describe('votes and reports', () => {
    beforeEach(() => {
      toastState.current = null
    })
    const thread = () => ({
      'GET /api/v1/commentable/comments': () => ({
        json: page([{ ...comment(1, { upvotes: 2, downvotes: 1, viewer_vote: 'upvote' }), replies: [comment(2, { parent_id: 1, depth: 1, upvotes: 0 })] }]),
      }),
    })

    it("shows counts with the viewer's own vote pressed and takes the server's counts after a vote", async () => {
      applyBootstrapData(makeBootstrap({ user: makeUser({ permissions: grants as never }) }, { player: { track_comments: true } }))
      const calls = fakeApi({
        ...thread(),
        'POST /api/v1/vote': () => ({ json: { status: 'success', comment: comment(1, { upvotes: 1, downvotes: 2, viewer_vote: 'downvote' }) } }),
      })
      await renderWithRouter(<CommentsSection type="track" id={5} durationMs={1000} />)
      const up = await screen.findByRole('button', { name: 'Upvote 2' })
      expect(up.getAttribute('aria-pressed')).toBe('true')
      expect(screen.getByRole('button', { name: 'Downvote 1' }).getAttribute('aria-pressed')).toBe('false')
      expect(screen.getAllByRole('button', { name: /^Upvote/ })).toHaveLength(2)
      await userEvent.click(screen.getByRole('button', { name: 'Downvote 1' }))
      await waitFor(() => expect(screen.getByRole('button', { name: 'Downvote 2' }).getAttribute('aria-pressed')).toBe('true'))
      expect(screen.getByRole('button', { name: 'Upvote 1' }).getAttribute('aria-pressed')).toBe('false')
      expect(calls.find((c) => c.url === '/api/v1/vote')?.body).toEqual({ comment_id: 1, vote_type: 'downvote' })
    })

    it('sends a guest who votes to sign in, without voting', async () => {
      applyBootstrapData(makeBootstrap({ guest_role: { id: 2, name: 'guests', permissions: [{ name: 'comments.view', restrictions: [] }] } as never }, { player: { track_comments: true } }))
      const calls = fakeApi(thread())
      const { router } = await renderWithRouter(<CommentsSection type="track" id={5} durationMs={1000} />)
      await userEvent.click(await screen.findByRole('button', { name: 'Upvote 2' }))
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
      expect(calls.some((c) => c.url === '/api/v1/vote')).toBe(false)
    })

    it('reports a comment with a reason from a dialog and confirms with a toast', async () => {
      applyBootstrapData(makeBootstrap({ user: makeUser({ permissions: grants as never }) }, { player: { track_comments: true } }))
      const calls = fakeApi({ ...thread(), 'POST /api/v1/comment/2/report': () => ({ json: { status: 'success' } }) })
      await renderWithRouter(<CommentsSection type="track" id={5} durationMs={1000} />)
      await screen.findByText('Comment 1')
      await userEvent.click(screen.getAllByRole('button', { name: 'Report' })[1]!)
      const dialog = await screen.findByRole('dialog', { name: 'Report comment' })
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Spam link')
      await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }))
      await waitFor(() => expect(toastState.current?.message).toBe('Thanks, the comment was reported.'))
      expect(calls.find((c) => c.url === '/api/v1/comment/2/report')?.body).toEqual({ reason: 'Spam link' })
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    })

    it('offers no Report on the viewer\'s own comment', async () => {
      applyBootstrapData(makeBootstrap({ user: makeUser({ id: 8, permissions: grants as never }) }, { player: { track_comments: true } }))
      fakeApi(thread())
      await renderWithRouter(<CommentsSection type="track" id={5} durationMs={1000} />)
      await screen.findByText('Comment 1')
      expect(screen.queryByRole('button', { name: 'Report' })).toBeNull()
      expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(2)
    })
  })
})
