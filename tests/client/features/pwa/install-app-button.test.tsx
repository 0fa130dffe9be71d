// The navbar's "Install app" entry on jsdom: hidden until the browser dispatches beforeinstallprompt,
// then it opens the browser's dialog once; hidden again when the app already runs installed.
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { InstallAppButton } from '../../../../src/client/features/pwa'
import { Navbar } from '../../../../src/client/features/shell/components/navbar'
import { applyBootstrapData } from '../../../../src/client/stores/session'
import { renderWithRouter } from '../../../helpers/render'
import { makeBootstrap } from '../../../helpers/session-fixtures'

function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true })
  const prompt = vi.fn(async () => {})
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) })
  act(() => void window.dispatchEvent(event))
  return prompt
}

/** jsdom has no matchMedia; `standalone` decides what (display-mode: standalone) answers. */
function displayMode(standalone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: standalone && query === '(display-mode: standalone)', media: query }))
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  act(() => void window.dispatchEvent(new Event('appinstalled')))
})

describe('Install app', () => {
  it('shows only once the browser offers installation, prompts, and then goes away', async () => {
    displayMode(false)
    render(<InstallAppButton />)
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull()

    const prompt = offerInstall()
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }))
    expect(prompt).toHaveBeenCalledOnce()
    // An offer can be used once: the entry hides until the browser offers again.
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull()
  })

  it('stays hidden when the app already runs installed', () => {
    displayMode(true)
    render(<InstallAppButton />)
    offerInstall()
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull()
  })

  it('hides when the browser reports the app was installed another way', () => {
    displayMode(false)
    render(<InstallAppButton />)
    offerInstall()
    expect(screen.getByRole('button', { name: 'Install app' })).toBeTruthy()
    act(() => void window.dispatchEvent(new Event('appinstalled')))
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull()
  })

  it('is in the navbar (loaded lazily) when installation is offered', async () => {
    displayMode(false)
    applyBootstrapData(makeBootstrap())
    await renderWithRouter(Navbar)
    offerInstall()
    expect(await screen.findByRole('button', { name: 'Install app' })).toBeTruthy()
  })
})
