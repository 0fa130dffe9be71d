import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { SearchBoxSlot } from '../../../../src/client/features/shell/components/search-box-slot'
import { renderWithRouter } from '../../../helpers/render'

afterEach(cleanup)

describe('navbar search box, loaded on first use', () => {
  it('shows a stand-in with the same name until used, then the real box keeps focus and what was typed', async () => {
    const user = userEvent.setup()
    await renderWithRouter(() => <SearchBoxSlot />)
    const standIn = screen.getByRole('combobox', { name: 'Search' })
    // The stand-in has no listbox wiring: the suggestion code is not loaded yet.
    expect(standIn.hasAttribute('aria-controls')).toBe(false)
    await user.click(standIn)
    await user.keyboard('vel')
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Search' }).hasAttribute('aria-controls')).toBe(true), { timeout: 15_000 })
    const real = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement
    expect(real).not.toBe(standIn)
    await waitFor(() => expect(real.value).toBe('vel'))
    expect(document.activeElement).toBe(real)
  })
})
