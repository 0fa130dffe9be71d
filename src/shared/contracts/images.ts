import { z } from 'zod'
import { IMAGE_WIDTHS, type ImageWidth } from '../lib/image-widths'

/** `?w=` of `GET /storage/<key>`: absent for the stored file as it is, or one of the fixed widths. */
export const StoredImageQuerySchema = z.object({
  w: z.coerce
    .number()
    .int()
    .refine((w): w is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(w), {
      message: `The width must be one of ${IMAGE_WIDTHS.join(', ')}.`,
    })
    .optional(),
})

export type StoredImageQuery = z.infer<typeof StoredImageQuerySchema>
