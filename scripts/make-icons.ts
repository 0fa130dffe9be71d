// Generates the PWA icons (public/icons/*.png) by code: no image tools, no binary downloads. The mark
// is a dark tile with a bright ring and a note-like dot; the maskable variant keeps the mark inside
// the 80 % safe zone so launchers may crop it to any shape; the 96 px shortcut icons (library, search)
// use the same tile. Run: node --import tsx scripts/make-icons.ts
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

type Rgba = [number, number, number, number]

const BACKGROUND: Rgba = [15, 17, 21, 255] // theme_color #0f1115
const ACCENT: Rgba = [244, 63, 94, 255] // rose-500

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let c = 0xffffffff
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** Encodes RGBA pixels as a PNG (colour type 6, 8 bits, filter 0 per row). */
export function encodePng(size: number, pixel: (x: number, y: number) => Rgba): Buffer {
  const raw = Buffer.alloc(size * (size * 4 + 1))
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1)
    for (let x = 0; x < size; x++) raw.set(pixel(x, y), row + 1 + x * 4)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 6, 0, 0, 0], 8)
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function mix(a: Rgba, b: Rgba, t: number): Rgba {
  const k = Math.max(0, Math.min(1, t))
  return [0, 1, 2, 3].map((i) => Math.round((a[i] ?? 0) * (1 - k) + (b[i] ?? 0) * k)) as Rgba
}

/**
 * The Encore mark on a full-bleed tile. `scale` is the share of the tile the mark may use: 1 for the
 * plain icons, 0.8 for the maskable one (its safe zone is a circle of 80 % of the size).
 */
function icon(size: number, scale: number, rounded: boolean): (x: number, y: number) => Rgba {
  const c = size / 2
  const unit = (size / 2) * scale
  const corner = size * 0.2
  return (x, y) => {
    const px = x + 0.5
    const py = y + 0.5
    if (rounded) {
      // Outside the rounded corners stays transparent, with one pixel of anti-aliasing.
      const dx = Math.max(corner - px, 0, px - (size - corner))
      const dy = Math.max(corner - py, 0, py - (size - corner))
      const outside = Math.hypot(dx, dy) - corner
      if (outside > 0.5) return [0, 0, 0, 0]
      if (outside > -0.5) return mix([...BACKGROUND.slice(0, 3), 0] as Rgba, BACKGROUND, 0.5 - outside)
    }
    const r = Math.hypot(px - c, py - c) / unit
    // Ring between 0.52 and 0.72 of the mark radius, a dot at the centre: a record, an "o" of Encore.
    const ring = Math.min(r - 0.52, 0.72 - r) * unit
    const dot = (0.2 - r) * unit
    const coverage = Math.max(ring, dot) + 0.5
    return mix(BACKGROUND, ACCENT, coverage)
  }
}

/** Rounded tile of `size` px: `mark(px, py)` gives the accent's signed coverage distance in pixels. */
function tile(size: number, mark: (px: number, py: number) => number): (x: number, y: number) => Rgba {
  const corner = size * 0.2
  return (x, y) => {
    const px = x + 0.5
    const py = y + 0.5
    const dx = Math.max(corner - px, 0, px - (size - corner))
    const dy = Math.max(corner - py, 0, py - (size - corner))
    const outside = Math.hypot(dx, dy) - corner
    if (outside > 0.5) return [0, 0, 0, 0]
    const base = outside > -0.5 ? mix([...BACKGROUND.slice(0, 3), 0] as Rgba, BACKGROUND, 0.5 - outside) : BACKGROUND
    return mix(base, ACCENT, mark(px, py) + 0.5)
  }
}

/** Distance inside an axis-aligned box (positive inside), for the shortcut marks. */
const inBox = (px: number, py: number, x0: number, y0: number, x1: number, y1: number) => Math.min(px - x0, x1 - px, py - y0, y1 - py)

/** Shortcut "Library": three records on a shelf (two upright sleeves and one leaning). */
function libraryMark(size: number): (px: number, py: number) => number {
  const u = size / 96
  return (px, py) => {
    const upright = Math.max(inBox(px, py, 24 * u, 24 * u, 34 * u, 72 * u), inBox(px, py, 40 * u, 24 * u, 50 * u, 72 * u))
    // The leaning sleeve: the same box turned by about 20 degrees around its foot.
    const a = -0.35
    const [fx, fy] = [62 * u, 72 * u]
    const rx = Math.cos(a) * (px - fx) - Math.sin(a) * (py - fy) + fx
    const ry = Math.sin(a) * (px - fx) + Math.cos(a) * (py - fy) + fy
    const leaning = inBox(rx, ry, 56 * u, 24 * u, 66 * u, 72 * u)
    return Math.max(upright, leaning)
  }
}

/** Shortcut "Search": a magnifying glass (ring and handle). */
function searchMark(size: number): (px: number, py: number) => number {
  const u = size / 96
  const [cx, cy, r] = [42 * u, 42 * u, 17 * u]
  const width = 7 * u
  return (px, py) => {
    const ring = width / 2 - Math.abs(Math.hypot(px - cx, py - cy) - r)
    // The handle: a thick segment from the ring towards the lower right corner.
    const [x0, y0, x1, y1] = [cx + r * 0.72, cy + r * 0.72, 72 * u, 72 * u]
    const t = Math.max(0, Math.min(1, ((px - x0) * (x1 - x0) + (py - y0) * (y1 - y0)) / ((x1 - x0) ** 2 + (y1 - y0) ** 2)))
    const handle = width * 0.7 - Math.hypot(px - (x0 + t * (x1 - x0)), py - (y0 + t * (y1 - y0)))
    return Math.max(ring, handle)
  }
}

const outDir = path.resolve(import.meta.dirname, '..', 'public', 'icons')
fs.mkdirSync(outDir, { recursive: true })
const icons: Array<[string, number, number, boolean]> = [
  ['icon-192.png', 192, 0.9, true],
  ['icon-512.png', 512, 0.9, true],
  ['icon-maskable-512.png', 512, 0.8, false],
]
for (const [name, size, scale, rounded] of icons) {
  const png = encodePng(size, icon(size, scale, rounded))
  fs.writeFileSync(path.join(outDir, name), png)
  console.log(`${name}: ${size}x${size}, ${png.length} bytes`)
}
// Manifest shortcuts (long-press menu of the installed app) ask for 96x96 icons.
const shortcuts: Array<[string, (size: number) => (px: number, py: number) => number]> = [
  ['shortcut-library-96.png', libraryMark],
  ['shortcut-search-96.png', searchMark],
]
for (const [name, mark] of shortcuts) {
  const png = encodePng(96, tile(96, mark(96)))
  fs.writeFileSync(path.join(outDir, name), png)
  console.log(`${name}: 96x96, ${png.length} bytes`)
}
