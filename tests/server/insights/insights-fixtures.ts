import type { Db } from '../../../src/server/db/client'
import { userArtist } from '../../../src/server/db/schema/index'
import { makePlaysRepo } from '../../../src/server/modules/plays/index'
import { InsightsResponseSchema, type InsightsResponse } from '../../../src/shared/contracts/insights'
import { AS_USER, type CatalogueTestApp } from '../catalogue/catalogue-app'

export interface PlayAt {
  trackId: number
  at: string
  userId?: number
  device?: string
  platform?: string
  browser?: string
  location?: string
}

/** Logs plays through the real plays repo (the one the play-log endpoint uses), at given instants. */
export async function logPlays(db: Db, plays: PlayAt[]): Promise<void> {
  const repo = makePlaysRepo(db)
  for (const [i, p] of plays.entries()) {
    const at = new Date(p.at)
    const logged = await repo.logPlay(
      {
        userId: p.userId ?? null,
        guestId: p.userId === undefined ? `guest-${i}` : null,
        trackId: p.trackId,
        playlistId: null,
        platform: p.platform ?? null,
        device: p.device ?? null,
        browser: p.browser ?? null,
        location: p.location ?? null,
        at,
      },
      at,
    )
    if (!logged) throw new Error(`play ${i} was deduplicated; space the fixture's plays out`)
  }
}

/** Links a user to an artist the way an approved backstage request does (user_artist). */
export async function attachUserToArtist(db: Db, userId: number, artistId: number): Promise<void> {
  await db.insert(userArtist).values({ userId, artistId })
}

export function insightsUrl(params: Record<string, string>): string {
  return `/api/v1/reports/insights?${new URLSearchParams(params).toString()}`
}

export async function getInsights(t: CatalogueTestApp, params: Record<string, string>, userId?: number) {
  return t.app.inject({ method: 'GET', url: insightsUrl(params), headers: userId === undefined ? {} : { [AS_USER]: String(userId) } })
}

/** Parses a 200 answer with the contract. */
export function reportOf(body: unknown): InsightsResponse['report'] {
  const parsed = InsightsResponseSchema.safeParse(body)
  if (!parsed.success) throw new Error(`not an insights report: ${JSON.stringify(body)}`)
  return parsed.data.report
}
