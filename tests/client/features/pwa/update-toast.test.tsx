import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { UpdateToast } from '../../../../src/client/features/pwa/components/update-toast'

afterEach(cleanup)

describe('UpdateToast', () => {
  it('announces the update politely and offers Reload', async () => {
    const onReload = vi.fn()
    render(<UpdateToast deferred={false} onReload={onReload} onDismiss={() => {}} />)
    const region = screen.getByRole('status')
    expect(region).toHaveProperty('textContent', expect.stringContaining('A new version of Encore is available'))
    expect(region.getAttribute('aria-live')).toBe('polite')
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(onReload).toHaveBeenCalledOnce()
  })

  it('tells the user the reload waits for playback and hides Reload', () => {
    render(<UpdateToast deferred onReload={() => {}} onDismiss={() => {}} />)
    expect(screen.getByText('Encore will reload when playback stops')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull()
  })

  it('can be dismissed', async () => {
    const onDismiss = vi.fn()
    render(<UpdateToast deferred={false} onReload={() => {}} onDismiss={onDismiss} />)
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(onDismiss).toHaveBeenCalledOnce()
  })
})
