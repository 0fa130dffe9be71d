// Part sizing and batching of direct S3 multipart uploads (music-product §9).
import {
  MULTIPART_FLOOR_PART_SIZE, MULTIPART_MAX_PARTS, MULTIPART_MIN_PART_SIZE, MULTIPART_SIGN_BATCH,
} from './constants'

/** 20 MB, or more when the file would need over 10,000 parts (S3's limit); never under 5 MB. */
export function multipartPartSize(fileSize: number): number {
  return Math.max(MULTIPART_FLOOR_PART_SIZE, MULTIPART_MIN_PART_SIZE, Math.ceil(fileSize / MULTIPART_MAX_PARTS))
}

export interface PartRange {
  partNumber: number
  start: number
  end: number
}

/** The byte ranges of each part, numbered from 1; an empty file is one empty part. */
export function multipartParts(fileSize: number): PartRange[] {
  const size = multipartPartSize(fileSize)
  const count = Math.max(1, Math.ceil(fileSize / size))
  return Array.from({ length: count }, (_, i) => ({
    partNumber: i + 1,
    start: i * size,
    end: Math.min(fileSize, (i + 1) * size),
  }))
}

/** Part numbers grouped for `batch-sign-part-urls`, at most 10 per call. */
export function signBatches(partNumbers: readonly number[]): number[][] {
  const batches: number[][] = []
  for (let i = 0; i < partNumbers.length; i += MULTIPART_SIGN_BATCH) batches.push(partNumbers.slice(i, i + MULTIPART_SIGN_BATCH))
  return batches
}
