import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { outgoingEmails } from '../../db/schema/index'

/** The outgoing-email log: every mail is recorded here with status logged, sent or failed. */
export function makeMailRepo(db: Db) {
  return {
    async record(values: { to: string; subject: string; text: string; html: string | null; status: string }): Promise<number> {
      const [row] = await db.insert(outgoingEmails).values(values).returning({ id: outgoingEmails.id })
      return row!.id
    },
    async find(id: number) {
      const [row] = await db.select().from(outgoingEmails).where(eq(outgoingEmails.id, id))
      return row ?? null
    },
    async setStatus(id: number, status: string, error: string | null = null): Promise<void> {
      await db.update(outgoingEmails).set({ status, error }).where(eq(outgoingEmails.id, id))
    },
  }
}

export type MailRepo = ReturnType<typeof makeMailRepo>
