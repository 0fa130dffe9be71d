import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { LikeToggle } from '../../../../src/client/features/library'
import { pendingMutations } from '../../../../src/client/features/offline-queue'
import { sessionState } from '../../../../src/client/stores/session'
import { renderWithRouter } from '../../../helpers/render'
import { fakeApi } from '../../../helpers/fake-api'
import { signIn } from '../../../helpers/client-session'
import { isLiked } from '../../../../src/client/stores/library-changes'
import { libraryState } from '../../../../src/client/stores/library-state'

function setOnline(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value })
}

describe('Like toggle offline', () => {
  afterEach(() => setOnline(true))

  it('keeps the like in the offline queue instead of sending or losing it', async () => {
    signIn()
    const calls = fakeApi({ 'POST /api/v1/users/me/add-to-library': () => ({ json: { status: 'success' } }) })
    setOnline(false)
    await renderWithRouter(<LikeToggle type="track" id={42} />)
    const like = screen.getByRole('button', { name: 'Like' })

    await userEvent.click(like)

    expect(like.getAttribute('aria-pressed')).toBe('true')
    const userId = sessionState.user?.id ?? null
    await waitFor(async () => expect(await pendingMutations(userId)).toHaveLength(1))
    const [queued] = await pendingMutations(userId)
    expect(queued).toMatchObject({
      method: 'POST',
      kind: 'like',
      payload: { type: 'track', id: 42 },
      url: 'users/me/add-to-library',
      body: { likeables: [{ likeable_id: 42, likeable_type: 'track' }] },
    })
    expect(queued!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(calls).toHaveLength(0)
    // Shown from the queue, not taken for the server's state.
    expect(isLiked(libraryState.view, 'track', 42)).toBe(true)
    expect(isLiked(libraryState.server, 'track', 42)).toBe(false)
  })
})
