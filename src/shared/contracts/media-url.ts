import { z } from 'zod'

/** A stored upload (`storage/<prefix>/<name>`) or an http(s) URL: never another scheme (`javascript:`). */
export const MediaUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^(\/?storage\/|https?:\/\/)/i.test(v), 'Must be an uploaded file or an http(s) URL.')
