import { describe, expect, it } from 'vitest'
import { slugify } from '../../src/shared/lib/slug'

const names = (rule: (name: string) => string) => ({
  latin: rule('  Hello, World!  '),
  accented: rule('Sigur Rós — Takk…'),
  cyrillic: rule('Мой Рок-н-ролл'),
  cjk: rule('ロック 音楽'),
  hangul: rule('케이팝'),
  emoji: rule('🎸🔥'),
  mixed: rule('Björk 🎸 Ёлка'),
})

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

  it('URL segments keep ASCII only: other scripts and emoji fall back to the id (a lone -)', () => {
    expect(names(slugify)).toEqual({
      latin: 'hello-world',
      accented: 'sigur-ros-takk',
      cyrillic: '-',
      cjk: '-',
      hangul: '-',
      emoji: '-',
      mixed: 'bjork',
    })
  })

  it('the genre and tag rule keeps every script, folds only Latin accents, and drops emoji', () => {
    expect(names((n) => slugify(n, { anyScript: true }))).toEqual({
      latin: 'hello-world',
      accented: 'sigur-ros-takk',
      // й and ё keep their marks: they are letters of their own, not accented и and е.
      cyrillic: 'мой-рок-н-ролл',
      cjk: 'ロック-音楽',
      // Hangul syllables come back composed, as typed, not as loose jamo.
      hangul: '케이팝',
      emoji: '',
      mixed: 'bjork-ёлка',
    })
  })

  it('the genre and tag rule folds width variants, and gives at most 100 characters without a trailing dash', () => {
    expect(slugify('ＲＯＣＫ　ｍｕｓｉｃ', { anyScript: true })).toBe('rock-music')
    const long = slugify(`${'a'.repeat(99)} b`, { anyScript: true })
    expect(long).toBe('a'.repeat(99))
    expect(slugify('x'.repeat(150), { anyScript: true })).toHaveLength(100)
  })
})
