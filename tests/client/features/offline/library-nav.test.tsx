// /library/offline is reachable from the app: the "Your music" tabs link to it.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LibraryNav } from '../../../../src/client/features/library'
import { renderWithRouter } from '../../../helpers/render'

afterEach(cleanup)

describe('Your music tabs', () => {
  it('include Offline, linking to the offline music page', async () => {
    await renderWithRouter(LibraryNav, { path: '/library/songs' })
    const nav = screen.getByRole('navigation', { name: 'Your music' })
    expect(nav.querySelector('a[href="/library/offline"]')?.textContent).toBe('Offline')
  })
})
