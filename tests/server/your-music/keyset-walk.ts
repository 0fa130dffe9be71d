import { expect } from 'vitest'

export interface KeysetPage {
  data: { id: number }[]
  next_page?: number | null
  next_cursor?: string | null
}

/**
 * Reads a list every page by number, then every page by cursor, and checks both give the same ids in
 * the same order without repeats (the last page answers next_cursor null). Returns the ids.
 */
export async function walkBoth(get: (url: string) => Promise<KeysetPage>, url: string): Promise<number[]> {
  const sep = url.includes('?') ? '&' : '?'
  const byPage: number[] = []
  for (let page = 1; ; page++) {
    const p = await get(`${url}${sep}page=${page}`)
    byPage.push(...p.data.map((r) => r.id))
    if (!p.next_page) break
  }
  const byCursor: number[] = []
  let cursor: string | null | undefined
  for (let page = 1; ; page++) {
    const p = await get(`${url}${sep}page=${page}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
    byCursor.push(...p.data.map((r) => r.id))
    if (!p.next_page) {
      expect(p.next_cursor).toBeNull()
      break
    }
    expect(p.next_cursor).toEqual(expect.any(String))
    cursor = p.next_cursor
  }
  expect(byCursor).toEqual(byPage)
  expect(new Set(byCursor).size).toBe(byCursor.length)
  return byCursor
}
