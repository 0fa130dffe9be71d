import { missing, SubsonicError, ErrorCode } from './envelope'

/**
 * The request's parameters: the query string and, for `formPost`, the urlencoded body, merged. Kept as
 * lists because Subsonic repeats names (`id=1&id=2`, `songIdToAdd`). Values are checked here, so each
 * endpoint reads typed, bounded values (the /rest counterpart of the web API's zod contracts).
 */
export class Params {
  private readonly values = new Map<string, string[]>()

  constructor(...sources: (string | undefined)[]) {
    for (const source of sources) {
      if (!source) continue
      for (const [k, v] of new URLSearchParams(source)) {
        const list = this.values.get(k)
        if (list) list.push(v)
        else this.values.set(k, [v])
      }
    }
  }

  has(name: string): boolean {
    return this.values.has(name)
  }

  get(name: string): string | undefined {
    return this.values.get(name)?.[0]
  }

  all(name: string): string[] {
    return this.values.get(name) ?? []
  }

  required(name: string): string {
    const v = this.get(name)
    if (v === undefined || v === '') throw missing(name)
    return v
  }

  /** A positive database id; anything else names nothing (70), as a client with a stale id expects. */
  id(name: string): number {
    return parseId(this.required(name))
  }

  ids(name: string): number[] {
    return this.all(name).filter((v) => v !== '').map(parseId)
  }

  int(name: string, fallback: number, min: number, max: number): number {
    const raw = this.get(name)
    if (raw === undefined || raw === '') return fallback
    const n = Number(raw)
    if (!Number.isInteger(n)) throw new SubsonicError(ErrorCode.generic, `Parameter ${name} must be an integer`)
    return Math.min(max, Math.max(min, n))
  }

  optionalInt(name: string): number | null {
    const raw = this.get(name)
    if (raw === undefined || raw === '') return null
    const n = Number(raw)
    if (!Number.isInteger(n)) throw new SubsonicError(ErrorCode.generic, `Parameter ${name} must be an integer`)
    return n
  }

  bool(name: string, fallback: boolean): boolean {
    const raw = this.get(name)
    return raw === undefined ? fallback : raw === 'true' || raw === '1'
  }
}

/** Ids are plain numbers; cover art ids carry a kind prefix (`al-3`), accepted here too. */
export function parseId(raw: string): number {
  const m = /^(?:[a-z]{2}-)?(\d{1,10})$/.exec(raw)
  const n = m ? Number(m[1]) : NaN
  if (!Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647) throw new SubsonicError(ErrorCode.notFound, 'Data not found')
  return n
}
