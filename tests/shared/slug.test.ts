import { describe, expect, it } from 'vitest'
import { slugify } from '../../src/shared/lib/slug'

describe('slugify, the one slug rule of client and server', () => {
  it('folds accents and joins words with one dash', () => {
    expect(slugify('Björk')).toBe('bjork')
    expect(slugify('Sigur Rós — Takk…')).toBe('sigur-ros-takk')
    expect(slugify('  Hello, World!  ')).toBe('hello-world')
  })

  it('never gives an empty segment, so the route still matches', () => {
    expect(slugify('')).toBe('-')
    expect(slugify('！？')).toBe('-')
  })
})
