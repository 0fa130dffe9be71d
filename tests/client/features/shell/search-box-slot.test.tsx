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
    // What the page looks like right after the commit that swaps the boxes (a mutation observer runs before
    // the browser's next task, so before a key typed then): the real box must already have focus and text.
    const atSwap: { focused: boolean; carried: boolean }[] = []
    const observer = new MutationObserver(() => {
      const swapped = document.querySelector<HTMLInputElement>('input[aria-controls]')
      if (swapped && atSwap.length === 0) atSwap.push({ focused: document.activeElement === swapped, carried: swapped.value === (standIn as HTMLInputElement).value })
    })
    observer.observe(document.body, { childList: true, subtree: true })
    await user.click(standIn)
    await user.keyboard('vel')
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Search' }).hasAttribute('aria-controls')).toBe(true), { timeout: 15_000 })
    observer.disconnect()
    const real = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement
    expect(real).not.toBe(standIn)
    await waitFor(() => expect(real.value).toBe('vel'))
    expect(document.activeElement).toBe(real)
    expect(atSwap).toEqual([{ focused: true, carried: true }])
  })
})
