import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Select as SelectComponent } from '../../../src/client/ui/select'

afterEach(cleanup)

const OPTIONS = [
  { value: 'de', label: 'Germany' },
  { value: 'fr', label: 'France' },
]

// A fresh ui/select.tsx for each test: it keeps the listbox module once loaded, for every select after it.
let Select: typeof SelectComponent
beforeEach(async () => {
  vi.resetModules()
  Select = (await import('../../../src/client/ui/select')).Select
})

// ui/select.tsx: the kit's Select stands in with a button of the same name until its listbox has loaded.
describe('the deferred select', () => {
  it('names its stand-in as the listbox names its button, then swaps in the listbox without being used', async () => {
    render(<Select label="Country" value="fr" options={OPTIONS} onChange={() => undefined} />)
    // Labelled by the label and itself, as the listbox's button is (jsdom names both by the label alone).
    const standIn = screen.getByRole('button', { name: /^Country/ })
    expect(standIn.getAttribute('aria-haspopup')).toBe('listbox')
    expect(standIn.textContent).toBe('France')
    await vi.waitFor(() => expect(screen.getByRole('button', { name: /^Country/ })).not.toBe(standIn), { timeout: 5000 })
    await userEvent.setup().click(screen.getByRole('button', { name: /^Country/ }))
    expect(await screen.findByRole('option', { name: 'Germany' })).toBeTruthy()
  })

  it('opens the listbox once loaded when a key asked for it on the stand-in, keeping the focus on the field', async () => {
    const onChange = vi.fn()
    const user = userEvent.setup()
    render(<Select label="Country" value={null} options={OPTIONS} onChange={onChange} />)
    const standIn = screen.getByRole('button', { name: 'Country' })
    // Both before the listbox module can have loaded (its import resolves later).
    standIn.focus()
    fireEvent.keyDown(standIn, { key: 'ArrowDown' })
    expect(await screen.findByRole('listbox')).toBeTruthy()
    const button = screen.getByRole('button', { name: 'Country' })
    expect(button).not.toBe(standIn)
    expect(document.activeElement === button || button.contains(document.activeElement) || screen.getByRole('listbox').contains(document.activeElement)).toBe(true)
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenCalledWith('de')
  })
})
