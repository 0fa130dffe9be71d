import { describe, expect, it, vi } from 'vitest'
import { canInstall, promptInstall, subscribeInstallPrompt } from '../../../../src/client/features/pwa/install-prompt'

function fakePromptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true })
  const prompt = vi.fn(async () => {})
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) })
  return { event, prompt }
}

describe('install prompt', () => {
  it('is unavailable until the browser offers installation', async () => {
    expect(canInstall()).toBe(false)
    expect(await promptInstall()).toBe('unavailable')
  })

  it('keeps the event, suppresses the mini-infobar and prompts once', async () => {
    const listener = vi.fn()
    const unsubscribe = subscribeInstallPrompt(listener)
    const { event, prompt } = fakePromptEvent('accepted')
    window.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(canInstall()).toBe(true)
    expect(listener).toHaveBeenCalled()

    expect(await promptInstall()).toBe('accepted')
    expect(prompt).toHaveBeenCalledOnce()
    expect(canInstall()).toBe(false)
    unsubscribe()
  })

  it('forgets the offer once the app is installed', () => {
    window.dispatchEvent(fakePromptEvent('dismissed').event)
    expect(canInstall()).toBe(true)
    window.dispatchEvent(new Event('appinstalled'))
    expect(canInstall()).toBe(false)
  })
})
