import { z } from 'zod'

/**
 * Request rules shared by every contract (platform-core §7). Query strings arrive as strings (or as
 * string arrays when a parameter repeats), so these helpers normalise before validating.
 */

/** `with`, `load` and `loadCount`: "a,b" or repeated parameters (`?with=a&with=b`) become ['a', 'b']. */
export const commaList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter((part) => part.length > 0),
  )

/** A comma list restricted to known names; unknown names fail with 422. */
export function commaListOf<const T extends readonly [string, ...string[]]>(names: T) {
  const allowed = new Set<string>(names)
  return commaList.pipe(
    z.array(z.string()).refine((list) => list.every((item) => allowed.has(item)), {
      message: `Allowed values: ${names.join(', ')}.`,
    }),
  ) as unknown as z.ZodType<T[number][], string | string[]>
}

/** Query booleans: true/false/1/0 as sent by forms and the client's URLSearchParams. */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .transform((value) => value === true || value === 'true' || value === '1')

/** The active workspace (cookie activeWorkspaceId, 0 = default); accepted by every route. */
export const workspaceIdParam = z.coerce.number().int().min(0).optional()

/**
 * Parameters every route accepts. Route query schemas extend this (or are plain z.object, which strips
 * unknown keys) so `workspaceId`, `with`, `load` and `loadCount` never cause a 422 on their own.
 */
export const BaseQuerySchema = z.object({
  workspaceId: workspaceIdParam,
  with: commaList.optional(),
  load: commaList.optional(),
  loadCount: commaList.optional(),
})
export type BaseQuery = z.infer<typeof BaseQuerySchema>

/** Success envelope of music-catalog §1.1. */
export const successStatus = z.literal('success')

/** One stack frame of the debug trace (platform-core §3, error payload). */
export const TraceFrameSchema = z.object({
  path: z.array(z.string()),
  lineNumber: z.number(),
  method: z.string(),
  codeSnippet: z.record(z.string(), z.string()),
  flatIndex: z.number(),
  vendorGroup: z.literal(false),
})
export type TraceFrame = z.infer<typeof TraceFrameSchema>

/** Consecutive frames from dependencies, collapsed into one group the error dialog can expand. */
export const VendorGroupSchema = z.object({
  vendorGroup: z.literal(true),
  items: z.array(TraceFrameSchema),
})
export type VendorGroup = z.infer<typeof VendorGroupSchema>

/** Error answer of DESIGN.md; the trace fields appear only when the server runs with APP_DEBUG on. */
export const ErrorPayloadSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.union([z.string(), z.array(z.string())])).optional(),
  action: z.unknown().optional(),
  exception: z.string().optional(),
  ignitionTrace: z.boolean().optional(),
  trace: z.array(z.union([TraceFrameSchema, VendorGroupSchema])).optional(),
  totalVendorGroups: z.number().optional(),
})
export type ErrorPayload = z.infer<typeof ErrorPayloadSchema>
