import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { http } from '../../lib/http'
import { InsightsResponseSchema, type InsightsMetric, type InsightsParams, type InsightsResponse } from '../../../shared/contracts/insights'

/** Parsed in development and tests only (STYLE 7.6); the ternary folds away in production builds. */
const schema = import.meta.env.DEV ? InsightsResponseSchema : undefined

export const insightsKeys = {
  all: ['insights'] as const,
  report: (params: InsightsParams) => [...insightsKeys.all, params.model, params.metrics.join(','), params.startDate, params.endDate, params.timezone] as const,
}

/**
 * One insights report. Plays arrive all the time, so a minute of freshness; switching ranges keeps the
 * previous report on screen (dimmed) instead of flashing the skeleton.
 */
export const insightsQuery = (params: InsightsParams) =>
  queryOptions({
    queryKey: insightsKeys.report(params),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }): Promise<InsightsResponse> =>
      http.get('reports/insights', { params: { ...params, metrics: params.metrics.join(',') }, schema, signal }),
  })

/** `track_play` is the whole site (`model=track_play=0`, admin.access): the admin reports page. */
export type InsightsKind = 'track' | 'album' | 'artist' | 'track_play'

/** What each page shows (music-catalog §3.8 metrics). */
export const METRICS_OF: Record<InsightsKind, InsightsMetric[]> = {
  track: ['plays', 'devices', 'platforms', 'browsers', 'locations'],
  album: ['plays', 'devices', 'platforms', 'browsers', 'locations', 'tracks'],
  artist: ['plays', 'devices', 'platforms', 'browsers', 'locations', 'tracks', 'albums'],
  track_play: ['plays', 'visitors', 'devices', 'platforms', 'browsers', 'locations', 'tracks', 'artists', 'albums', 'users'],
}
