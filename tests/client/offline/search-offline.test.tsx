// Search needs the server: offline, its tabs show the app's offline state, not "No results".
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SearchAllTab } from '../../../src/client/features/search/components/search-all-tab'
import { SearchModelTab } from '../../../src/client/features/search/components/search-model-tab'
import { renderWithRouter } from '../shell/render-with-router'

let networkUp = false
const emptyAll = { status: 'success', query: 'foo', results: {} }
const emptyPage = { status: 'success', pagination: { data: [], current_page: 1, per_page: 20, from: 0, to: 0, next_page: null } }

beforeEach(() => {
  networkUp = false
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    if (!networkUp) throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(url.includes('/search/model/') ? emptyPage : emptyAll), { headers: { 'Content-Type': 'application/json' } })
  }))
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('search without a network', () => {
  it('the All tab says offline, and Try again searches once the network is back', async () => {
    await renderWithRouter(() => <SearchAllTab query="foo" renderResults={() => null} />)
    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeTruthy()
    expect(screen.queryByText('No results for “foo”')).toBeNull()

    networkUp = true
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No results for “foo”')).toBeTruthy()
  })

  it('a type tab says offline too', async () => {
    await renderWithRouter(() => <SearchModelTab type="album" query="foo" renderResults={() => null} />)
    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeTruthy()
    expect(screen.queryByText('No results for “foo”')).toBeNull()
  })
})
