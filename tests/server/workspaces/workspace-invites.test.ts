import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { InvitesResponseSchema, JoinWorkspaceResponseSchema } from '../../../src/shared/contracts/workspaces'
import { notifications, outgoingEmails, users, workspaceInvites, workspaceUser } from '../../../src/server/db/schema/index'
import { hashPassword } from '../../../src/server/lib/passwords'
import type { TestApp } from '../../helpers/build-app'
import { Browser, PASSWORD } from '../auth/auth-helpers'
import { roleId } from '../backstage/backstage-app'
import { buildWorkspacesApp, creator, inviteRows, json, listener, memberIds, newWorkspace, workspaceRoleId } from './workspaces-app'

describe('workspace invites: send, join, decline (platform-core §4, §7, §8)', () => {
  let t: TestApp
  let memberRole: number
  beforeAll(async () => {
    t = await buildWorkspacesApp({ APP_URL: 'https://encore.test' })
    memberRole = await workspaceRoleId(t.db, 'Workspace Member')
  })
  afterAll(() => t.close())

  async function invite(headers: Record<string, string>, workspaceId: number, emails: string[], roleId = memberRole) {
    return t.app.inject(json('POST', `workspace/${workspaceId}/invite`, headers, { emails, role_id: roleId }))
  }

  it('invites by e-mail: stores the invite, mails it and notifies an existing account', async () => {
    const owner = await creator(t.db)
    const invitee = await listener(t.db)
    const ws = await newWorkspace(t.db, owner.id, [], 'Studio')
    const res = await invite(owner.headers, ws.id, [invitee.email.toUpperCase(), 'new.person@example.com'])
    expect(res.statusCode).toBe(200)
    const { invites } = InvitesResponseSchema.parse(res.json())
    expect(invites.map((i) => [i.email, i.role_name]).sort()).toEqual(
      [
        [invitee.email, 'Workspace Member'],
        ['new.person@example.com', 'Workspace Member'],
      ].sort(),
    )
    const mails = await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, 'new.person@example.com'))
    const newcomer = invites.find((i) => i.email === 'new.person@example.com')!
    expect(mails[0]!.subject).toBe('Invitation to join Studio')
    expect(mails[0]!.text).toContain(`https://encore.test/workspace/join/register?email=new.person%40example.com&inviteId=${newcomer.id}`)
    const existing = invites.find((i) => i.email === invitee.email)!
    const [known] = await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, invitee.email))
    expect(known!.text).toContain(`/workspace/join/login?`)
    const [notice] = await t.db.select().from(notifications).where(and(eq(notifications.notifiableId, invitee.id), eq(notifications.type, 'WorkspaceInvite')))
    expect(notice).toBeDefined()
    expect(JSON.stringify(notice)).toContain(existing.id)
  })

  it('joins once: the invitee becomes a member with the invited role; used again → 404, nothing changed', async () => {
    const owner = await creator(t.db)
    const invitee = await listener(t.db)
    const ws = await newWorkspace(t.db, owner.id)
    const editor = await workspaceRoleId(t.db, 'Workspace Editor')
    const { invites } = InvitesResponseSchema.parse((await invite(owner.headers, ws.id, [invitee.email], editor)).json())
    const join = await t.app.inject(json('GET', `workspace/join/${invites[0]!.id}`, invitee.headers))
    expect(join.statusCode).toBe(200)
    expect(JoinWorkspaceResponseSchema.parse(join.json())).toEqual({ workspace: { id: ws.id } })
    const [membership] = await t.db.select().from(workspaceUser).where(and(eq(workspaceUser.workspaceId, ws.id), eq(workspaceUser.userId, invitee.id)))
    expect(membership).toMatchObject({ roleId: editor, isOwner: false })
    expect(await inviteRows(t.db, ws.id)).toEqual([])

    const again = await t.app.inject(json('GET', `workspace/join/${invites[0]!.id}`, invitee.headers))
    expect(again.statusCode).toBe(404)
    expect(again.json().message).toBe('This invite is no longer valid')
    const declineUsed = await t.app.inject(json('DELETE', `workspace/invite/${invites[0]!.id}`, invitee.headers))
    expect(declineUsed.statusCode).toBe(404)
    expect(await memberIds(t.db, ws.id)).toEqual([owner.id, invitee.id].sort((a, b) => a - b))
  })

  it('joins over a session cookie only with the XSRF header: a plain navigation from another site is refused (419)', async () => {
    const owner = await creator(t.db)
    const invitee = await listener(t.db)
    await t.db.update(users).set({ password: await hashPassword(PASSWORD), emailVerifiedAt: new Date() }).where(eq(users.id, invitee.id))
    const ws = await newWorkspace(t.db, owner.id)
    const { invites } = InvitesResponseSchema.parse((await invite(owner.headers, ws.id, [invitee.email])).json())
    const browser = new Browser(t.app)
    expect((await browser.login(invitee.email)).statusCode).toBe(200)

    const navigated = await browser.request('GET', `workspace/join/${invites[0]!.id}`, undefined, { xsrf: false })
    expect(navigated.statusCode).toBe(419)
    expect(navigated.json().message).toBe('CSRF token mismatch.')
    expect(await memberIds(t.db, ws.id)).toEqual([owner.id])

    const joined = await browser.request('GET', `workspace/join/${invites[0]!.id}`)
    expect(joined.statusCode).toBe(200)
    expect(await memberIds(t.db, ws.id)).toEqual([owner.id, invitee.id].sort((a, b) => a - b))
  })

  it('refuses someone else’s invite (403) and keeps it for the invitee', async () => {
    const owner = await creator(t.db)
    const invitee = await listener(t.db)
    const intruder = await listener(t.db)
    const ws = await newWorkspace(t.db, owner.id)
    const { invites } = InvitesResponseSchema.parse((await invite(owner.headers, ws.id, [invitee.email])).json())
    const id = invites[0]!.id
    const stolen = await t.app.inject(json('GET', `workspace/join/${id}`, intruder.headers))
    expect(stolen.statusCode).toBe(403)
    expect(stolen.json().message).toBe('This invite is no longer valid')
    expect((await t.app.inject(json('DELETE', `workspace/invite/${id}`, intruder.headers))).statusCode).toBe(403)
    expect((await t.app.inject(json('GET', `workspace/join/${id}`, {}))).statusCode).toBe(401)
    expect(await memberIds(t.db, ws.id)).toEqual([owner.id])
    expect((await inviteRows(t.db, ws.id)).map((i) => i.id)).toEqual([id])
  })

  it('declines: the invite is gone, no membership; a second decline or join is 404', async () => {
    const owner = await creator(t.db)
    const invitee = await listener(t.db)
    const ws = await newWorkspace(t.db, owner.id)
    const { invites } = InvitesResponseSchema.parse((await invite(owner.headers, ws.id, [invitee.email])).json())
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/workspace/invite/${invites[0]!.id}?_method=DELETE`, headers: invitee.headers })
    expect(res.statusCode).toBe(200)
    expect(await inviteRows(t.db, ws.id)).toEqual([])
    expect((await t.app.inject(json('DELETE', `workspace/invite/${invites[0]!.id}`, invitee.headers))).statusCode).toBe(404)
    expect((await t.app.inject(json('GET', `workspace/join/${invites[0]!.id}`, invitee.headers))).statusCode).toBe(404)
    expect(await memberIds(t.db, ws.id)).toEqual([owner.id])
  })

  it('lets a member who may invite withdraw an invite; unknown or malformed ids are 404/422', async () => {
    const owner = await creator(t.db)
    const admin = await listener(t.db)
    const ws = await newWorkspace(t.db, owner.id, [{ userId: admin.id, roleId: await workspaceRoleId(t.db, 'Workspace Admin') }])
    const { invites } = InvitesResponseSchema.parse((await invite(admin.headers, ws.id, ['someone@example.com'])).json())
    expect((await t.app.inject(json('DELETE', `workspace/invite/${invites[0]!.id}`, admin.headers))).statusCode).toBe(200)
    expect(await inviteRows(t.db, ws.id)).toEqual([])
    expect((await t.app.inject(json('GET', 'workspace/join/2f1e0c52-1b9a-4c55-9a43-3b2ad5d0e001', admin.headers))).statusCode).toBe(404)
    const bad = await t.app.inject(json('GET', 'workspace/join/not-a-uuid', admin.headers))
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors)).toEqual(['inviteId'])
  })

  it('needs workspace_members.invite and a workspace role; re-inviting keeps one invite', async () => {
    const owner = await creator(t.db)
    const member = await listener(t.db)
    const ws = await newWorkspace(t.db, owner.id, [{ userId: member.id, roleId: memberRole }])
    expect((await invite(member.headers, ws.id, ['x@example.com'])).statusCode).toBe(403)
    // A sitewide role is not a workspace role.
    const usersRoleInvite = await invite(owner.headers, ws.id, ['x@example.com'], await roleId(t.db, 'users'))
    expect(usersRoleInvite.statusCode).toBe(422)
    expect(Object.keys(usersRoleInvite.json().errors)).toEqual(['role_id'])
    expect((await invite(owner.headers, ws.id, ['not-an-email'])).statusCode).toBe(422)
    expect((await invite(owner.headers, ws.id, [member.email])).statusCode).toBe(422)
    await invite(owner.headers, ws.id, ['x@example.com'])
    await invite(owner.headers, ws.id, ['x@example.com'], await workspaceRoleId(t.db, 'Workspace Editor'))
    const rows = await inviteRows(t.db, ws.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.roleId).toBe(await workspaceRoleId(t.db, 'Workspace Editor'))
  })

  it('counts members and pending invites against the owner’s member_count restriction', async () => {
    const owner = await creator(t.db, [{ name: 'member_count', value: 3 }])
    const ws = await newWorkspace(t.db, owner.id)
    expect((await invite(owner.headers, ws.id, ['a@example.com', 'b@example.com'])).statusCode).toBe(200)
    const over = await invite(owner.headers, ws.id, ['c@example.com'])
    expect(over.statusCode).toBe(403)
    expect(over.json().message).toBe('This workspace has reached its maximum number of members.')
    expect(await t.db.select().from(workspaceInvites).where(eq(workspaceInvites.email, 'c@example.com'))).toEqual([])
  })
})
