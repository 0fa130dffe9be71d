import { describe, expect, it } from 'vitest'
import {
  hasActiveSubscription,
  hasRole,
  isMenuItemVisible,
  isSubscribed,
  menuViewerFor,
  type MenuItemConditions,
  type MenuViewer,
} from '../../../src/shared/permissions/index'

function viewer(overrides: Partial<MenuViewer> = {}): MenuViewer {
  return { hasRole: () => false, can: () => false, setting: () => undefined, hasActiveSubscription: false, ...overrides }
}

const item: MenuItemConditions = {}

describe('roles and subscriptions (platform-core §6)', () => {
  it('hasRole checks role ids (numbers or numeric strings) and names', () => {
    const roles = [{ id: 3, name: 'artists' }]
    expect(hasRole(roles, 3)).toBe(true)
    expect(hasRole(roles, '3')).toBe(true)
    expect(hasRole(roles, 'artists')).toBe(true)
    expect(hasRole(roles, 4)).toBe(false)
    expect(hasRole(null, 3)).toBe(false)
  })

  it('subscribed means a valid subscription; menus use an active one; an absent list is none', () => {
    const graceOnly = [{ valid: true, active: false }]
    expect(isSubscribed(graceOnly)).toBe(true)
    expect(hasActiveSubscription(graceOnly)).toBe(false)
    expect(isSubscribed([{ valid: false, active: false }])).toBe(false)
    expect(hasActiveSubscription([{ valid: true, active: true }])).toBe(true)
    expect(isSubscribed(undefined)).toBe(false)
    expect(hasActiveSubscription(null)).toBe(false)
  })
})

describe('menu item visibility (platform-core §5)', () => {
  it('shows an item without conditions to everyone', () => {
    expect(isMenuItemVisible(item, viewer())).toBe(true)
  })

  it('needs every listed role', () => {
    expect(isMenuItemVisible({ roles: [1, 2] }, viewer({ hasRole: (r) => r === 1 }))).toBe(false)
    expect(isMenuItemVisible({ roles: [1, 2] }, viewer({ hasRole: () => true }))).toBe(true)
  })

  it('needs every listed permission', () => {
    const permissions = ['music.create', 'admin.access']
    expect(isMenuItemVisible({ permissions }, viewer({ can: (p) => p === 'music.create' }))).toBe(false)
    expect(isMenuItemVisible({ permissions }, viewer({ can: () => true }))).toBe(true)
  })

  it('needs every setting condition, reading JSON-ish booleans', () => {
    const settings = { 'player.show_become_artist_btn': true, 'billing.enable': false }
    const on = (values: Record<string, unknown>) => viewer({ setting: (k) => values[k] })
    expect(isMenuItemVisible({ settings }, on({ 'player.show_become_artist_btn': true }))).toBe(true)
    expect(isMenuItemVisible({ settings }, on({ 'player.show_become_artist_btn': '1' }))).toBe(true)
    expect(isMenuItemVisible({ settings }, on({}))).toBe(false)
    expect(isMenuItemVisible({ settings }, on({ 'player.show_become_artist_btn': true, 'billing.enable': true }))).toBe(false)
  })

  it('matches the subscription status on an active subscription', () => {
    expect(isMenuItemVisible({ subscriptionStatus: 'subscribed' }, viewer())).toBe(false)
    expect(isMenuItemVisible({ subscriptionStatus: 'subscribed' }, viewer({ hasActiveSubscription: true }))).toBe(true)
    expect(isMenuItemVisible({ subscriptionStatus: 'notSubscribed' }, viewer({ hasActiveSubscription: true }))).toBe(false)
    expect(isMenuItemVisible({ subscriptionStatus: 'not_subscribed' }, viewer())).toBe(true)
  })

  it('builds the viewer from a user, or from the guest role when logged out', () => {
    const setting = () => undefined
    const user = {
      roles: [{ id: 7 }],
      permissions: [{ name: 'music.create', restrictions: [] }],
      subscriptions: [{ valid: true, active: true }],
    }
    const guests = { permissions: [{ name: 'music.play', restrictions: [] }] }
    const member = menuViewerFor(user, guests, setting)
    expect(isMenuItemVisible({ roles: [7], permissions: ['music.create'], subscriptionStatus: 'subscribed' }, member)).toBe(true)
    expect(isMenuItemVisible({ permissions: ['music.play'] }, member)).toBe(false)
    const guest = menuViewerFor(null, guests, setting)
    expect(isMenuItemVisible({ permissions: ['music.play'] }, guest)).toBe(true)
    expect(isMenuItemVisible({ roles: [7] }, guest)).toBe(false)
    expect(isMenuItemVisible({ subscriptionStatus: 'subscribed' }, guest)).toBe(false)
  })
})
