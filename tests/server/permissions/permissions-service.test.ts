import { describe, expect, it } from 'vitest'
import { makePermissionsService, type PermissionsRepo } from '../../../src/server/modules/permissions/index'

function countingRepo() {
  const calls = { guestRole: 0 }
  const repo: PermissionsRepo = {
    async guestRole() {
      calls.guestRole++
      return { id: 2, name: 'guests', grants: [{ name: 'music.play', restrictions: [] }] }
    },
    async rolesOfUser() {
      return [{ id: 1, name: 'users' }]
    },
    async grantsOfUser() {
      return [{ name: 'admin', restrictions: [] }]
    },
  }
  return { repo, calls }
}

describe('permissions service', () => {
  it('serves the guest role from a per-process cache within its TTL and reloads after it', async () => {
    const { repo, calls } = countingRepo()
    let now = 0
    const service = makePermissionsService({ repo, guestRoleTtlMs: 1000, now: () => now })

    const first = await service.viewerFor(null)
    now = 999
    await service.viewerFor(null)
    expect(calls.guestRole).toBe(1)
    expect(first.can('music.play')).toBe(true)
    expect(first.can('music.download')).toBe(false)

    now = 1000
    await service.viewerFor(null)
    expect(calls.guestRole).toBe(2)

    service.invalidate()
    await service.viewerFor(null)
    expect(calls.guestRole).toBe(3)
  })

  it('does not cache with a TTL of 0', async () => {
    const { repo, calls } = countingRepo()
    const service = makePermissionsService({ repo, guestRoleTtlMs: 0 })
    await service.viewerFor(null)
    await service.viewerFor(null)
    expect(calls.guestRole).toBe(2)
  })

  it('gives a signed-in admin every permission', async () => {
    const { repo } = countingRepo()
    const viewer = await makePermissionsService({ repo }).viewerFor(7)
    expect(viewer.userId).toBe(7)
    expect(viewer.isAdmin).toBe(true)
    expect(viewer.can('anything.at.all')).toBe(true)
    expect(viewer.roles).toEqual([{ id: 1, name: 'users' }])
  })
})
