import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { albums, fileEntries, permissionables, permissions, tracks, userRole, users } from '../../db/schema/index'

/** The URL a file entry is served at and catalogue rows store (`storage/<disk_prefix>/<file_name>`). */
const entryUrl = sql<string>`'storage/' || ${fileEntries.diskPrefix} || '/' || ${fileEntries.fileName}`

/** Lookups of the folder import (`npm run import`): who owns the files, and what was imported before. */
export function makeFolderImportRepo(db: Db) {
  return {
    /** The oldest user holding the `admin` permission through a role or directly; null on an unseeded database. */
    async firstAdminId(): Promise<number | null> {
      const viaRole = db
        .select({ userId: userRole.userId })
        .from(userRole)
        .innerJoin(permissionables, and(eq(permissionables.permissionableType, 'role'), eq(permissionables.permissionableId, userRole.roleId)))
        .innerJoin(permissions, eq(permissions.id, permissionables.permissionId))
        .where(eq(permissions.name, 'admin'))
      const direct = db
        .select({ userId: permissionables.permissionableId })
        .from(permissionables)
        .innerJoin(permissions, eq(permissions.id, permissionables.permissionId))
        .where(and(eq(permissions.name, 'admin'), eq(permissionables.permissionableType, 'user')))
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.id} in (${viaRole} union ${direct})`)
        .orderBy(asc(users.id))
        .limit(1)
      return row?.id ?? null
    },

    async userIdByEmail(email: string): Promise<number | null> {
      const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1)
      return row?.id ?? null
    },

    /**
     * The live entry with this content hash, preferring one a track plays (`trackId` set). An entry
     * without a track is what an interrupted earlier run left behind; the import reuses it.
     */
    async entryBySha(sha256: string): Promise<{ id: number; url: string; trackId: number | null } | null> {
      const [row] = await db
        .select({ id: fileEntries.id, url: entryUrl, trackId: tracks.id })
        .from(fileEntries)
        .leftJoin(tracks, eq(tracks.src, entryUrl))
        .where(and(eq(fileEntries.sha256, sha256), isNull(fileEntries.deletedAt)))
        .orderBy(sql`${tracks.id} asc nulls last`, asc(fileEntries.id))
        .limit(1)
      return row ?? null
    },

    async setSha(entryId: number, sha256: string): Promise<void> {
      await db.update(fileEntries).set({ sha256 }).where(eq(fileEntries.id, entryId))
    },

    /** Ids of the entries behind these URLs that no track (src, image) or album (image) uses. */
    async unusedEntryIds(urls: string[]): Promise<number[]> {
      if (!urls.length) return []
      const rows = await db
        .select({ id: fileEntries.id })
        .from(fileEntries)
        .where(
          and(
            inArray(entryUrl, urls),
            sql`not exists (select 1 from ${tracks} where ${tracks.src} = ${entryUrl} or ${tracks.image} = ${entryUrl})`,
            sql`not exists (select 1 from ${albums} where ${albums.image} = ${entryUrl})`,
          ),
        )
      return rows.map((r) => r.id)
    },
  }
}

export type FolderImportRepo = ReturnType<typeof makeFolderImportRepo>
