// Multi-select in the shared track rows (issue 24): Shift-click selects a range, Ctrl/Cmd-click toggles,
// Space and Shift+arrows do the same from the keyboard, Escape clears; the one bar acts on all selected.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { TrackTable } from '../../../../src/client/features/catalogue'
import { SelectionBar } from '../../../../src/client/features/track-menu/components/selection-bar'
import { clearSelection, trackSelection, useRowSelection } from '../../../../src/client/features/track-select'
import { playerState, setQueue, toQueueItems } from '../../../../src/client/player'
import { QueuePanel } from '../../../../src/client/player/components/queue-panel'
import { renderWithRouter } from '../../../helpers/render'
import { fakeApi } from '../../../helpers/fake-api'
import { signIn, track } from '../../../helpers/client-session'

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver

const rows = [track(1, 'One'), track(2, 'Two'), track(3, 'Three'), track(4, 'Four'), track(5, 'Five')]
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!
const selectedNames = () => screen.getAllByRole('row').filter((r) => r.getAttribute('aria-selected') === 'true').map((r) => within(r).getAllByRole('link')[0]!.textContent)
const bar = () => screen.queryByRole('toolbar', { name: 'Selected tracks' })

function renderList(removed: number[][] = []) {
  return renderWithRouter(
    <>
      <TrackTable tracks={rows} queueId="playlist.4.*" selectionRemove={{ label: 'Remove from this playlist', run: (ts) => removed.push(ts.map((t) => t.id)) }} />
      <SelectionBar />
    </>,
  )
}

beforeEach(() => {
  signIn({}, [{ id: 4, name: 'Road trip', image: null, owner_id: 7, public: true, collaborative: false, updated_at: '2026-01-01', model_type: 'playlist' }])
  setQueue(toQueueItems([track(10, 'Playing')], 'album.9.*'), 0)
})
afterEach(() => {
  clearSelection()
  setQueue([], 0)
})

describe('multi-select of track rows', () => {
  it('Shift-click selects a range, Ctrl/Cmd-click toggles one, clicks on links and buttons do not select', async () => {
    fakeApi({})
    await renderList()
    expect(bar()).toBeNull()
    await userEvent.click(rowOf('Two').cells[1]!)
    fireEvent.click(rowOf('Four').cells[1]!, { shiftKey: true })
    expect(selectedNames()).toEqual(['Two', 'Three', 'Four'])
    fireEvent.click(rowOf('Three').cells[1]!, { ctrlKey: true })
    fireEvent.click(rowOf('Five').cells[1]!, { metaKey: true })
    expect(selectedNames()).toEqual(['Two', 'Four', 'Five'])
    // The bar follows the store on its next notification.
    expect(await within(bar()!).findByText('3 selected')).toBeTruthy()
    // The row's own Play button plays; it does not change the selection.
    await userEvent.click(screen.getByRole('button', { name: 'Play One' }))
    expect(selectedNames()).toEqual(['Two', 'Four', 'Five'])
    await userEvent.keyboard('{Escape}')
    expect(selectedNames()).toEqual([])
    expect(bar()).toBeNull()
  })

  it('from the keyboard: Space toggles the focused row, Shift+Down extends, Escape clears', async () => {
    fakeApi({})
    await renderList()
    const first = rowOf('One')
    expect(first.tabIndex).toBe(0)
    expect(rowOf('Two').tabIndex).toBe(-1)
    first.focus()
    await userEvent.keyboard(' ')
    expect(selectedNames()).toEqual(['One'])
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}')
    expect(selectedNames()).toEqual(['One', 'Two', 'Three'])
    expect(document.activeElement).toBe(rowOf('Three'))
    await userEvent.keyboard('{ArrowDown} ')
    expect(selectedNames()).toEqual(['One', 'Two', 'Three', 'Four'])
    await userEvent.keyboard('{Escape}')
    expect(trackSelection.indexes).toEqual([])
  })

  it('the bar adds all selected to the queue, to a playlist in one request, and removes them from the list', async () => {
    const calls = fakeApi({ 'POST /api/v1/playlists/4/tracks/add': () => ({ status: 422, json: { message: 'stop here' } }) })
    const removed: number[][] = []
    await renderList(removed)
    const pick = async () => {
      await userEvent.click(rowOf('Two').cells[1]!)
      fireEvent.click(rowOf('Four').cells[1]!, { ctrlKey: true })
    }
    await pick()
    await userEvent.click(within(bar()!).getByRole('button', { name: 'Add to queue' }))
    expect(playerState.shuffledQueue.map((i) => i.id)).toEqual([10, 2, 4])
    expect(bar()).toBeNull()

    await pick()
    await userEvent.click(within(bar()!).getByRole('button', { name: 'Add to playlist' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Road trip' }))
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ ids: [2, 4] }]))

    await pick()
    await userEvent.click(within(bar()!).getByRole('button', { name: 'Remove from this playlist' }))
    expect(removed).toEqual([[2, 4]])
  })

  it('a drag of a selected row carries the whole selection', async () => {
    fakeApi({})
    await renderList()
    await userEvent.click(rowOf('One').cells[1]!)
    fireEvent.click(rowOf('Three').cells[1]!, { ctrlKey: true })
    const data = new Map<string, string>()
    fireEvent.dragStart(rowOf('Three'), { dataTransfer: { setData: (k: string, v: string) => data.set(k, v), types: [] } })
    expect(JSON.parse(data.get('application/x-encore-track-ids')!)).toEqual([1, 3])
  })
})

describe('multi-select in the queue panel', () => {
  it('Ctrl/Cmd-click and Shift-click on queue rows select instead of jumping; the bar removes them from the queue', async () => {
    fakeApi({})
    setQueue(toQueueItems([track(10, 'Playing'), track(11, 'Eleven'), track(12, 'Twelve'), track(13, 'Thirteen')], 'album.9.*'), 0)
    await renderWithRouter(
      <>
        <QueuePanel rowSelection={useRowSelection} />
        <SelectionBar />
      </>,
    )
    const jump = (name: string) => screen.getByText(name, { selector: 'span' }).closest('button')!
    fireEvent.click(jump('Eleven'), { ctrlKey: true })
    fireEvent.click(jump('Thirteen'), { shiftKey: true })
    expect(playerState.index).toBe(0)
    expect(screen.getAllByText('Selected')).toHaveLength(3)
    await userEvent.click(await within(await screen.findByRole('toolbar', { name: 'Selected tracks' })).findByRole('button', { name: 'Remove from queue' }))
    expect(playerState.shuffledQueue.map((i) => i.id)).toEqual([10])
  })
})
