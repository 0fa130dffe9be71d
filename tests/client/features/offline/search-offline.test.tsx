// Search needs the server: offline, its tabs show the app's offline state, not "No results".
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { SearchResponseSchema } from '../../../../src/shared/contracts/search'
import { SearchAllTab } from '../../../../src/client/features/search/components/search-all-tab'
import { SearchModelTab } from '../../../../src/client/features/search/components/search-model-tab'
import { fakeApi, networkDown, reply } from '../../../helpers/fake-api'
import { renderWithRouter } from '../../../helpers/render'


beforeEach(() => {
  networkDown()
})

describe('search without a network', () => {
  it('the All tab says offline, and Try again searches once the network is back', async () => {
    await renderWithRouter(() => <SearchAllTab query="foo" renderResults={() => null} />)
    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeTruthy()
    expect(screen.queryByText('No results for “foo”')).toBeNull()

    fakeApi({ 'GET /api/v1/search': () => reply(SearchResponseSchema, { status: 'success', query: 'foo', loader: 'searchPage', results: {} }) })
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No results for “foo”')).toBeTruthy()
  })

  it('a type tab says offline too', async () => {
    await renderWithRouter(() => <SearchModelTab type="album" query="foo" renderResults={() => null} />)
    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeTruthy()
    expect(screen.queryByText('No results for “foo”')).toBeNull()
  })
})
