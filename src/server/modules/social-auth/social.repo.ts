import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { socialProfiles } from '../../db/schema/index'

export function makeSocialRepo(db: Db) {
  return {
    async profile(serviceName: string, userServiceId: string) {
      const [row] = await db
        .select()
        .from(socialProfiles)
        .where(and(eq(socialProfiles.serviceName, serviceName), eq(socialProfiles.userServiceId, userServiceId)))
        .limit(1)
      return row ?? null
    },

    /** One profile per service per user: linking again replaces the earlier link. */
    async link(userId: number, serviceName: string, userServiceId: string, username: string | null) {
      await db.transaction(async (tx) => {
        await tx.delete(socialProfiles).where(and(eq(socialProfiles.userId, userId), eq(socialProfiles.serviceName, serviceName)))
        await tx.insert(socialProfiles).values({ userId, serviceName, userServiceId, username })
      })
    },

    async unlink(userId: number, serviceName: string): Promise<void> {
      await db.delete(socialProfiles).where(and(eq(socialProfiles.userId, userId), eq(socialProfiles.serviceName, serviceName)))
    },
  }
}

export type SocialRepo = ReturnType<typeof makeSocialRepo>
