import { afterEach, describe, expect, it, vi } from 'vitest'
import { isAudioElementPlaying, runWhenPlaybackIdle } from '../../../../src/client/features/pwa/playback-guard'

function addAudio(paused: boolean): HTMLAudioElement {
  const audio = document.createElement('audio')
  Object.defineProperty(audio, 'paused', { configurable: true, value: paused })
  document.body.append(audio)
  return audio
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.useRealTimers()
})

describe('isAudioElementPlaying', () => {
  it('is false without audio or with paused audio', () => {
    expect(isAudioElementPlaying()).toBe(false)
    addAudio(true)
    expect(isAudioElementPlaying()).toBe(false)
  })
  it('is true when an audio element plays', () => {
    addAudio(true)
    addAudio(false)
    expect(isAudioElementPlaying()).toBe(true)
  })
})

describe('runWhenPlaybackIdle', () => {
  it('runs at once when nothing plays', () => {
    const action = vi.fn()
    runWhenPlaybackIdle(() => false, action)
    expect(action).toHaveBeenCalledOnce()
  })

  it('waits for the audio to pause, then runs once', async () => {
    vi.useFakeTimers()
    const audio = addAudio(false)
    const action = vi.fn()
    runWhenPlaybackIdle(() => isAudioElementPlaying(), action)
    await vi.advanceTimersByTimeAsync(5000)
    expect(action).not.toHaveBeenCalled()

    Object.defineProperty(audio, 'paused', { configurable: true, value: true })
    audio.dispatchEvent(new Event('pause'))
    await vi.advanceTimersByTimeAsync(0)
    expect(action).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(5000)
    expect(action).toHaveBeenCalledOnce()
  })

  it('polls players that send no media events', async () => {
    vi.useFakeTimers()
    let playing = true
    const action = vi.fn()
    runWhenPlaybackIdle(() => playing, action, { pollMs: 200 })
    await vi.advanceTimersByTimeAsync(1000)
    expect(action).not.toHaveBeenCalled()
    playing = false
    await vi.advanceTimersByTimeAsync(200)
    expect(action).toHaveBeenCalledOnce()
  })

  it('does nothing after cancel', async () => {
    vi.useFakeTimers()
    let playing = true
    const action = vi.fn()
    const cancel = runWhenPlaybackIdle(() => playing, action, { pollMs: 100 })
    cancel()
    playing = false
    await vi.advanceTimersByTimeAsync(1000)
    expect(action).not.toHaveBeenCalled()
  })
})
