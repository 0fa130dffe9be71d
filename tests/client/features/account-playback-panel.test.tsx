import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PlaybackPanel } from '../../../src/client/features/account/components/playback-panel'
import { readCrossfade } from '../../../src/client/player/gapless'
import { readGainMode } from '../../../src/client/player/loudness-gain'
import { readQuality } from '../../../src/client/player/stream-quality'
import { sessionState } from '../../../src/client/stores/session'

describe('Playback panel', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => {
    cleanup()
    sessionState.settings = {}
  })
  // The kit's Select shows a stand-in button until its listbox module loaded (ui/select.tsx): wait for it.
  const field = async (name: RegExp) => {
    const standIn = screen.getByRole('button', { name })
    await vi.waitFor(() => expect(screen.getByRole('button', { name })).not.toBe(standIn), { timeout: 5000 }).catch(() => undefined)
    return screen.getByRole('button', { name })
  }

  it('stores the streaming quality and the loudness mode chosen', async () => {
    sessionState.settings = { player: { transcoding: true } }
    const user = userEvent.setup()
    render(<PlaybackPanel />)
    await user.click(await field(/Streaming quality/))
    await user.click(await screen.findByRole('option', { name: 'Data saver (64 kb/s Opus)' }))
    expect(readQuality('wifi')).toBe('saver')
    await user.click(await field(/Loudness normalisation/))
    await user.click(await screen.findByRole('option', { name: 'Album' }))
    expect(readGainMode()).toBe('album')
  })

  it('says the server streams originals when it has no ffmpeg', () => {
    sessionState.settings = { player: { transcoding: false } }
    render(<PlaybackPanel />)
    expect(screen.getByText('This server streams every track in its original quality.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Streaming quality/ })).toBeNull()
  })

  // A native range input (the kit's Slider): arrows, Home and End are the browser's; jsdom has no range
  // keyboard, so the value is changed as the browser would report it.
  it('sets the crossfade from 0 (off, the default) to 12 s, showing the value', () => {
    render(<PlaybackPanel />)
    const slider = screen.getByRole('slider', { name: 'Crossfade' })
    expect(screen.getByLabelText('Crossfade')).toBe(slider)
    expect(slider.getAttribute('aria-valuetext')).toBe('Off')
    expect(screen.getByRole('status').textContent).toBe('Off')
    expect(slider.getAttribute('type')).toBe('range')
    expect([slider.getAttribute('min'), slider.getAttribute('max'), slider.getAttribute('step')]).toEqual(['0', '12', '1'])
    fireEvent.change(slider, { target: { value: '3' } })
    expect(readCrossfade()).toBe(3)
    expect(screen.getByRole('status').textContent).toBe('3 s')
    expect(slider.getAttribute('aria-valuetext')).toBe('3 seconds')
    fireEvent.change(slider, { target: { value: '12' } })
    expect(readCrossfade()).toBe(12)
    expect(screen.getByRole('status').textContent).toBe('12 s')
  })
})
