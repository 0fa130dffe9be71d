import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PlaybackControls } from '../../../src/client/player/components/playback-controls'
import { QueuePanel } from '../../../src/client/player/components/queue-panel'
import { handlePlayerKey } from '../../../src/client/player/keyboard'
import { playingTitle } from '../../../src/client/player/media-session'
import { configurePlayer, currentItem, playerState, playTracks, resetPlayer } from '../../../src/client/player/store'
import { createFakeEngine } from './fake-engine'
import { ids, makeTracks } from './tracks'

let fake: ReturnType<typeof createFakeEngine>

beforeEach(() => {
  resetPlayer()
  fake = createFakeEngine()
  configurePlayer({ engine: fake.engine, fetchMore: async () => [], logPlay: () => {}, notify: () => {}, canPlay: () => true })
})

afterEach(cleanup)

describe('player controls', () => {
  it('names the play button "Play" or "Pause" after the media state', async () => {
    playTracks(makeTracks(2), 0, 'custom')
    render(<PlaybackControls />)
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy()
    fake.start()
    await userEvent.click(await screen.findByRole('button', { name: 'Pause' }))
    fake.emit({ type: 'pause' })
    expect(await screen.findByRole('button', { name: 'Play' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Repeat all' }))
    expect(playerState.repeat).toBe('one')
  })

  it('queue panel removes and reorders with the keyboard-usable buttons', async () => {
    playTracks(makeTracks(3), 0, 'custom')
    render(<QueuePanel />)
    const queue = screen.getByRole('complementary', { name: 'Queue' })
    await userEvent.click(within(queue).getByRole('button', { name: 'Move Song 2 down' }))
    expect(ids(playerState.shuffledQueue)).toEqual([1, 3, 2])
    await userEvent.click(within(queue).getByRole('button', { name: 'Remove Song 3 from queue' }))
    expect(ids(playerState.shuffledQueue)).toEqual([1, 2])
    expect(currentItem()?.id).toBe(1)
  })
})

describe('keyboard shortcuts and title (§4.6)', () => {
  const key = (init: KeyboardEventInit, target: EventTarget = document.body) => {
    const event = new KeyboardEvent('keydown', { ...init, cancelable: true })
    Object.defineProperty(event, 'target', { value: target })
    return handlePlayerKey(event)
  }

  it('maps k, arrows and modified arrows, and ignores typing in inputs', () => {
    playTracks(makeTracks(3), 0, 'custom')
    fake.start()
    playerState.position = 30
    fake.clear()
    expect(key({ key: 'ArrowRight' })).toBe(true)
    expect(fake.calls).toContain('seek 40')
    expect(key({ key: 'ArrowLeft', shiftKey: true })).toBe(true)
    expect(currentItem()?.id).toBe(3)
    const input = document.createElement('input')
    document.body.append(input)
    expect(key({ key: 'k' }, input)).toBe(false)
    expect(key({ key: 'k' })).toBe(true)
    expect(fake.calls).toContain('pause')
  })

  it('builds "Track - Artist - SiteName" only while playing', () => {
    playTracks(makeTracks(1), 0, 'custom')
    expect(playingTitle(currentItem(), false, 'Encore')).toBeNull()
    expect(playingTitle(currentItem(), true, 'Encore')).toBe('Song 1 - Artist - Encore')
  })
})
