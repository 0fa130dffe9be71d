import { describe, expect, it } from 'vitest'
import { linkPath, playlistLink, userLink } from '../../../src/client/lib/links'
import { playlistPath, userPath } from '../../../src/client/lib/paths'

describe('typed links', () => {
  it('fill the route params with the id and the shared slug', () => {
    expect(userLink({ id: 7, name: 'Björk' })).toEqual({
      to: '/user/$userId/$userName/{-$tabName}',
      params: { userId: '7', userName: 'bjork', tabName: undefined },
    })
    expect(playlistLink({ id: 3, name: 'Late Night' }).params).toEqual({ playlistId: '3', playlistName: 'late-night' })
  })

  it('give the same path wherever a string is needed', () => {
    expect(userPath({ id: 7, name: 'Björk' })).toBe('/user/7/bjork')
    expect(userPath({ id: 7, name: 'Björk' })).toBe(linkPath(userLink({ id: 7, name: 'Björk' })))
    expect(userPath({ id: 7, name: 'Björk' }, 'followers')).toBe(linkPath(userLink({ id: 7, name: 'Björk' }, 'followers')))
    expect(playlistPath({ id: 3, name: 'Late Night' })).toBe(linkPath(playlistLink({ id: 3, name: 'Late Night' })))
    expect(userPath({ id: 7, name: 'Björk' }, 'followers')).toBe('/user/7/bjork/followers')
    expect(playlistPath({ id: 3, name: 'Late Night' })).toBe('/playlist/3/late-night')
    expect(linkPath({ to: '/genre/$genreName', params: { genreName: 'hip hop' } })).toBe('/genre/hip%20hop')
  })
})

describe('catalogue links', () => {
  it('keep the paths the pages have always had, the paths of the typed links', async () => {
    const { albumHref, artistHref, channelHref, genreHref, tagHref, trackHref } = await import('../../../src/client/features/catalogue/links')
    const { albumLink, artistLink, channelLink, genreLink, tagLink, trackLink } = await import('../../../src/client/lib/links')
    const bjork = { id: 2, name: 'Björk' }
    const homogenic = { id: 4, name: 'Homogenic', artists: [bjork] }
    expect(artistHref(bjork)).toBe(linkPath(artistLink(bjork)))
    expect(albumHref(homogenic)).toBe(linkPath(albumLink(homogenic)))
    expect(trackHref({ id: 9, name: 'Jóga' })).toBe(linkPath(trackLink({ id: 9, name: 'Jóga' })))
    expect(genreHref({ name: 'hip hop' })).toBe(linkPath(genreLink({ name: 'hip hop' })))
    expect(tagHref({ name: 'lo-fi' })).toBe(linkPath(tagLink({ name: 'lo-fi' })))
    expect(channelHref({ slug: 'popular-albums' })).toBe(linkPath(channelLink({ slug: 'popular-albums' })))
    expect(artistHref({ id: 2, name: 'Björk' })).toBe('/artist/2/bjork')
    expect(albumHref({ id: 4, name: 'Homogenic', artists: [{ id: 2, name: 'Björk' }] })).toBe('/album/4/bjork/homogenic')
    expect(albumHref({ id: 5, name: 'Mixed' })).toBe('/album/5/various/mixed')
    expect(trackHref({ id: 9, name: 'Jóga' })).toBe('/track/9/joga')
    expect(genreHref({ name: 'hip hop' })).toBe('/genre/hip%20hop')
    expect(tagHref({ name: 'lo-fi' })).toBe('/tag/lo-fi')
    expect(channelHref({ slug: 'popular-albums' })).toBe('/popular-albums')
  })
})
