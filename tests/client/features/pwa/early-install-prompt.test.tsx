// The browser's install offer can arrive before the lazy "Install app" entry loads: main.tsx captures it
// (lib/early-install-prompt) and the pwa feature takes it over on import. Each test loads fresh modules
// after dispatching, as the production page does.
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../../../src/client/features/pwa/register-sw', () => ({ useRegisterSW: () => ({}) }))

function offerInstall() {
  const event = new Event('beforeinstallprompt', { cancelable: true })
  const prompt = vi.fn(async () => {})
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }) })
  window.dispatchEvent(event)
  return { event, prompt }
}

async function loadFresh() {
  const early = await import('../../../../src/client/lib/early-install-prompt')
  return { early, loadPwa: () => import('../../../../src/client/features/pwa') }
}

beforeEach(() => {
  vi.resetModules()
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }))
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('install offer made before the Install app entry loads', () => {
  it('is kept by the early listener and shown once the entry mounts', async () => {
    const { early, loadPwa } = await loadFresh()
    early.captureInstallPrompt(window)
    const { event, prompt } = offerInstall()
    // Chromium's mini-infobar is suppressed from the start.
    expect(event.defaultPrevented).toBe(true)

    const { InstallAppButton } = await loadPwa()
    render(<InstallAppButton />)
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }))
    expect(prompt).toHaveBeenCalledOnce()
  })

  it('is dropped when the app gets installed before the entry loads', async () => {
    const { early, loadPwa } = await loadFresh()
    early.captureInstallPrompt(window)
    offerInstall()
    window.dispatchEvent(new Event('appinstalled'))

    const { InstallAppButton } = await loadPwa()
    render(<InstallAppButton />)
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull()
  })

  it('hands over once: later offers reach the loaded feature directly', async () => {
    const { early, loadPwa } = await loadFresh()
    early.captureInstallPrompt(window)
    const { InstallAppButton } = await loadPwa()
    render(<InstallAppButton />)
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull()
    expect(early.takeEarlyInstallPrompt()).toBeNull()

    act(() => void offerInstall())
    expect(screen.getByRole('button', { name: 'Install app' })).toBeTruthy()
    // The early listener stopped at the hand-over, so it holds nothing a second owner could take.
    expect(early.takeEarlyInstallPrompt()).toBeNull()
  })
})
