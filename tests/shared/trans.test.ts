import { describe, expect, it } from 'vitest'
import { trans } from '../../src/shared/lib/trans'

describe('trans', () => {
  it('returns the key when no line exists, and the translated line when one does', () => {
    expect(trans('Log out')).toBe('Log out')
    expect(trans('Log out', {}, { 'Log out': 'Se déconnecter' })).toBe('Se déconnecter')
  })

  it('replaces :placeholders, leaving unknown ones as written', () => {
    expect(trans('Enter the verification code we sent to :email', { email: 'jo**@x.com' })).toBe(
      'Enter the verification code we sent to jo**@x.com',
    )
    expect(trans('Hi :name, :missing', { name: 'Ann' })).toBe('Hi Ann, :missing')
  })

  it('does not confuse :name with a longer placeholder', () => {
    expect(trans(':name and :names', { name: 'a', names: 'b' })).toBe('a and b')
  })

  it('picks the plural form by count', () => {
    const line = ':count vendor [one frame|other frames]'
    expect(trans(line, { count: 1 })).toBe('1 vendor frame')
    expect(trans(line, { count: 3 })).toBe('3 vendor frames')
    expect(trans(line, { count: 0 })).toBe('0 vendor frames')
  })

  it('translates the line before resolving plurals', () => {
    const lines = { ':count vendor [one frame|other frames]': ':count [one cadre|other cadres] tiers' }
    expect(trans(':count vendor [one frame|other frames]', { count: 2 }, lines, 'fr')).toBe('2 cadres tiers')
  })

  it('uses the first numeric value when there is no count', () => {
    expect(trans(':n [one song|other songs]', { n: 1 })).toBe('1 song')
  })
})
