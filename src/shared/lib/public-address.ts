/**
 * Whether an http(s) URL points at a public address: never loopback, private, link-local or other
 * special ranges, nor `localhost`. Written without `URL` (shared code has no DOM or Node types), so the
 * host is read strictly: anything a URL parser would rewrite into another host (percent escapes,
 * non-ASCII, whitespace, numeric IPv4 shorthands such as `2130706433` or `0x7f.1`) is decoded the
 * WHATWG way or refused. A domain that resolves to a private address is not caught here.
 */
export function isPublicHttpUrl(url: string): boolean {
  // A URL parser drops tabs and newlines and stops at other control characters: refuse them all.
  if ([...url].some((c) => c.charCodeAt(0) < 0x21 || c.charCodeAt(0) === 0x7f)) return false
  const match = /^https?:\/\/(?:[^@/?#\\]*@)?(\[[^\]]*\]|[^:/?#\\]*)(?::\d*)?(?:[/?#\\]|$)/i.exec(url)
  if (!match) return false
  const host = match[1]!.toLowerCase()
  if (host.startsWith('[')) return isPublicIpv6(host.slice(1, -1))
  if (!/^[a-z0-9.-]+$/.test(host)) return false
  const name = host.endsWith('.') ? host.slice(0, -1) : host
  if (name === '' || name === 'localhost' || name.endsWith('.localhost')) return false
  const labels = name.split('.')
  // WHATWG: a host whose last label is a number is an IPv4 address (in any of its shorthand forms).
  if (/^(0x[0-9a-f]*|\d+)$/.test(labels[labels.length - 1]!)) {
    const ip = parseIpv4(labels)
    return ip !== null && isPublicIpv4(ip)
  }
  return true
}

function parseIpv4(labels: string[]): number | null {
  if (labels.length > 4) return null
  const parts: number[] = []
  for (const label of labels) {
    let value: number
    if (/^0x[0-9a-f]*$/.test(label)) value = label.length === 2 ? 0 : parseInt(label.slice(2), 16)
    else if (/^0[0-7]+$/.test(label)) value = parseInt(label, 8)
    else if (/^\d+$/.test(label)) value = Number(label)
    else return null
    parts.push(value)
  }
  const last = parts.pop()!
  if (parts.some((p) => p > 255) || last >= 256 ** (4 - parts.length)) return null
  return parts.reduce((sum, p, i) => sum + p * 256 ** (3 - i), 0) + last
}

/** [first address, prefix length] of the ranges that are not the public internet. */
const SPECIAL_V4: [number, number][] = [
  [0x00000000, 8], // "this" network
  [0x0a000000, 8], // private
  [0x64400000, 10], // carrier-grade NAT
  [0x7f000000, 8], // loopback
  [0xa9fe0000, 16], // link-local (cloud metadata)
  [0xac100000, 12], // private
  [0xc0000000, 24], // IETF protocol assignments
  [0xc0a80000, 16], // private
  [0xc6120000, 15], // benchmarking
  [0xe0000000, 3], // multicast, reserved, broadcast
]

function isPublicIpv4(ip: number): boolean {
  return !SPECIAL_V4.some(([base, bits]) => Math.floor(ip / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)))
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 allowed), or null. */
function ipv6Groups(text: string): number[] | null {
  let head = text
  const tail: number[] = []
  const v4 = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (v4) {
    const ip = parseIpv4(v4[2]!.split('.'))
    if (ip === null || v4[2]!.split('.').some((p) => !/^\d{1,3}$/.test(p))) return null
    head = v4[1]!.endsWith('::') ? v4[1]! : v4[1]!.slice(0, -1)
    tail.push(Math.floor(ip / 65536), ip % 65536)
  }
  const halves = head.split('::')
  if (halves.length > 2) return null
  const parse = (s: string) => (s === '' ? [] : s.split(':').map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN)))
  const left = parse(halves[0]!)
  const right = halves.length === 2 ? parse(halves[1]!) : []
  const known = left.length + right.length + tail.length
  if ([...left, ...right].some(Number.isNaN) || known > 8 || (halves.length === 1 && known !== 8)) return null
  return [...left, ...Array<number>(8 - known).fill(0), ...right, ...tail]
}

function isPublicIpv6(text: string): boolean {
  const g = ipv6Groups(text)
  if (!g) return false
  if (g.slice(0, 6).every((x) => x === 0)) return false // ::, ::1 and IPv4-compatible addresses
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return isPublicIpv4(g[6]! * 65536 + g[7]!) // IPv4-mapped
  if ((g[0]! & 0xfe00) === 0xfc00) return false // unique local
  if ((g[0]! & 0xffc0) === 0xfe80) return false // link-local
  if ((g[0]! & 0xff00) === 0xff00) return false // multicast
  if (g[0] === 0x64 && g[1] === 0xff9b) return isPublicIpv4(g[6]! * 65536 + g[7]!) // NAT64
  return true
}
