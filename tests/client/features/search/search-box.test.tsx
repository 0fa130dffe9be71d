import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import { SearchBox } from '../../../../src/client/features/search'
import { renderWithRouter } from '../../../helpers/render'
import { fakeApi } from '../../../helpers/fake-api'
import { signIn } from '../../../helpers/client-session'

const artist = { id: 3, name: 'Velvet Meridian', image_small: null, verified: false, plays: 0, views: 0, spotify_followers: null, created_at: '2024-01-01', model_type: 'artist' }
const user = { id: 9, name: 'Velma', image: null, model_type: 'user' }
const paged = <T,>(data: T[]) => ({ data, current_page: 1, per_page: 3, from: 1, to: data.length })

describe('SearchBox', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  it('asks the server once, 300 ms after typing stops, then navigates the listbox by keyboard', async () => {
    signIn()
    const calls = fakeApi({
      'GET /api/v1/search': () => ({ json: { status: 'success', query: 'vel', loader: 'search', results: { artists: paged([artist]), users: paged([user]) } } }),
    })
    const { router } = await renderWithRouter(<SearchBox />)
    const box = screen.getByRole('combobox', { name: 'Search' })
    fireEvent.change(box, { target: { value: 'v' } })
    act(() => void vi.advanceTimersByTime(100))
    fireEvent.change(box, { target: { value: 've' } })
    act(() => void vi.advanceTimersByTime(100))
    fireEvent.change(box, { target: { value: 'vel' } })
    act(() => void vi.advanceTimersByTime(299))
    expect(calls).toHaveLength(0)
    await act(async () => void vi.advanceTimersByTime(1))
    expect(await screen.findByRole('option', { name: /Velvet Meridian/ })).toBeTruthy()
    expect(calls).toHaveLength(1)
    expect(calls[0]!.search.get('query')).toBe('vel')
    expect(calls[0]!.search.get('loader')).toBe('search')

    fireEvent.keyDown(box, { key: 'ArrowDown' })
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    const options = screen.getAllByRole('option')
    expect(options[1]!.getAttribute('aria-selected')).toBe('true')
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id)
    fireEvent.keyDown(box, { key: 'Enter' })
    await act(async () => void vi.advanceTimersByTime(10))
    expect(router.state.location.pathname).toBe('/user/9/velma')
  })

  it('Enter without a highlighted option opens the search page', async () => {
    signIn()
    fakeApi({ 'GET /api/v1/search': () => ({ json: { status: 'success', query: 'x', loader: 'search', results: {} } }) })
    const { router } = await renderWithRouter(<SearchBox />)
    const box = screen.getByRole('combobox', { name: 'Search' })
    fireEvent.change(box, { target: { value: 'night drive' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    await act(async () => void vi.advanceTimersByTime(10))
    expect(decodeURIComponent(router.state.location.pathname)).toBe('/search/night drive')
  })
})
