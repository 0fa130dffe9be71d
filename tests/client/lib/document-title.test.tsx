import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resetDocumentTitle, setPlayingTitle, setRouteTitle, usePageTitle } from '../../../src/client/lib/document-title'

afterEach(cleanup)
beforeEach(() => {
  resetDocumentTitle()
  document.title = 'Album - Artist'
})

function AreaPage({ title }: { title: string }) {
  usePageTitle(title)
  return null
}

describe('document title layers', () => {
  it('shows the route title, and leaves the server title alone until a route sets one', () => {
    setPlayingTitle(null)
    expect(document.title).toBe('Album - Artist')
    setRouteTitle('Search - Encore')
    expect(document.title).toBe('Search - Encore')
  })

  it('the playing title wins; a pause shows the route title of the moment, also after navigating', () => {
    setRouteTitle('Album - Artist')
    setPlayingTitle('Song - Artist - Encore')
    expect(document.title).toBe('Song - Artist - Encore')
    setRouteTitle('Search - Encore')
    expect(document.title).toBe('Song - Artist - Encore')
    setPlayingTitle(null)
    expect(document.title).toBe('Search - Encore')
  })

  it('before any route title, a pause gives back the title the page was served with', () => {
    setPlayingTitle('Song - Artist - Encore')
    setPlayingTitle(null)
    expect(document.title).toBe('Album - Artist')
  })

  it("an area's page title covers the route's while mounted, even when the route's is set after it", () => {
    const view = render(<AreaPage title="Users - Admin" />)
    setRouteTitle('Encore')
    expect(document.title).toBe('Users - Admin')
    view.rerender(<AreaPage title="Roles - Admin" />)
    expect(document.title).toBe('Roles - Admin')
    setPlayingTitle('Song - Artist - Encore')
    expect(document.title).toBe('Song - Artist - Encore')
    setPlayingTitle(null)
    expect(document.title).toBe('Roles - Admin')
    view.unmount()
    expect(document.title).toBe('Encore')
  })
})
