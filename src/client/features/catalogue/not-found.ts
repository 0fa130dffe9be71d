import { notFound } from '@tanstack/react-router'
import { HttpError } from '../../lib/http'

/** A missing or malformed id shows the not-found page instead of an error (music-product §6). */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 422)) throw notFound()
    throw error
  }
}

/** Route ids are positive integers; anything else is not found without asking the server. */
export function parseId(raw: string): number {
  const id = Number(raw)
  if (!Number.isInteger(id) || id <= 0 || id > 2147483647) throw notFound()
  return id
}
