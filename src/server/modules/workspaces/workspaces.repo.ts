import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { permissionables, permissions, roles, users, workspaceInvites, workspaceUser, workspaces } from '../../db/schema/index'

export type WorkspaceRow = typeof workspaces.$inferSelect
export type InviteRow = typeof workspaceInvites.$inferSelect

const membersCount = sql<number>`(select count(*)::int from ${workspaceUser} m where m.workspace_id = ${workspaces.id})`

/** The only Drizzle queries for workspaces, members and invites. */
export function makeWorkspacesRepo(db: Db) {
  return {
    /** Creates the workspace and its owner's membership together. */
    async create(name: string, ownerId: number): Promise<WorkspaceRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(workspaces).values({ name, ownerId }).returning()
        await tx.insert(workspaceUser).values({ workspaceId: row!.id, userId: ownerId, isOwner: true })
        return row!
      })
    },
    async find(id: number): Promise<WorkspaceRow | null> {
      const [row] = await db.select().from(workspaces).where(eq(workspaces.id, id)).limit(1)
      return row ?? null
    },
    async rename(id: number, name: string): Promise<void> {
      await db.update(workspaces).set({ name }).where(eq(workspaces.id, id))
    },
    async remove(id: number): Promise<void> {
      await db.delete(workspaces).where(eq(workspaces.id, id))
    },
    async ownedCount(ownerId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(workspaces).where(eq(workspaces.ownerId, ownerId))
      return row?.n ?? 0
    },

    /** The caller's membership (null when not a member). */
    async membership(workspaceId: number, userId: number) {
      const [row] = await db
        .select({ roleId: workspaceUser.roleId, isOwner: workspaceUser.isOwner })
        .from(workspaceUser)
        .where(and(eq(workspaceUser.workspaceId, workspaceId), eq(workspaceUser.userId, userId)))
        .limit(1)
      return row ?? null
    },
    /** One page of the user's workspaces with their member counts and the user's own role (index workspace_user_user_idx). */
    async userWorkspaces(userId: number, offset: number, limit: number) {
      return db
        .select({ workspace: workspaces, membersCount, roleId: workspaceUser.roleId, isOwner: workspaceUser.isOwner })
        .from(workspaceUser)
        .innerJoin(workspaces, eq(workspaces.id, workspaceUser.workspaceId))
        .where(eq(workspaceUser.userId, userId))
        .orderBy(asc(workspaceUser.workspaceId))
        .offset(offset)
        .limit(limit)
    },
    async membersCount(workspaceId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(workspaceUser).where(eq(workspaceUser.workspaceId, workspaceId))
      return row?.n ?? 0
    },
    /** One page of members, owner first (primary key (workspace_id, user_id)). */
    async members(workspaceId: number, offset: number, limit: number) {
      return db
        .select({
          id: users.id,
          email: users.email,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          image: users.image,
          roleId: workspaceUser.roleId,
          roleName: roles.name,
          isOwner: workspaceUser.isOwner,
        })
        .from(workspaceUser)
        .innerJoin(users, eq(users.id, workspaceUser.userId))
        .leftJoin(roles, eq(roles.id, workspaceUser.roleId))
        .where(eq(workspaceUser.workspaceId, workspaceId))
        .orderBy(desc(workspaceUser.isOwner), asc(workspaceUser.userId))
        .offset(offset)
        .limit(limit)
    },
    async addMember(workspaceId: number, userId: number, roleId: number | null): Promise<void> {
      await db.insert(workspaceUser).values({ workspaceId, userId, roleId }).onConflictDoNothing()
    },
    async changeRole(workspaceId: number, userId: number, roleId: number): Promise<void> {
      await db.update(workspaceUser).set({ roleId }).where(and(eq(workspaceUser.workspaceId, workspaceId), eq(workspaceUser.userId, userId)))
    },
    async removeMember(workspaceId: number, userId: number): Promise<void> {
      await db.delete(workspaceUser).where(and(eq(workspaceUser.workspaceId, workspaceId), eq(workspaceUser.userId, userId)))
    },

    /** Pending invites of a workspace, newest first; bounded by the member quota in practice, capped anyway. */
    async invites(workspaceId: number) {
      return db
        .select({ id: workspaceInvites.id, email: workspaceInvites.email, roleId: workspaceInvites.roleId, roleName: roles.name, createdAt: workspaceInvites.createdAt })
        .from(workspaceInvites)
        .leftJoin(roles, eq(roles.id, workspaceInvites.roleId))
        .where(eq(workspaceInvites.workspaceId, workspaceId))
        .orderBy(desc(workspaceInvites.createdAt))
        .limit(100)
    },
    async invitesCount(workspaceId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(workspaceInvites).where(eq(workspaceInvites.workspaceId, workspaceId))
      return row?.n ?? 0
    },
    /** One invite per address and workspace: inviting again refreshes the role and keeps the id. */
    async upsertInvites(workspaceId: number, emails: string[], roleId: number, invitedBy: number): Promise<InviteRow[]> {
      return db
        .insert(workspaceInvites)
        .values(emails.map((email) => ({ workspaceId, email, roleId, invitedBy })))
        .onConflictDoUpdate({ target: [workspaceInvites.workspaceId, workspaceInvites.email], set: { roleId, invitedBy } })
        .returning()
    },
    async findInvite(id: string): Promise<InviteRow | null> {
      const [row] = await db.select().from(workspaceInvites).where(eq(workspaceInvites.id, id)).limit(1)
      return row ?? null
    },
    /**
     * Uses an invite once: deletes it and, when `joinAs` is given, adds the member in the same
     * transaction. False when someone else used it first (the delete found no row).
     */
    async consumeInvite(id: string, joinAs?: { userId: number; workspaceId: number; roleId: number | null }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const gone = await tx.delete(workspaceInvites).where(eq(workspaceInvites.id, id)).returning({ id: workspaceInvites.id })
        if (gone.length === 0) return false
        if (joinAs) await tx.insert(workspaceUser).values(joinAs).onConflictDoNothing()
        return true
      })
    },

    /** Roles of type `workspace`, in their admin order. */
    async workspaceRoles() {
      return db
        .select({ id: roles.id, name: roles.name, description: roles.description })
        .from(roles)
        .where(eq(roles.type, 'workspace'))
        .orderBy(asc(roles.order), asc(roles.id))
    },
    /** Permission names granted to one role. */
    async roleGrants(roleId: number): Promise<string[]> {
      const rows = await db
        .select({ name: permissions.name })
        .from(permissionables)
        .innerJoin(permissions, eq(permissions.id, permissionables.permissionId))
        .where(and(eq(permissionables.permissionableType, 'role'), eq(permissionables.permissionableId, roleId)))
      return rows.map((r) => r.name)
    },
    async usersByEmails(emails: string[]) {
      if (emails.length === 0) return []
      return db.select({ id: users.id, email: users.email, language: users.language }).from(users).where(inArray(users.email, emails))
    },
    async userById(id: number) {
      const [row] = await db
        .select({ id: users.id, email: users.email, username: users.username, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, id))
        .limit(1)
      return row ?? null
    },
  }
}

export type WorkspacesRepo = ReturnType<typeof makeWorkspacesRepo>
