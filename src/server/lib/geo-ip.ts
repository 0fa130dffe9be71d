import { isIP } from 'node:net'

/**
 * Where an address is, from the GeoLite2 data that ships inside the `fast-geoip` package (MIT code,
 * GeoLite2 data CC BY-SA 4.0 by MaxMind): no CDN header, no outside service (issue 25). It reads small
 * index files per lookup instead of loading the whole database into memory. IPv4 only: an IPv6 address
 * stays unknown unless it is loopback, private or IPv4-mapped.
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
  return lower === '::1' || lower === '::' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80:')
}

export async function locateIp(rawIp: string | undefined | null): Promise<IpLocation> {
  if (!rawIp) return UNKNOWN
  const ip = rawIp.toLowerCase().startsWith('::ffff:') && isIP(rawIp.slice(7)) === 4 ? rawIp.slice(7) : rawIp
  const family = isIP(ip)
  if (family === 4 && isPrivateV4(ip)) return { city: null, country: LOCAL_NETWORK }
  if (family === 6 && isPrivateV6(ip)) return { city: null, country: LOCAL_NETWORK }
  if (family !== 4) return UNKNOWN
  try {
    // Loaded on first use: a server that never meets a public address never reads the package.
    const { default: geoip } = await import('fast-geoip')
    const found = await geoip.lookup(ip)
    if (!found?.country) return UNKNOWN
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
