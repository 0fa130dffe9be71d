// Its own file: the stand-in shows only until the suggestions code has loaded once in a module registry.
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SearchBoxSlot } from '../../../../src/client/features/shell/components/search-box-slot'
import { renderWithRouter } from '../../../helpers/render'

afterEach(cleanup)

describe('navbar search box before its code has loaded', () => {
  it('opens the search page on Enter, as the real box does without a chosen suggestion', async () => {
    const { router } = await renderWithRouter(() => <SearchBoxSlot />)
    const standIn = screen.getByRole('combobox', { name: 'Search' })
    expect(standIn.hasAttribute('aria-controls'), 'still the stand-in').toBe(false)
    // Typed and submitted in one go, as a quick typist (or a test's fill and press) does before the swap.
    fireEvent.input(standIn, { target: { value: '  velvet meridian ' } })
    fireEvent.keyDown(standIn, { key: 'Enter' })
    await expect.poll(() => router.state.location.pathname).toBe('/search/velvet meridian')
    // An empty box submits nothing.
    await router.navigate({ to: '/' })
    const box = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement
    fireEvent.input(box, { target: { value: '   ' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(router.state.location.pathname).toBe('/')
  })
})
