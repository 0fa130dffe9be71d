import { and, eq } from 'drizzle-orm'
import { vi } from 'vitest'
import type { Db } from '../../../src/server/db/client'
import { likes, notifications, userArtist } from '../../../src/server/db/schema/index'
import { makeNotificationsRepo } from '../../../src/server/modules/notifications/notifications.repo'
import type { NotificationData } from '../../../src/shared/contracts/notifications'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { newArtist } from '../../helpers/factories'
import { actor, type Actor } from '../backstage/backstage-app'

export { actor, type Actor }

/** The real app with the seeded roles, acting by header; `env` adds settings such as PUSH_ENDPOINT_HOSTS or MAIL_URL. */
export function buildNotificationsApp(env: Record<string, string> = {}): Promise<TestApp> {
  return buildTestApp({ ADMIN_PASSWORD: 'admin-password-1', ...env }, { seedPlatform: true, actAsUser: true })
}

/** An uploader (users + artists roles) who manages a fresh artist, so CURRENT_USER resolves to it. */
export async function artistActor(db: Db, name = 'Nova') {
  const user = await actor(db, ['users', 'artists'], name)
  const artist = await newArtist(db, { name: `${name} Band` })
  await db.insert(userArtist).values({ userId: user.id, artistId: artist.id, role: 'artist' })
  return { user, artist }
}

export async function follow(db: Db, userId: number, artistId: number) {
  await db.insert(likes).values({ userId, likeableType: 'artist', likeableId: artistId })
}

export async function storedFor(db: Db, userId: number) {
  return db.select().from(notifications).where(and(eq(notifications.notifiableType, 'user'), eq(notifications.notifiableId, userId)))
}

const sample: NotificationData = { image: null, lines: [{ type: 'primary', content: 'Hello', icon: null }], mainAction: { action: '/', label: 'Open' }, buttonActions: [] }

/** Stores `n` in-app notifications for a user through the real repo, one per second apart (oldest first). */
export async function seedNotifications(db: Db, userId: number, n: number, start = new Date('2026-01-01T00:00:00Z')) {
  const repo = makeNotificationsRepo(db)
  const ids: string[] = []
  for (let i = 0; i < n; i++) {
    const [row] = await repo.insertMany([userId], { type: 'CommentReceivedReply', data: { ...sample, lines: [{ type: 'primary', content: `Note ${i}`, icon: null }] } }, new Date(start.getTime() + i * 1000))
    ids.push(row!.id)
  }
  return ids
}

/** Background work (the fan-out job) finishes after the request: poll the database until it has. */
export async function eventually<T>(check: () => Promise<T>, timeout = 20_000): Promise<T> {
  return vi.waitFor(check, { timeout, interval: 50 })
}

export const api = (t: TestApp) => (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Actor, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: who?.headers ?? {}, ...(payload !== undefined ? { payload } : {}) })
