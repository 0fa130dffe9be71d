import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RegisterResponseSchema } from '../../../src/shared/contracts/auth'
import { InvitesResponseSchema } from '../../../src/shared/contracts/workspaces'
import { users, workspaceUser } from '../../../src/server/db/schema/index'
import type { TestApp } from '../../helpers/build-app'
import { Browser, PASSWORD, setSetting } from '../auth/auth-helpers'
import { buildWorkspacesApp, creator, inviteRows, json, newWorkspace, workspaceRoleId } from './workspaces-app'

/** The register variant for invites (platform-core §3 register payload: invite_type, invite_id). */
describe('registering through a workspace invite', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildWorkspacesApp()
  })
  afterAll(() => t.close())

  async function inviteTo(email: string) {
    const owner = await creator(t.db)
    const ws = await newWorkspace(t.db, owner.id)
    const res = await t.app.inject(json('POST', `workspace/${ws.id}/invite`, owner.headers, { emails: [email], role_id: await workspaceRoleId(t.db, 'Workspace Editor') }))
    return { ws, inviteId: InvitesResponseSchema.parse(res.json()).invites[0]!.id }
  }
  const register = (email: string, extra: Record<string, unknown>) =>
    new Browser(t.app).post('auth/register', { email, password: PASSWORD, password_confirmation: PASSWORD, ...extra })

  it('joins the workspace, makes it active and skips e-mail confirmation, even with sign-ups closed', async () => {
    await setSetting(t.db, 'registration.disable', true)
    await setSetting(t.db, 'require_email_confirmation', true)
    const { ws, inviteId } = await inviteTo('joiner@example.com')
    const res = await register('joiner@example.com', { invite_type: 'workspace', invite_id: inviteId })
    expect(res.statusCode).toBe(200)
    expect(RegisterResponseSchema.parse(res.json()).status).toBe('success')
    const cookie = (res.cookies as Array<{ name: string; value: string }>).find((c) => c.name === 'activeWorkspaceId')
    expect(cookie?.value).toBe(String(ws.id))
    const [user] = await t.db.select().from(users).where(eq(users.email, 'joiner@example.com'))
    expect(user!.emailVerifiedAt).not.toBeNull()
    const [member] = await t.db.select().from(workspaceUser).where(and(eq(workspaceUser.workspaceId, ws.id), eq(workspaceUser.userId, user!.id)))
    expect(member!.roleId).toBe(await workspaceRoleId(t.db, 'Workspace Editor'))
    expect(await inviteRows(t.db, ws.id)).toEqual([])
  })

  it('does not admit another address with someone’s invite id, and leaves the invite alone', async () => {
    await setSetting(t.db, 'registration.disable', true)
    const { ws, inviteId } = await inviteTo('rightful@example.com')
    const res = await register('thief@example.com', { invite_type: 'workspace', invite_id: inviteId })
    expect(res.statusCode).toBe(403)
    expect(await t.db.select().from(users).where(eq(users.email, 'thief@example.com'))).toEqual([])
    expect(await inviteRows(t.db, ws.id)).toHaveLength(1)
  })

  it('registers normally, without joining, when sign-ups are open and the invite is for someone else', async () => {
    await setSetting(t.db, 'registration.disable', false)
    await setSetting(t.db, 'require_email_confirmation', false)
    const { ws, inviteId } = await inviteTo('owner-of-invite@example.com')
    const res = await register('bystander@example.com', { invite_type: 'workspace', invite_id: inviteId })
    expect(res.statusCode).toBe(200)
    expect((res.cookies as Array<{ name: string }>).some((c) => c.name === 'activeWorkspaceId')).toBe(false)
    expect(await inviteRows(t.db, ws.id)).toHaveLength(1)
  })
})
