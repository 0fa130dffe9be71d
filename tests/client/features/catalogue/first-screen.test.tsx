import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { ChannelPage } from '../../../../src/client/features/catalogue'
import { renderWithRouter } from '../../../helpers/render'
import { album, channel } from './fixtures'

// Lighthouse on the home page (issue 2): one <h1> even when the channel hides its title, and the covers of
// the first row (the largest paint) load eagerly while the rest stay lazy.
describe('home channel first screen', () => {
  const row = (id: number, count: number) =>
    channel({ id, slug: `row-${id}`, name: `Row ${id}`, config: { contentModel: 'album', layout: 'carousel' } },
      Array.from({ length: count }, (_, i) => album(id * 100 + i, `Album ${id}-${i}`)))
  const home = channel({ id: 1, slug: 'discover', name: 'Discover', config: { contentModel: 'channel', layout: 'list', hideTitle: true } }, [row(2, 8), row(3, 2)])

  it('keeps a visually hidden h1 for a channel that hides its title', async () => {
    await renderWithRouter(<ChannelPage channel={home} page={1} pagePath="/channel/discover" />)
    const heading = screen.getByRole('heading', { level: 1, name: 'Discover' })
    expect(heading.className).toBe('sr-only')
  })

  it('loads the first six covers of the first row eagerly, the rest lazily', async () => {
    await renderWithRouter(<ChannelPage channel={home} page={1} pagePath="/channel/discover" />)
    const loading = (name: string) =>
      Array.from(screen.getByRole('region', { name }).querySelectorAll('img')).map((img) => img.getAttribute('loading'))
    expect(loading('Row 2')).toEqual(['eager', 'eager', 'eager', 'eager', 'eager', 'eager', 'lazy', 'lazy'])
    expect(loading('Row 3')).toEqual(['lazy', 'lazy'])
  })
})
