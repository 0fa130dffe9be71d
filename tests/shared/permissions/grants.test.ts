import { describe, expect, it } from 'vitest'
import {
  checkOverQuotaOrNoPermission,
  effectiveGrants,
  hasPermission,
  isAdmin,
  restrictionEnabled,
  restrictionLimit,
  type PermissionGrant,
} from '../../../src/shared/permissions/index'

const grant = (name: string, restrictions: PermissionGrant['restrictions'] = []): PermissionGrant => ({ name, restrictions })
const admin = [grant('admin')]
const artist = [grant('music.view'), grant('music.create', [{ name: 'minutes', value: 60 }])]

describe('hasPermission (platform-core §6)', () => {
  it('passes a granted permission and refuses others', () => {
    expect(hasPermission(artist, 'music.create')).toBe(true)
    expect(hasPermission(artist, 'music.delete')).toBe(false)
    expect(hasPermission([], 'music.view')).toBe(false)
  })

  it('lets the admin permission pass every check, even names that do not exist', () => {
    expect(isAdmin(admin)).toBe(true)
    expect(isAdmin(artist)).toBe(false)
    expect(hasPermission(admin, 'anything.at.all')).toBe(true)
    expect(checkOverQuotaOrNoPermission(admin, 'music.create', { restriction: 'minutes', count: 1e9 })).toEqual({
      overQuota: false,
      noPermission: false,
      failed: false,
    })
  })

  it("uses the user's list when logged in and the guest role's list when logged out", () => {
    const guests = { permissions: [grant('music.play')] }
    expect(effectiveGrants({ permissions: artist }, guests)).toBe(artist)
    expect(effectiveGrants(null, guests)).toEqual([grant('music.play')])
    expect(effectiveGrants(undefined, null)).toEqual([])
    // A logged-in user never borrows the guest role's grants.
    expect(hasPermission(effectiveGrants({ permissions: [] }, guests), 'music.play')).toBe(false)
  })
})

describe('quota checks', () => {
  it('reports noPermission without the permission, whatever the usage', () => {
    expect(checkOverQuotaOrNoPermission([], 'music.create', { restriction: 'minutes', count: 0 })).toEqual({
      overQuota: false,
      noPermission: true,
      failed: true,
    })
  })

  it('is over quota at or above the restriction, not below it', () => {
    const at = (count: number) => checkOverQuotaOrNoPermission(artist, 'music.create', { restriction: 'minutes', count })
    expect(at(59)).toEqual({ overQuota: false, noPermission: false, failed: false })
    expect(at(60)).toEqual({ overQuota: true, noPermission: false, failed: true })
    expect(at(61).overQuota).toBe(true)
  })

  it('treats an empty, missing or non-numeric restriction as unlimited', () => {
    const open = [grant('music.create', [{ name: 'minutes', value: null }])]
    expect(checkOverQuotaOrNoPermission(open, 'music.create', { restriction: 'minutes', count: 1e6 }).failed).toBe(false)
    expect(checkOverQuotaOrNoPermission(artist, 'music.create', { restriction: 'count', count: 1e6 }).failed).toBe(false)
    expect(restrictionLimit([grant('x', [{ name: 'n', value: true }])], 'x', 'n')).toBeNull()
  })

  it('takes the widest limit when several roles grant the permission', () => {
    const two = [...artist, grant('music.create', [{ name: 'minutes', value: 120 }])]
    expect(restrictionLimit(two, 'music.create', 'minutes')).toBe(120)
    expect(checkOverQuotaOrNoPermission(two, 'music.create', { restriction: 'minutes', count: 100 }).overQuota).toBe(false)
    const withUnlimited = [...artist, grant('music.create')]
    expect(restrictionLimit(withUnlimited, 'music.create', 'minutes')).toBeNull()
  })

  it('checks only the permission when no usage is given', () => {
    expect(checkOverQuotaOrNoPermission(artist, 'music.create').failed).toBe(false)
    expect(checkOverQuotaOrNoPermission(artist, 'music.delete').noPermission).toBe(true)
  })

  it('reads boolean restrictions, which admin always has', () => {
    const selector = [grant('music.create', [{ name: 'artist_selection', value: true }])]
    expect(restrictionEnabled(selector, 'music.create', 'artist_selection')).toBe(true)
    expect(restrictionEnabled(artist, 'music.create', 'artist_selection')).toBe(false)
    expect(restrictionEnabled(admin, 'music.create', 'artist_selection')).toBe(true)
  })
})
