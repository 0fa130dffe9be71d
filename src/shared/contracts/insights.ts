import { z } from 'zod'
import { commaListOf } from './common'

/**
 * Insights (music-catalog §3.8): `GET reports/insights` aggregates `track_plays` (§2.13) for the whole
 * site (`model=track_play=0`, admin.access) or for one track, album or artist (update rights on it).
 */

/**
 * `visitors`: distinct people (signed-in user or guest cookie) who played a track or, for the whole site,
 * opened a page, per bucket like `plays` (admin reports: "plays, visitors", music-product §2).
 */
export const INSIGHTS_METRICS = ['plays', 'visitors', 'devices', 'browsers', 'platforms', 'locations', 'tracks', 'artists', 'albums', 'users'] as const
export type InsightsMetric = (typeof INSIGHTS_METRICS)[number]

/** The metrics that break plays down by one value; each keeps only its biggest entries (§3.8 partitions). */
export const INSIGHTS_PARTITIONS = {
  devices: 5,
  platforms: 5,
  browsers: 8,
  locations: 10,
  tracks: 30,
  artists: 30,
  albums: 30,
  users: 30,
} as const satisfies Record<Exclude<InsightsMetric, 'plays' | 'visitors'>, number>

export const INSIGHTS_MODEL_TYPES = ['track_play', 'track', 'album', 'artist'] as const
export type InsightsModelType = (typeof INSIGHTS_MODEL_TYPES)[number]
export interface InsightsModel {
  type: InsightsModelType
  id: number
}

export const INSIGHTS_GRANULARITIES = ['hour', 'day', 'week', 'month'] as const
export type InsightsGranularity = (typeof INSIGHTS_GRANULARITIES)[number]

/** Longest range one request may cover; monthly buckets keep even this at 120 points. */
export const INSIGHTS_MAX_RANGE_DAYS = 3660

const DAY_MS = 24 * 3600 * 1000

/**
 * Bucket size for plays over time, from the length of the range: hourly up to 2 days, daily up to
 * ~3 months, weekly up to 2 years, monthly beyond; every choice stays between ~7 and ~120 points.
 */
export function granularityFor(start: Date, end: Date): InsightsGranularity {
  const days = (end.getTime() - start.getTime()) / DAY_MS
  if (days <= 2) return 'hour'
  if (days <= 93) return 'day'
  if (days <= 731) return 'week'
  return 'month'
}

/** `track=12` -> {type: 'track', id: 12}; the whole site is `track_play=0` and nothing else uses 0. */
export const InsightsModelSchema = z
  .string()
  .regex(/^(track_play|track|album|artist)=\d{1,10}$/, 'The model must be track_play=0, track=<id>, album=<id> or artist=<id>.')
  .transform((value): InsightsModel => {
    const [type, id] = value.split('=') as [InsightsModelType, string]
    return { type, id: Number(id) }
  })
  .refine((m) => (m.type === 'track_play' ? m.id === 0 : m.id > 0 && m.id <= 2_147_483_647), {
    message: 'The model must be track_play=0, track=<id>, album=<id> or artist=<id>.',
  })

/** An IANA time zone name both the browser and the server know (checked with Intl). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}

const instant = z.iso.datetime({ offset: true, message: 'Must be an ISO 8601 date and time, e.g. 2026-05-01T00:00:00Z.' })

export const InsightsQuerySchema = z
  .object({
    model: InsightsModelSchema,
    metrics: commaListOf(INSIGHTS_METRICS).refine((list) => list.length > 0, { message: 'Choose at least one metric.' }),
    startDate: instant,
    endDate: instant,
    timezone: z
      .string()
      .max(64)
      // Names only: Intl also takes offsets like +05:00, which PostgreSQL would read with the POSIX
      // (inverted) sign.
      .refine((tz) => /^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(tz) && isTimeZone(tz), { message: 'Unknown time zone.' })
      .default('UTC'),
  })
  .superRefine((q, ctx) => {
    const start = Date.parse(q.startDate)
    const end = Date.parse(q.endDate)
    if (end <= start) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date must be after the start date.' })
    else if (end - start > INSIGHTS_MAX_RANGE_DAYS * DAY_MS) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: `The range may span at most ${INSIGHTS_MAX_RANGE_DAYS} days.` })
    }
  })
export type InsightsQuery = z.infer<typeof InsightsQuerySchema>
/** What the client sends (before the schema's transforms). */
export interface InsightsParams {
  model: string
  metrics: InsightsMetric[]
  startDate: string
  endDate: string
  timezone: string
}

/** The item behind a top-list entry (top tracks, artists, albums, users). */
export const InsightsModelRefSchema = z.object({
  id: z.number(),
  model_type: z.enum(['track', 'artist', 'album', 'user']),
  name: z.string(),
  image: z.string().nullable(),
})
export type InsightsModelRef = z.infer<typeof InsightsModelRefSchema>

export const InsightsDatumSchema = z.object({
  /** Plays over time: the bucket's local start in the request's time zone, `YYYY-MM-DDTHH:mm`. */
  label: z.string(),
  value: z.number(),
  model: InsightsModelRefSchema.optional(),
  /** Locations: lower-case ISO country code (§2.13). */
  code: z.string().optional(),
})
export type InsightsDatum = z.infer<typeof InsightsDatumSchema>

export const InsightsDatasetSchema = z.object({ label: z.string(), data: z.array(InsightsDatumSchema) })
export type InsightsDataset = z.infer<typeof InsightsDatasetSchema>

/**
 * One metric. `plays` has the granularity, the range's total and two datasets, `current` and `previous`
 * (the same length of time just before the range). Break-downs have one dataset and total = plays in range.
 */
export const InsightsMetricReportSchema = z.object({
  granularity: z.enum(INSIGHTS_GRANULARITIES).optional(),
  total: z.number().optional(),
  datasets: z.array(InsightsDatasetSchema),
})
export type InsightsMetricReport = z.infer<typeof InsightsMetricReportSchema>

export const InsightsReportSchema = z.partialRecord(z.enum(INSIGHTS_METRICS), InsightsMetricReportSchema)
export type InsightsReport = z.infer<typeof InsightsReportSchema>

export const InsightsResponseSchema = z.object({ status: z.literal('success'), report: InsightsReportSchema })
export type InsightsResponse = z.infer<typeof InsightsResponseSchema>
