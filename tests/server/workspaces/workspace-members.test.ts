import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { workspaceUser } from '../../../src/server/db/schema/index'
import type { TestApp } from '../../helpers/build-app'
import { buildWorkspacesApp, creator, json, listener, memberIds, newWorkspace, workspaceRoleId } from './workspaces-app'

describe('workspace members: roles, removal, leaving', () => {
  let t: TestApp
  let roles: Record<'member' | 'editor' | 'admin', number>
  beforeAll(async () => {
    t = await buildWorkspacesApp()
    roles = {
      member: await workspaceRoleId(t.db, 'Workspace Member'),
      editor: await workspaceRoleId(t.db, 'Workspace Editor'),
      admin: await workspaceRoleId(t.db, 'Workspace Admin'),
    }
  })
  afterAll(() => t.close())

  const roleOf = async (workspaceId: number, userId: number) =>
    (await t.db.select().from(workspaceUser).where(and(eq(workspaceUser.workspaceId, workspaceId), eq(workspaceUser.userId, userId))))[0]?.roleId

  it('changes a member’s role with workspace_members.update; a plain member may not', async () => {
    const owner = await creator(t.db)
    const [admin, member] = [await listener(t.db), await listener(t.db)]
    const ws = await newWorkspace(t.db, owner.id, [
      { userId: admin.id, roleId: roles.admin },
      { userId: member.id, roleId: roles.member },
    ])
    const change = (headers: Record<string, string>, userId: number, roleId: number) => t.app.inject(json('PUT', `workspace/${ws.id}/member/${userId}`, headers, { role_id: roleId }))
    expect((await change(member.headers, admin.id, roles.member)).statusCode).toBe(403)
    expect(await roleOf(ws.id, admin.id)).toBe(roles.admin)
    expect((await change(admin.headers, member.id, roles.editor)).statusCode).toBe(200)
    expect(await roleOf(ws.id, member.id)).toBe(roles.editor)
    expect((await change(admin.headers, owner.id, roles.member)).statusCode).toBe(403)
    expect((await change(owner.headers, 999999, roles.member)).statusCode).toBe(404)
    expect((await change(owner.headers, member.id, 999999)).statusCode).toBe(422)
  })

  it('removes members with workspace_members.delete, lets anyone leave, never the owner', async () => {
    const owner = await creator(t.db)
    const [admin, member, other] = [await listener(t.db), await listener(t.db), await listener(t.db)]
    const ws = await newWorkspace(t.db, owner.id, [
      { userId: admin.id, roleId: roles.admin },
      { userId: member.id, roleId: roles.member },
      { userId: other.id, roleId: roles.member },
    ])
    const remove = (headers: Record<string, string>, userId: number) => t.app.inject(json('DELETE', `workspace/${ws.id}/member/${userId}`, headers))
    expect((await remove(member.headers, other.id)).statusCode).toBe(403)
    expect((await remove(admin.headers, owner.id)).statusCode).toBe(403)
    expect((await remove(owner.headers, owner.id)).json().message).toBe("The workspace owner can't leave or be removed.")
    expect((await remove(admin.headers, other.id)).statusCode).toBe(200)
    expect((await remove(member.headers, member.id)).statusCode).toBe(200)
    expect(await memberIds(t.db, ws.id)).toEqual([owner.id, admin.id].sort((a, b) => a - b))
    // A former member sees nothing of it any more.
    expect((await t.app.inject(json('GET', `workspace/${ws.id}`, member.headers))).statusCode).toBe(404)
  })
})
