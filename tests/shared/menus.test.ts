import { describe, expect, it } from 'vitest'
import { menuItemsAt, resolveMenuAction } from '../../src/shared/lib/menus'
import { DEFAULT_MENUS } from '../../src/shared/lib/default-menus'

// Visibility rules are tested with the other permission rules in tests/shared/permissions/.
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
