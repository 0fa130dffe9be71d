import { describe, expect, it } from 'vitest'
import { isMenuItemVisible, menuItemsAt, resolveMenuAction, type MenuItemLike, type MenuViewer } from '../../src/shared/lib/menus'
import { DEFAULT_MENUS } from '../../src/shared/lib/default-menus'

function viewer(overrides: Partial<MenuViewer> = {}): MenuViewer {
  return {
    hasRole: () => false,
    can: () => false,
    setting: () => undefined,
    hasActiveSubscription: false,
    ...overrides,
  }
}

const item: MenuItemLike = { label: 'X', action: '/x' }

describe('menu item visibility', () => {
  it('shows an item without conditions to everyone', () => {
    expect(isMenuItemVisible(item, viewer())).toBe(true)
  })

  it('needs every listed role', () => {
    const roles = [1, 2]
    expect(isMenuItemVisible({ ...item, roles }, viewer({ hasRole: (r) => r === 1 }))).toBe(false)
    expect(isMenuItemVisible({ ...item, roles }, viewer({ hasRole: () => true }))).toBe(true)
  })

  it('needs every listed permission', () => {
    const permissions = ['music.create', 'admin.access']
    expect(isMenuItemVisible({ ...item, permissions }, viewer({ can: (p) => p === 'music.create' }))).toBe(false)
    expect(isMenuItemVisible({ ...item, permissions }, viewer({ can: () => true }))).toBe(true)
  })

  it('needs every setting condition', () => {
    const settings = { 'player.show_become_artist_btn': true, 'billing.enable': false }
    const on = (values: Record<string, unknown>) => viewer({ setting: (k) => values[k] })
    expect(isMenuItemVisible({ ...item, settings }, on({ 'player.show_become_artist_btn': true }))).toBe(true)
    expect(isMenuItemVisible({ ...item, settings }, on({ 'player.show_become_artist_btn': '1' }))).toBe(true)
    expect(isMenuItemVisible({ ...item, settings }, on({}))).toBe(false)
    expect(isMenuItemVisible({ ...item, settings }, on({ 'player.show_become_artist_btn': true, 'billing.enable': true }))).toBe(false)
  })

  it('matches the subscription status on an active subscription', () => {
    expect(isMenuItemVisible({ ...item, subscriptionStatus: 'subscribed' }, viewer())).toBe(false)
    expect(isMenuItemVisible({ ...item, subscriptionStatus: 'subscribed' }, viewer({ hasActiveSubscription: true }))).toBe(true)
    expect(isMenuItemVisible({ ...item, subscriptionStatus: 'notSubscribed' }, viewer({ hasActiveSubscription: true }))).toBe(false)
    expect(isMenuItemVisible({ ...item, subscriptionStatus: 'notSubscribed' }, viewer())).toBe(true)
  })
})

describe('menu actions and positions', () => {
  it('replaces {currentUser} with the user id', () => {
    expect(resolveMenuAction('/user/{currentUser}/library', 12)).toBe('/user/12/library')
    expect(resolveMenuAction('/user/{currentUser}', null)).toBe('/user/')
  })

  it('finds the items of a position in the default menus', () => {
    expect(menuItemsAt(DEFAULT_MENUS, 'mobile-bottom').map((i) => i.label)).toEqual(['Discover', 'Search', 'Your Music'])
    expect(menuItemsAt(DEFAULT_MENUS, 'nowhere')).toEqual([])
  })
})
