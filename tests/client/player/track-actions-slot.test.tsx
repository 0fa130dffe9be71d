// The player bar, the phone's mini bar and the full-screen player draw the cued track's actions through
// the trackActions slot (the root route fills it with the like button and menu), and the mini bar's
// button is named by its visible text (axe label-content-name-mismatch).
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PlayerBar } from '../../../src/client/player/components/player-bar'
import type { TrackActionsSlot } from '../../../src/client/player'
import { configurePlayer, playerState, playTracks, resetPlayer } from '../../../src/client/player/store'
import { renderWithRouter } from '../../helpers/render'
import { createFakeEngine } from './fake-engine'
import { makeTracks } from './tracks'

const Actions: TrackActionsSlot = ({ track, placement }) => <button type="button">{`Act on ${track.name} in ${placement}`}</button>

beforeEach(() => {
  resetPlayer()
  configurePlayer({ engine: createFakeEngine().engine, fetchMore: async () => [], logPlay: () => {}, notify: () => {}, canPlay: () => true })
})

afterEach(() => {
  act(() => void (playerState.overlayOpen = false))
})

describe('player track actions slot', () => {
  it('hands the cued track to the slot in the bar, the mini bar and the full-screen player', async () => {
    playTracks(makeTracks(2), 1, 'custom')
    await renderWithRouter(<PlayerBar trackActions={Actions} />)
    const bar = screen.getByRole('region', { name: 'Player' })
    expect(within(bar).getByRole('button', { name: 'Act on Song 2 in bar' })).toBeTruthy()
    expect(within(bar).getByRole('button', { name: 'Act on Song 2 in mini' })).toBeTruthy()

    await userEvent.click(within(bar).getByRole('button', { name: /open player$/ }))
    const overlay = await screen.findByRole('dialog', { name: 'Now playing' })
    expect(within(overlay).getByRole('button', { name: 'Act on Song 2 in overlay' })).toBeTruthy()
  })

  it("gives each queue row the slot's menu (placement queue)", async () => {
    playTracks(makeTracks(2), 0, 'custom')
    await renderWithRouter(<PlayerBar trackActions={Actions} />)
    await userEvent.click(within(screen.getByRole('region', { name: 'Player' })).getAllByRole('button', { name: 'Queue' })[0]!)
    const queue = await screen.findByRole('complementary', { name: 'Queue' })
    expect(within(queue).getAllByRole('button', { name: /^Act on/ }).map((b) => b.textContent)).toEqual(['Act on Song 1 in queue', 'Act on Song 2 in queue'])
    act(() => void (playerState.queueOpen = false))
  })

  it('draws no actions without a slot (embeds, tests of the bar alone)', async () => {
    playTracks(makeTracks(1), 0, 'custom')
    await renderWithRouter(<PlayerBar />)
    expect(screen.queryByRole('button', { name: /^Act on/ })).toBeNull()
  })

  it("names the mini bar's button by its visible text first, then what it does", async () => {
    playTracks(makeTracks(1), 0, 'custom')
    await renderWithRouter(<PlayerBar />)
    const open = screen.getByRole('button', { name: /open player$/ })
    const visible = [...open.querySelectorAll('span:not(.sr-only)')].map((s) => s.textContent).join(' ')
    expect(visible).toBe('Song 1 Artist')
    expect(open.hasAttribute('aria-label')).toBe(false)
    // Accessible name = text content: it starts with what is shown (WCAG 2.5.3).
    expect(open.textContent?.startsWith('Song 1Artist')).toBe(true)
    expect(open.textContent).toBe('Song 1Artist, open player')
  })
})
