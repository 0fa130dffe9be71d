import { describe, expect, it } from 'vitest'
import { CLIENT_SETTING_DEFAULTS, isValidSettingKey, unflattenSettings } from '../../src/shared/lib/settings-defaults'
import { commaList, queryBoolean } from '../../src/shared/contracts/common'
import { MenuSchema } from '../../src/shared/contracts/settings'
import { DEFAULT_MENUS } from '../../src/shared/lib/default-menus'

describe('unflattenSettings', () => {
  it('nests dot keys and keeps object and array values whole', () => {
    expect(unflattenSettings({ 'a.b.c': 1, 'a.d': [1, 2], e: { f: true } })).toEqual({ a: { b: { c: 1 }, d: [1, 2] }, e: { f: true } })
  })

  it('lets a deeper key refine its parent object whatever the key order', () => {
    expect(unflattenSettings({ 'x.y.z': 2, 'x.y': { w: 1 } })).toEqual({ x: { y: { w: 1, z: 2 } } })
  })

  it('skips keys that could pollute prototypes', () => {
    const tree = unflattenSettings({ '__proto__.bad': 1, 'a.constructor': 2, ok: 3 })
    expect(tree).toEqual({ ok: 3 })
    expect(({} as Record<string, unknown>).bad).toBeUndefined()
  })

  it('holds every default key of music-catalog §5 the brief names', () => {
    const tree = unflattenSettings(CLIENT_SETTING_DEFAULTS) as Record<string, any>
    expect(tree.player).toMatchObject({ default_volume: 30, seekbar_type: 'line', default_artist_view: 'list', sort_method: 'local' })
    expect(tree.uploads).toMatchObject({ autoMatch: true, chunk: true, chunk_size: 4 * 1024 * 1024 })
    expect(tree.billing).toMatchObject({ enable: false, stripe_test_mode: true, paypal_test_mode: true, stripe: { enable: false } })
    expect(tree.i18n).toEqual({ default_localization: 'en', enable: true })
    expect(tree.cookie_notice).toMatchObject({ enable: false, position: 'bottom' })
    expect(tree.dates).toEqual({ format: 'short', locale: 'en_US', default_timezone: 'auto' })
    expect(tree.radio_provider).toBe('local')
    expect(tree.menus).toHaveLength(5)
  })
})

describe('default menus', () => {
  it('match the menu contract admins save against', () => {
    expect(() => MenuSchema.array().parse(DEFAULT_MENUS)).not.toThrow()
    expect(DEFAULT_MENUS.find((m) => m.name === 'Mobile bottom')!.items.map((i) => [i.label, i.action])).toEqual([
      ['Discover', '/'],
      ['Search', '/search'],
      ['Your Music', '/library'],
    ])
  })
})

describe('isValidSettingKey', () => {
  it.each(['player.default_volume', 'ads.general_top', 'menus', 'recaptcha.enable.register'])('accepts %s', (key) =>
    expect(isValidSettingKey(key)).toBe(true),
  )
  it.each(['', '.a', 'a..b', 'a.__proto__', 'prototype', 'a b'])('refuses %j', (key) => expect(isValidSettingKey(key)).toBe(false))
})

describe('commaList / queryBoolean', () => {
  it('accepts "a,b", repeated params and trims blanks', () => {
    expect(commaList.parse('a,b')).toEqual(['a', 'b'])
    expect(commaList.parse(['a', 'b,c', ' '])).toEqual(['a', 'b', 'c'])
    expect(commaList.parse('')).toEqual([])
  })
  it('reads form booleans', () => {
    expect(['true', '1', true].map((v) => queryBoolean.parse(v))).toEqual([true, true, true])
    expect(['false', '0', ''].map((v) => queryBoolean.parse(v))).toEqual([false, false, false])
  })
})
