import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { VideoButton, VideoPanel } from '../../../src/client/player/components/video-panel'
import { setSurface, surfaceHost, videoState } from '../../../src/client/player/video-surface'
import { sessionState } from '../../../src/client/stores/session'

function Bar() {
  return (
    <>
      <VideoButton />
      <VideoPanel />
    </>
  )
}

beforeEach(() => {
  sessionState.settings = {}
  videoState.panelOpen = true
  surfaceHost().media.replaceChildren(document.createElement('video'))
})
afterEach(async () => {
  await act(async () => setSurface('none'))
  cleanup()
})

const panelShown = () => !surfaceHost().host.hasAttribute('inert') && surfaceHost().host.style.left !== '-10000px'

describe('video panel (player.hide_video, player.hide_video_button)', () => {
  it('shows nothing for audio, then the panel and a Video toggle for a video source', async () => {
    render(<Bar />)
    expect(screen.queryByRole('button', { name: 'Video' })).toBeNull()
    expect(panelShown()).toBe(false)
    await act(async () => setSurface('video'))
    expect(panelShown()).toBe(true)
    expect(screen.getByRole('region', { name: 'Video' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Video', pressed: true }))
    expect(panelShown()).toBe(false)
    expect(screen.queryByRole('region', { name: 'Video' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Video', pressed: false }))
    expect(panelShown()).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'Close video' }))
    expect(panelShown()).toBe(false)
  })

  it('player.hide_video: no panel and no button, while the surface keeps playing off-screen', async () => {
    sessionState.settings = { player: { hide_video: true } }
    render(<Bar />)
    await act(async () => setSurface('youtube'))
    expect(screen.queryByRole('button', { name: 'Video' })).toBeNull()
    expect(panelShown()).toBe(false)
    expect(surfaceHost().host.isConnected).toBe(true)
  })

  it('player.hide_video_button: no toggle; the panel follows the track even if closed before', async () => {
    sessionState.settings = { player: { hide_video_button: true } }
    videoState.panelOpen = false
    render(<Bar />)
    await act(async () => setSurface('video'))
    expect(screen.queryByRole('button', { name: 'Video' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Close video' })).toBeNull()
    expect(panelShown()).toBe(true)
  })
})
