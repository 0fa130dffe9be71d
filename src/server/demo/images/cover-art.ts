import { encodePng } from './png'
import {
  circle,
  createRaster,
  fillGradient,
  fillShape,
  hsl,
  intersect,
  mix,
  polygon,
  rect,
  ring,
  wave,
  type Raster,
  type Rgb,
} from './raster'

/** Generated artwork for the demo catalogue: every image is derived from a PRNG, so a seed gives the same picture. */

export type Random = () => number

export const ART_SIZE = 300

interface Palette {
  bgFrom: Rgb
  bgTo: Rgb
  accents: Rgb[]
  ink: Rgb
}

/** Harmonious colours around `hue`: analogous, complementary or triadic accents on a deep background. */
export function makePalette(rand: Random, hue = rand() * 360): Palette {
  const scheme = [30, 180, 120, 150][Math.floor(rand() * 4)] ?? 30
  const sat = 0.55 + rand() * 0.3
  const dark = rand() < 0.6
  const bgL = dark ? 0.14 + rand() * 0.12 : 0.62 + rand() * 0.15
  return {
    bgFrom: hsl(hue, sat * 0.8, bgL),
    bgTo: hsl(hue + 40 * (rand() - 0.5), sat, dark ? bgL + 0.2 : bgL - 0.2),
    accents: [hsl(hue + scheme, sat, 0.58), hsl(hue - scheme, sat, 0.5), hsl(hue + 15, sat * 0.9, dark ? 0.75 : 0.32)],
    ink: dark ? hsl(hue, 0.25, 0.94) : hsl(hue, 0.5, 0.12),
  }
}

const pick = <T>(rand: Random, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T
const accent = (rand: Random, p: Palette) => pick(rand, p.accents)

function orbits(r: Raster, rand: Random, p: Palette): void {
  const cx = 90 + rand() * 120
  const cy = 90 + rand() * 120
  fillShape(r, circle(cx, cy, 60 + rand() * 40), accent(rand, p))
  // Every curved edge costs deflate literals on each row it crosses, so few rings keep the file small.
  const rings = 2 + Math.floor(rand() * 2)
  for (let i = 1; i <= rings; i++) fillShape(r, ring(cx, cy, 70 + i * 28, 3 + rand() * 3), p.ink, 0.35 + rand() * 0.4)
  fillShape(r, circle(cx + 70 * (rand() - 0.5), cy + 70 * (rand() - 0.5), 12 + rand() * 14), accent(rand, p))
}

function sunset(r: Raster, rand: Random, p: Palette): void {
  const horizon = 170 + rand() * 50
  const sunR = 60 + rand() * 35
  const sun = circle(150, horizon - sunR * 0.3, sunR)
  fillShape(r, sun, p.accents[0]!)
  // Horizontal cuts through the lower half of the sun, the classic retro look.
  for (let i = 0; i < 5; i++) {
    const y = horizon - sunR * 0.25 - i * 11
    fillShape(r, intersect(sun, rect(150, y, 320, 3 + i)), p.bgTo)
  }
  const peaks = 3 + Math.floor(rand() * 3)
  for (let i = 0; i < peaks; i++) {
    const x = (i / (peaks - 1)) * 300 + (rand() - 0.5) * 60
    const h = 40 + rand() * 70
    fillShape(r, polygon([[x - 90, horizon + 2], [x, horizon - h], [x + 90, horizon + 2]]), mix(p.bgFrom, p.ink, 0.15 + i * 0.05))
  }
  fillShape(r, rect(150, horizon + 70, 300, 140), mix(p.bgFrom, p.accents[1]!, 0.35))
  for (let i = 0; i < 6; i++) fillShape(r, rect(150, horizon + 6 + i * i * 4, 300, 1.5), p.accents[0]!, 0.7)
}

function bauhaus(r: Raster, rand: Random, p: Palette): void {
  const cells = [
    [0, 0],
    [150, 0],
    [0, 150],
    [150, 150],
  ] as const
  for (const [x, y] of cells) {
    const c = accent(rand, p)
    const kind = Math.floor(rand() * 4)
    if (kind === 0) fillShape(r, circle(x + 75, y + 75, 62), c)
    else if (kind === 1) fillShape(r, intersect(circle(x + (rand() < 0.5 ? 0 : 150), y + 150, 150), rect(x + 75, y + 75, 150, 150)), c)
    else if (kind === 2) fillShape(r, polygon([[x + 10, y + 140], [x + 75, y + 10], [x + 140, y + 140]]), c)
    else fillShape(r, rect(x + 75, y + 75, 90, 90, rand() * Math.PI), c)
  }
  fillShape(r, ring(150, 150, 40 + rand() * 50, 6), p.ink, 0.8)
}

function waves(r: Raster, rand: Random, p: Palette): void {
  const layers = 4 + Math.floor(rand() * 3)
  for (let i = 0; i < layers; i++) {
    const base = 90 + (i * 200) / layers
    const color = mix(p.accents[i % p.accents.length]!, p.bgTo, i / (layers * 1.6))
    fillShape(r, wave(base, 10 + rand() * 25, 120 + rand() * 200, rand() * 6.28), color, 0.85)
  }
  fillShape(r, circle(60 + rand() * 180, 40 + rand() * 40, 18 + rand() * 16), p.ink, 0.9)
}

function shards(r: Raster, rand: Random, p: Palette): void {
  const count = 5 + Math.floor(rand() * 5)
  for (let i = 0; i < count; i++) {
    const cx = rand() * 300
    const cy = rand() * 300
    const s = 50 + rand() * 110
    const a = rand() * Math.PI * 2
    const pts = [0, 1, 2].map((k) => {
      const t = a + (k * Math.PI * 2) / 3 + (rand() - 0.5) * 0.8
      return [cx + Math.cos(t) * s, cy + Math.sin(t) * s] as const
    })
    fillShape(r, polygon(pts), accent(rand, p), 0.55 + rand() * 0.35)
  }
  fillShape(r, ring(150, 150, 118, 1.5), p.ink, 0.6)
}

function stripes(r: Raster, rand: Random, p: Palette): void {
  const angle = (rand() - 0.5) * Math.PI
  const width = 30 + rand() * 20
  for (let i = -5; i <= 5; i++) {
    if (i % 2 === 0) continue
    const off = i * width
    fillShape(r, rect(150 + Math.cos(angle) * off, 150 + Math.sin(angle) * off, width, 500, angle), p.accents[Math.abs(i) % 3]!, 0.5)
  }
  fillShape(r, circle(150, 150, 70 + rand() * 30), p.bgFrom)
  fillShape(r, circle(150, 150, 30 + rand() * 25), accent(rand, p))
}

const COVER_STYLES = [orbits, sunset, bauhaus, waves, shards, stripes]

function background(rand: Random, p: Palette): Raster {
  const r = createRaster(ART_SIZE, ART_SIZE)
  fillGradient(r, p.bgFrom, p.bgTo, rand() * Math.PI * 2)
  return r
}

/** Album cover: one of six abstract styles, picked and parameterised by the PRNG. */
export function renderCover(rand: Random, style = Math.floor(rand() * COVER_STYLES.length)): Buffer {
  const p = makePalette(rand)
  const r = background(rand, p)
  COVER_STYLES[style % COVER_STYLES.length]!(r, rand, p)
  return encodePng(r.width, r.height, r.data)
}

/** Artist picture: an abstract head-and-shoulders silhouette with a halo, in the artist's own colours. */
export function renderPortrait(rand: Random): Buffer {
  const p = makePalette(rand)
  const r = background(rand, p)
  fillShape(r, ring(150, 125, 95 + rand() * 20, 10 + rand() * 10), p.accents[0]!, 0.7)
  fillShape(r, circle(150, 215 + 150, 150), p.accents[1]!)
  fillShape(r, circle(150, 120, 52), mix(p.accents[2]!, p.ink, 0.3))
  fillShape(r, circle(150 + (rand() - 0.5) * 200, 40 + rand() * 60, 10 + rand() * 10), p.ink, 0.8)
  return encodePng(r.width, r.height, r.data)
}

/** Genre image: layered waves in the genre's hue. */
export function renderGenreArt(rand: Random, hue: number): Buffer {
  const p = makePalette(rand, hue)
  const r = background(rand, p)
  waves(r, rand, p)
  return encodePng(r.width, r.height, r.data)
}

/** Playlist image: a 2 × 2 mosaic of small motifs, one per palette hue. */
export function renderMosaic(rand: Random, hues: readonly number[]): Buffer {
  const r = createRaster(ART_SIZE, ART_SIZE)
  for (let i = 0; i < 4; i++) {
    const p = makePalette(rand, hues[i % hues.length])
    const x = (i % 2) * 150
    const y = Math.floor(i / 2) * 150
    fillShape(r, rect(x + 75, y + 75, 150, 150), p.bgFrom)
    fillShape(r, polygon([[x, y + 150], [x + 150, y], [x + 150, y + 150]]), p.bgTo)
    fillShape(r, circle(x + 40 + rand() * 70, y + 40 + rand() * 70, 22 + rand() * 18), p.accents[0]!)
  }
  return encodePng(r.width, r.height, r.data)
}
