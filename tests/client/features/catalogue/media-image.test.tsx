import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MediaImage, storedImageSources } from '../../../../src/client/features/catalogue/components/media-image'
import { imageWidthFor } from '../../../../src/shared/lib/image-widths'

afterEach(cleanup)

describe('cover images at the size shown', () => {
  it('offers the server widths of a stored image with sizes from the shown size', () => {
    expect(storedImageSources('/storage/track_image/a.png', 40)).toEqual({
      src: '/storage/track_image/a.png?w=128',
      srcSet: '/storage/track_image/a.png?w=64 64w, /storage/track_image/a.png?w=128 128w, /storage/track_image/a.png?w=256 256w, /storage/track_image/a.png?w=512 512w',
      sizes: '40px',
    })
  })

  it('takes a viewport-dependent sizes when given', () => {
    expect(storedImageSources('/storage/track_image/a.png', 200, '(max-width: 767px) 144px, 200px').sizes).toBe('(max-width: 767px) 144px, 200px')
  })

  it('leaves remote and data URLs alone', () => {
    expect(storedImageSources('https://cdn.example.com/a.jpg', 200)).toEqual({ src: 'https://cdn.example.com/a.jpg' })
    expect(storedImageSources('data:image/png;base64,AAAA', 200)).toEqual({ src: 'data:image/png;base64,AAAA' })
  })

  it('renders srcset and sizes on the img, and the plain URL when no size is known', () => {
    const { container, rerender } = render(<MediaImage src="storage/track_image/a.png" size={200} eager />)
    const img = container.querySelector('img')!
    expect(img.getAttribute('srcset')).toContain('/storage/track_image/a.png?w=256 256w')
    expect(img.getAttribute('sizes')).toBe('200px')
    expect(img.getAttribute('src')).toBe('/storage/track_image/a.png?w=512')
    expect(img.getAttribute('loading')).toBe('eager')
    rerender(<MediaImage src="storage/artist_image/b.png" />)
    const plain = container.querySelector('img')!
    expect(plain.getAttribute('src')).toBe('/storage/artist_image/b.png')
    expect(plain.hasAttribute('srcset')).toBe(false)
  })

  it('picks the smallest width that covers the shown size, or the largest', () => {
    expect(imageWidthFor(40)).toBe(64)
    expect(imageWidthFor(64)).toBe(64)
    expect(imageWidthFor(65)).toBe(128)
    expect(imageWidthFor(200, 2)).toBe(512)
    expect(imageWidthFor(900)).toBe(512)
  })
})
