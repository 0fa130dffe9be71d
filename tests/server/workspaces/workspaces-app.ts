import { and, eq } from 'drizzle-orm'
import type { Db } from '../../../src/server/db/client'
import { roles, users, workspaceInvites, workspaceUser, workspaces } from '../../../src/server/db/schema/index'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { actor, grant, type Actor } from '../backstage/backstage-app'

export type { Actor }

/** The real app with WORKSPACES_ENABLED on, the seeded roles (workspace roles included), acting by header. */
export function buildWorkspacesApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  return buildTestApp({ ADMIN_PASSWORD: 'admin-password-1', WORKSPACES_ENABLED: '1', ...overrides }, { seedPlatform: true, actAsUser: true })
}

/** A `users` member who may create workspaces (the default role does not grant it; see 0014-workspaces.md). */
export async function creator(db: Db, restrictions: { name: string; value: number }[] = []): Promise<Actor & { email: string }> {
  const a = await actor(db, ['users'])
  await grant(db, a.id, 'workspaces.create', restrictions)
  return { ...a, email: await emailOf(db, a.id) }
}

export async function listener(db: Db): Promise<Actor & { email: string }> {
  const a = await actor(db, ['users'])
  return { ...a, email: await emailOf(db, a.id) }
}

async function emailOf(db: Db, id: number): Promise<string> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, id))
  return row!.email
}

export async function workspaceRoleId(db: Db, name: 'Workspace Member' | 'Workspace Editor' | 'Workspace Admin'): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(and(eq(roles.name, name), eq(roles.type, 'workspace')))
  return row!.id
}

/** Arrange: a workspace owned by `ownerId`, with members holding workspace roles. */
export async function newWorkspace(db: Db, ownerId: number, members: { userId: number; roleId: number }[] = [], name = 'Team') {
  const [ws] = await db.insert(workspaces).values({ name, ownerId }).returning()
  await db.insert(workspaceUser).values([{ workspaceId: ws!.id, userId: ownerId, isOwner: true }, ...members.map((m) => ({ workspaceId: ws!.id, ...m }))])
  return ws!
}

export async function memberIds(db: Db, workspaceId: number): Promise<number[]> {
  const rows = await db.select({ id: workspaceUser.userId }).from(workspaceUser).where(eq(workspaceUser.workspaceId, workspaceId))
  return rows.map((r) => r.id).sort((a, b) => a - b)
}

export async function inviteRows(db: Db, workspaceId: number) {
  return db.select().from(workspaceInvites).where(eq(workspaceInvites.workspaceId, workspaceId))
}

export function json(method: string, url: string, headers: Record<string, string>, payload?: unknown) {
  return { method: method as 'GET', url: `/api/v1/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) }
}
