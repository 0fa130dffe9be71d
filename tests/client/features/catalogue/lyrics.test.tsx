import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { activeLineIndex, isSyncUsable, LyricsPage, LyricsView } from '../../../../src/client/features/catalogue'
import { configurePlayer, playerState, playTracks, resetPlayer, seek } from '../../../../src/client/player/store'
import { applyBootstrapData } from '../../../../src/client/stores/session'
import { createFakeEngine } from '../../player/fake-engine'
import { makeTracks } from '../../player/tracks'
import { makeBootstrap } from '../../../helpers/session-fixtures'
import { fakeApi } from '../../../helpers/fake-api'
import { renderWithRouter } from '../../../helpers/render'

const lines = [
  { time: 0.5, text: 'First line' },
  { time: 4, text: 'Second line' },
  { time: 9.25, text: 'Third line' },
]

let scrolled: string[] = []
beforeEach(() => {
  resetPlayer()
  configurePlayer({ engine: createFakeEngine().engine, fetchMore: async () => [], logPlay: () => {}, notify: () => {}, canPlay: () => true })
  scrolled = []
  // jsdom has no layout; record which element asked to be centred.
  Element.prototype.scrollIntoView = vi.fn(function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    if (typeof options === 'object' && options.block === 'center') scrolled.push(this.textContent ?? '')
  })
})
afterEach(cleanup)

const current = () => document.querySelector('[aria-current="true"]')?.textContent ?? null

describe('lyrics sync (§4.14)', () => {
  it('highlights the line whose time ≤ position < next time', () => {
    expect(activeLineIndex(lines, 0)).toBe(-1)
    expect(activeLineIndex(lines, 0.5)).toBe(0)
    expect(activeLineIndex(lines, 3.99)).toBe(0)
    expect(activeLineIndex(lines, 4)).toBe(1)
    expect(activeLineIndex(lines, 100)).toBe(2)
  })

  it('disables sync when stored and media durations differ by more than 12 s', () => {
    expect(isSyncUsable(true, 200, 212)).toBe(true)
    expect(isSyncUsable(true, 200, 212.5)).toBe(false)
    expect(isSyncUsable(true, 200, 187)).toBe(false)
    expect(isSyncUsable(false, 200, 200)).toBe(false)
    expect(isSyncUsable(true, null, 200)).toBe(true)
  })

  it("follows the player's position: the current line is marked and scrolled to the centre", async () => {
    playerState.position = 5
    render(<LyricsView lines={lines} synced onSeek={seek} />)
    expect(current()).toBe('Second line')
    expect(scrolled).toEqual(['Second line'])
    await act(async () => {
      playerState.position = 9.5
    })
    expect(current()).toBe('Third line')
    expect(scrolled).toEqual(['Second line', 'Third line'])
  })

  it('seeks to a line on click and on Enter', async () => {
    playTracks(makeTracks(1), 0)
    render(<LyricsView lines={lines} synced onSeek={seek} />)
    await userEvent.click(screen.getByRole('button', { name: 'Third line' }))
    expect(playerState.position).toBe(9.25)
    expect(current()).toBe('Third line')
    screen.getByRole('button', { name: 'First line' }).focus()
    await userEvent.keyboard('{Enter}')
    expect(playerState.position).toBe(0.5)
    expect(current()).toBe('First line')
  })

  it('shows untimed lyrics as plain text: no mark, no seeking', () => {
    playerState.position = 5
    render(<LyricsView lines={lines} synced={false} onSeek={seek} />)
    expect(current()).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    expect(scrolled).toEqual([])
  })

  it('follows LRC text stored without the synced flag on the lyrics page of the playing track', async () => {
    applyBootstrapData(makeBootstrap())
    fakeApi({
      'GET /api/v1/tracks/1/lyrics': () => ({
        json: { status: 'success', is_synced: false, duration: null, lines: [{ text: '[offset:+1000]' }, { text: '[00:03.00]Hello' }, { text: '[00:11.00]World' }] },
      }),
    })
    playTracks(makeTracks(1), 0)
    playerState.position = 2.5
    await renderWithRouter(<LyricsPage />)
    expect(await screen.findByRole('button', { name: 'Hello' })).toBeTruthy()
    expect(current()).toBe('Hello')
    await userEvent.click(screen.getByRole('button', { name: 'World' }))
    expect(playerState.position).toBe(10)
    expect(current()).toBe('World')
  })
})
