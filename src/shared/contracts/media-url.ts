import { z } from 'zod'
import { isPublicHttpUrl } from '../lib/public-address'

/** A stored upload (`storage/<prefix>/<name>`) or a public http(s) URL: never another scheme (`javascript:`), nor a loopback or private address. */
export const MediaUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^(\/?storage\/|https?:\/\/)/i.test(v), 'Must be an uploaded file or an http(s) URL.')
  // Browsers load these addresses for every listener: never one of their own machine or network.
  .refine((v) => !/^https?:\/\//i.test(v) || isPublicHttpUrl(v), 'Must be a public http(s) address, not a local or private one.')
