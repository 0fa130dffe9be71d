import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { backstageRequests, fileEntries, roles, userRole, users } from '../../db/schema/index'

export type BackstageRow = typeof backstageRequests.$inferSelect
export type BackstageValues = Partial<Omit<typeof backstageRequests.$inferInsert, 'id'>>

/** §2.11 listing order: pending, then approved, then denied; newest first within each. */
const STATUS_ORDER = sql`case ${backstageRequests.status} when 'pending' then 0 when 'approved' then 1 else 2 end`

/** `db` may be a transaction. */
export function makeBackstageRepo(db: Db) {
  return {
    async list(filter: { userId?: number; status?: string; type?: string }, offset: number, limit: number): Promise<BackstageRow[]> {
      const where: SQL[] = []
      if (filter.userId !== undefined) where.push(eq(backstageRequests.userId, filter.userId))
      if (filter.status) where.push(eq(backstageRequests.status, filter.status))
      if (filter.type) where.push(eq(backstageRequests.type, filter.type))
      return db
        .select()
        .from(backstageRequests)
        .where(where.length ? and(...where) : undefined)
        .orderBy(STATUS_ORDER, desc(backstageRequests.createdAt), desc(backstageRequests.id))
        .offset(offset)
        .limit(limit)
    },

    async find(id: number): Promise<BackstageRow | null> {
      const [row] = await db.select().from(backstageRequests).where(eq(backstageRequests.id, id)).limit(1)
      return row ?? null
    },

    async findMany(ids: number[]): Promise<BackstageRow[]> {
      return ids.length ? db.select().from(backstageRequests).where(inArray(backstageRequests.id, ids)) : []
    },

    async insert(values: BackstageValues & { artistName: string; userId: number }): Promise<BackstageRow> {
      const [row] = await db.insert(backstageRequests).values(values).returning()
      return row!
    },

    async update(id: number, values: BackstageValues): Promise<BackstageRow> {
      const [row] = await db
        .update(backstageRequests)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(backstageRequests.id, id))
        .returning()
      return row!
    },

    async remove(ids: number[]): Promise<void> {
      await db.delete(backstageRequests).where(inArray(backstageRequests.id, ids))
    },

    /** Another become-artist request of the user with this name (case-insensitive), §3.8. */
    async nameTaken(userId: number, name: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: backstageRequests.id })
        .from(backstageRequests)
        .where(
          and(
            eq(backstageRequests.userId, userId),
            eq(backstageRequests.type, 'become-artist'),
            sql`lower(${backstageRequests.artistName}) = lower(${name})`,
            exceptId ? sql`${backstageRequests.id} <> ${exceptId}` : undefined,
          ),
        )
        .limit(1)
      return Boolean(row)
    },

    async fileEntry(id: number) {
      const [row] = await db
        .select({ id: fileEntries.id, name: fileEntries.name, mime: fileEntries.mime, fileSize: fileEntries.fileSize, ownerId: fileEntries.ownerId, diskPrefix: fileEntries.diskPrefix, fileName: fileEntries.fileName })
        .from(fileEntries)
        .where(and(eq(fileEntries.id, id), isNull(fileEntries.deletedAt)))
        .limit(1)
      return row ?? null
    },

    async users(ids: number[]) {
      if (!ids.length) return []
      return db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username, email: users.email, image: users.image })
        .from(users)
        .where(inArray(users.id, ids))
    },

    /** Gives the user every role flagged `artists=true` (§2.14), once. */
    async giveArtistRoles(userId: number): Promise<void> {
      const rows = await db.select({ id: roles.id }).from(roles).where(eq(roles.artists, true)).orderBy(asc(roles.id))
      if (rows.length) await db.insert(userRole).values(rows.map((r) => ({ userId, roleId: r.id }))).onConflictDoNothing()
    },
  }
}

export type BackstageRepo = ReturnType<typeof makeBackstageRepo>
