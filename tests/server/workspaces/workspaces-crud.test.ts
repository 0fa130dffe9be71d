import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BootstrapDataSchema } from '../../../src/shared/contracts/bootstrap'
import {
  UserWorkspacesResponseSchema,
  WorkspaceResponseSchema,
  WorkspaceRolesResponseSchema,
  WorkspaceWithMembersResponseSchema,
} from '../../../src/shared/contracts/workspaces'
import { workspaces } from '../../../src/server/db/schema/index'
import type { TestApp } from '../../helpers/build-app'
import { actor } from '../backstage/backstage-app'
import { buildWorkspacesApp, creator, json, listener, memberIds, newWorkspace, workspaceRoleId } from './workspaces-app'

describe('workspaces: create, rename, delete, list (platform-core §3, §7)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildWorkspacesApp()
  })
  afterAll(() => t.close())

  it('creates a workspace owned by the caller, its only member', async () => {
    const owner = await creator(t.db)
    const res = await t.app.inject(json('POST', 'workspace', owner.headers, { name: '  Label crew ' }))
    expect(res.statusCode).toBe(200)
    const { workspace } = WorkspaceResponseSchema.parse(res.json())
    expect(workspace).toMatchObject({ name: 'Label crew', owner_id: owner.id, members_count: 1, is_owner: true })
    expect(workspace.permissions).toContain('workspace_members.invite')
    const [row] = await t.db.select().from(workspaces).where(eq(workspaces.id, workspace.id))
    expect(row!.ownerId).toBe(owner.id)
    expect(await memberIds(t.db, workspace.id)).toEqual([owner.id])
  })

  it('needs workspaces.create: 403 without it, 401 for guests, nothing stored', async () => {
    const plain = await listener(t.db)
    const before = (await t.db.select().from(workspaces)).length
    expect((await t.app.inject(json('POST', 'workspace', plain.headers, { name: 'Nope' }))).statusCode).toBe(403)
    expect((await t.app.inject(json('POST', 'workspace', {}, { name: 'Nope' }))).statusCode).toBe(401)
    expect(await t.db.select().from(workspaces)).toHaveLength(before)
  })

  it('stops at the count restriction of workspaces.create (over quota, 403 with the message)', async () => {
    const capped = await creator(t.db, [{ name: 'count', value: 1 }])
    expect((await t.app.inject(json('POST', 'workspace', capped.headers, { name: 'One' }))).statusCode).toBe(200)
    const second = await t.app.inject(json('POST', 'workspace', capped.headers, { name: 'Two' }))
    expect(second.statusCode).toBe(403)
    expect(second.json().message).toBe('You have reached the maximum number of workspaces.')
    expect(await t.db.select().from(workspaces).where(eq(workspaces.ownerId, capped.id))).toHaveLength(1)
  })

  it('names the field on bad input (422)', async () => {
    const owner = await creator(t.db)
    for (const body of [{ name: '' }, { name: 'x'.repeat(101) }, {}, { name: 'a\u0000b' }]) {
      const res = await t.app.inject(json('POST', 'workspace', owner.headers, body))
      expect(res.statusCode).toBe(422)
      expect(Object.keys(res.json().errors)).toContain('name')
    }
  })

  it('renames and deletes for the owner only; a member gets 403 and a stranger 404', async () => {
    const owner = await creator(t.db)
    const member = await listener(t.db)
    const stranger = await listener(t.db)
    const ws = await newWorkspace(t.db, owner.id, [{ userId: member.id, roleId: await workspaceRoleId(t.db, 'Workspace Admin') }])
    expect((await t.app.inject(json('PUT', `workspace/${ws.id}`, member.headers, { name: 'Mine now' }))).statusCode).toBe(403)
    expect((await t.app.inject(json('PUT', `workspace/${ws.id}`, stranger.headers, { name: 'Mine now' }))).statusCode).toBe(404)
    expect((await t.app.inject(json('DELETE', `workspace/${ws.id}`, member.headers))).statusCode).toBe(403)
    expect((await t.db.select().from(workspaces).where(eq(workspaces.id, ws.id)))[0]!.name).toBe('Team')

    const renamed = await t.app.inject(json('PUT', `workspace/${ws.id}`, owner.headers, { name: 'Renamed' }))
    expect(WorkspaceResponseSchema.parse(renamed.json()).workspace).toMatchObject({ name: 'Renamed', members_count: 2 })
    // Method override (POST + X-HTTP-Method-Override) reaches the same route.
    const del = await t.app.inject({ method: 'POST', url: `/api/v1/workspace/${ws.id}`, headers: { ...owner.headers, 'x-http-method-override': 'DELETE' } })
    expect(del.statusCode).toBe(200)
    expect(await t.db.select().from(workspaces).where(eq(workspaces.id, ws.id))).toEqual([])
    expect(await memberIds(t.db, ws.id)).toEqual([])
  })

  it('lists the caller’s workspaces (user-workspaces), paginated, with member counts', async () => {
    const me = await listener(t.db)
    const other = await listener(t.db)
    const mine = await newWorkspace(t.db, me.id, [], 'Mine')
    const joined = await newWorkspace(t.db, other.id, [{ userId: me.id, roleId: await workspaceRoleId(t.db, 'Workspace Member') }], 'Joined')
    await newWorkspace(t.db, other.id, [], 'Not mine')
    const res = await t.app.inject(json('GET', 'me/workspaces?perPage=1', me.headers))
    const page = UserWorkspacesResponseSchema.parse(res.json()).pagination
    expect(page.data.map((w) => w.name)).toEqual(['Mine'])
    expect(page.next_page).toBe(2)
    const next = UserWorkspacesResponseSchema.parse((await t.app.inject(json('GET', 'me/workspaces?perPage=1&page=2', me.headers))).json()).pagination
    expect(next.data).toEqual([expect.objectContaining({ id: joined.id, members_count: 2, is_owner: false })])
    expect(mine.id).toBeLessThan(joined.id)
  })

  it('shows a workspace with members and invites to members only', async () => {
    const owner = await creator(t.db)
    const member = await listener(t.db)
    const ws = await newWorkspace(t.db, owner.id, [{ userId: member.id, roleId: await workspaceRoleId(t.db, 'Workspace Editor') }])
    const res = await t.app.inject(json('GET', `workspace/${ws.id}`, member.headers))
    const body = WorkspaceWithMembersResponseSchema.parse(res.json())
    expect(body.members.data.map((m) => [m.id, m.is_owner, m.role_name])).toEqual([
      [owner.id, true, null],
      [member.id, false, 'Workspace Editor'],
    ])
    expect(body.workspace.permissions).toEqual(expect.arrayContaining(['files.create']))
    expect(body.workspace.permissions).not.toContain('workspace_members.invite')
    expect((await t.app.inject(json('GET', `workspace/${ws.id}`, (await listener(t.db)).headers))).statusCode).toBe(404)
    expect((await t.app.inject(json('GET', 'workspace/999999', owner.headers))).statusCode).toBe(404)
    expect((await t.app.inject(json('GET', 'workspace/abc', owner.headers))).statusCode).toBe(422)
  })

  it('lists the seeded workspace roles', async () => {
    const res = await t.app.inject(json('GET', 'workspace/roles', (await listener(t.db)).headers))
    expect(WorkspaceRolesResponseSchema.parse(res.json()).roles.map((r) => r.name)).toEqual(['Workspace Member', 'Workspace Editor', 'Workspace Admin'])
  })

  it('tells the client through bootstrap settings that workspaces are on', async () => {
    const res = await t.app.inject({ url: '/api/v1/bootstrap-data' })
    const settings = BootstrapDataSchema.parse(res.json()).settings as { workspaces?: { integrated?: boolean } }
    expect(settings.workspaces?.integrated).toBe(true)
  })
})

describe('workspaces when WORKSPACES_ENABLED is off (the default)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildWorkspacesApp({ WORKSPACES_ENABLED: '0' })
  })
  afterAll(() => t.close())

  it('answers 404 and stores nothing, and bootstrap says so', async () => {
    const admin = await actor(t.db, ['admin'])
    expect((await t.app.inject(json('POST', 'workspace', admin.headers, { name: 'X' }))).statusCode).toBe(404)
    expect((await t.app.inject(json('GET', 'me/workspaces', admin.headers))).statusCode).toBe(404)
    expect(await t.db.select().from(workspaces)).toEqual([])
    const settings = BootstrapDataSchema.parse((await t.app.inject({ url: '/api/v1/bootstrap-data' })).json()).settings as { workspaces?: { integrated?: boolean } }
    expect(settings.workspaces?.integrated).toBe(false)
  })
})
