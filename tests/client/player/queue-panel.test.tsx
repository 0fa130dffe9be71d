// Issue 24, "the queue is a place": the panel splits the queue into Now playing, Next from you (Play next
// and Add to queue) and Next from the source; Clear empties the listener's part, rows are removed and
// moved with the keyboard (Alt+arrows or the move buttons), crossing into or out of "Next from you".
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueuePanel } from '../../../src/client/player/components/queue-panel'
import { addAfterCurrent, addToQueue } from '../../../src/client/player/queue-edits'
import { savePlayerState, restorePlayerState } from '../../../src/client/player/persist'
import { configurePlayer, currentItem, playerState, playTracks, resetPlayer } from '../../../src/client/player/store'
import { createFakeEngine } from './fake-engine'
import { ids, makeTracks } from './tracks'

beforeEach(() => {
  resetPlayer()
  configurePlayer({ engine: createFakeEngine().engine, fetchMore: async () => [], logPlay: () => {}, notify: () => {}, canPlay: () => true })
})

afterEach(cleanup)

const section = (name: string) => screen.getByRole('region', { name })
const names = (name: string) => within(section(name)).getAllByRole('listitem').map((li) => within(li).getAllByRole('button')[0]!.textContent)
const songs = (...n: number[]) => n.map((i) => `Song ${i}Artist · 3:00`)

/** Album of 3 playing its first track; the listener plays Song 10 next and queues Songs 11 and 12. */
function queueSomeTracks() {
  playTracks(makeTracks(3), 0, 'album.9')
  addToQueue(makeTracks(1, 11))
  addToQueue(makeTracks(1, 12))
  addAfterCurrent(makeTracks(1, 10))
}

describe('queue panel sections', () => {
  it('shows Now playing, Next from you in play order, then Next from the source', () => {
    queueSomeTracks()
    render(<QueuePanel />)
    expect(names('Now playing')).toEqual(songs(1))
    expect(names('Next from you')).toEqual(songs(10, 11, 12))
    expect(names('Next from the source')).toEqual(songs(2, 3))
    expect(screen.queryByRole('region', { name: 'Earlier in the queue' })).toBeNull()
  })

  it('lists what already played apart, and hides an empty Next from you', () => {
    playTracks(makeTracks(3), 1, 'album.9')
    render(<QueuePanel />)
    expect(names('Now playing')).toEqual(songs(2))
    expect(screen.queryByRole('region', { name: 'Next from you' })).toBeNull()
    expect(names('Next from the source')).toEqual(songs(3))
    expect(names('Earlier in the queue')).toEqual(songs(1))
  })

  it('Clear empties Next from you and keeps the playing track and the source', async () => {
    queueSomeTracks()
    render(<QueuePanel />)
    await userEvent.click(within(section('Next from you')).getByRole('button', { name: 'Clear' }))
    expect(ids(playerState.shuffledQueue)).toEqual([1, 2, 3])
    expect(ids(playerState.originalQueue)).toEqual([1, 2, 3])
    expect(currentItem()?.id).toBe(1)
    expect(screen.queryByRole('region', { name: 'Next from you' })).toBeNull()
  })

  it('removes one row with its remove button', async () => {
    queueSomeTracks()
    render(<QueuePanel />)
    await userEvent.click(screen.getByRole('button', { name: 'Remove Song 11 from queue' }))
    expect(names('Next from you')).toEqual(songs(10, 12))
    expect(ids(playerState.shuffledQueue)).toEqual([1, 10, 12, 2, 3])
  })

  it('moves a focused row with Alt+Arrow keys, across the border of Next from you, and keeps focus on it', async () => {
    queueSomeTracks()
    render(<QueuePanel />)
    const song12 = within(section('Next from you')).getByRole('button', { name: /^Song 12/ })
    act(() => song12.focus())
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}')
    // Song 12 left the listener's run: it now plays after Song 2 of the album.
    expect(ids(playerState.shuffledQueue)).toEqual([1, 10, 11, 2, 12, 3])
    expect(names('Next from you')).toEqual(songs(10, 11))
    expect(names('Next from the source')).toEqual(songs(2, 12, 3))
    expect(document.activeElement?.textContent).toBe(songs(12)[0])

    const song3 = within(section('Next from the source')).getByRole('button', { name: /^Song 3/ })
    act(() => song3.focus())
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}{Alt>}{ArrowUp}{/Alt}{Alt>}{ArrowUp}{/Alt}')
    // Up past Song 12 and Song 2 it stays in the source; one more step puts it among the listener's.
    expect(names('Next from you')).toEqual(songs(10, 3, 11))
    expect(names('Next from the source')).toEqual(songs(2, 12))
    expect(currentItem()?.id).toBe(1)
  })

  it('keeps the sections across a reload (the added flag is persisted)', () => {
    queueSomeTracks()
    const storage = new Map<string, string>()
    const fake = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) } as Storage
    savePlayerState(fake)
    resetPlayer()
    restorePlayerState(30, fake)
    render(<QueuePanel />)
    expect(names('Next from you')).toEqual(songs(10, 11, 12))
    expect(names('Next from the source')).toEqual(songs(2, 3))
  })
})
