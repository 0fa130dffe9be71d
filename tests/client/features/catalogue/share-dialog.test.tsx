import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { embedCode, ShareDialog } from '../../../../src/client/features/catalogue'

afterEach(cleanup)

describe('ShareDialog (§4.12)', () => {
  it('offers a link and an embed tab with code and live preview for tracks (height 174)', async () => {
    render(<ShareDialog open onClose={() => {}} target={{ kind: 'track', name: 'Lunar Mile', path: '/track/1/lunar-mile', embedPath: '/track/1/lunar-mile/embed' }} />)
    const link = screen.getByRole('textbox', { name: 'Link' }) as HTMLInputElement
    expect(link.value).toBe(`${window.location.origin}/track/1/lunar-mile`)
    await userEvent.click(screen.getByRole('tab', { name: 'Embed' }))
    const code = (screen.getByRole('textbox', { name: 'Embed code' }) as HTMLTextAreaElement).value
    expect(code).toContain('height="174"')
    expect(code).toContain('allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"')
    expect(screen.getByTitle('Embed preview').getAttribute('src')).toBe(`${window.location.origin}/track/1/lunar-mile/embed`)
  })

  it('gives artists only the share panel', () => {
    render(<ShareDialog open onClose={() => {}} target={{ kind: 'artist', name: 'Velvet', path: '/artist/1/velvet' }} />)
    expect(screen.queryByRole('tab', { name: 'Embed' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Twitter' })).toBeTruthy()
  })

  it('uses 384 for album embeds', () => {
    expect(embedCode('https://x/album/1/a/b/embed', 384)).toContain('height="384"')
  })
})
