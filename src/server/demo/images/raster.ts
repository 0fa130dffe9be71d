/**
 * A tiny software rasteriser for generated artwork: an RGB buffer, linear gradients and shapes given as
 * signed distance functions, so every edge is anti-aliased with one line of maths.
 */

export type Rgb = readonly [number, number, number]

export interface Raster {
  width: number
  height: number
  /** width × height × 3 bytes, row-major RGB. */
  data: Uint8Array
}

export interface Box {
  x0: number
  y0: number
  x1: number
  y1: number
}

/**
 * Signed distance in pixels from (x, y) to the shape's edge: negative inside. `box`, when known, bounds
 * the shape so painting visits only those pixels (a full-raster scan per shape made seeding slow).
 */
export type Sdf = ((x: number, y: number) => number) & { box?: Box }

const bounded = (sdf: (x: number, y: number) => number, box: Box): Sdf => Object.assign(sdf, { box })
const around = (cx: number, cy: number, reach: number): Box => ({ x0: cx - reach - 1, y0: cy - reach - 1, x1: cx + reach + 1, y1: cy + reach + 1 })

export function createRaster(width: number, height: number): Raster {
  return { width, height, data: new Uint8Array(width * height * 3) }
}

export function hsl(h: number, s: number, l: number): Rgb {
  const hue = ((h % 360) + 360) % 360
  const c = (1 - Math.abs(2 * l - 1)) * s
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1))
  const m = l - c / 2
  const [r, g, b] =
    hue < 60 ? [c, x, 0] : hue < 120 ? [x, c, 0] : hue < 180 ? [0, c, x] : hue < 240 ? [0, x, c] : hue < 300 ? [x, 0, c] : [c, 0, x]
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)]
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
}

/** Linear gradient from `from` to `to` along `angle` (radians), covering the whole raster. */
export function fillGradient(r: Raster, from: Rgb, to: Rgb, angle: number): void {
  const dx = Math.cos(angle)
  const dy = Math.sin(angle)
  const span = Math.abs(dx) * r.width + Math.abs(dy) * r.height
  const origin = Math.min(0, dx * r.width) + Math.min(0, dy * r.height)
  for (let y = 0; y < r.height; y++) {
    for (let x = 0; x < r.width; x++) {
      const t = (x * dx + y * dy - origin) / span
      const i = (y * r.width + x) * 3
      r.data[i] = from[0] + (to[0] - from[0]) * t
      r.data[i + 1] = from[1] + (to[1] - from[1]) * t
      r.data[i + 2] = from[2] + (to[2] - from[2]) * t
    }
  }
}

/** Paints `color` where `sdf` is negative, blending a one-pixel edge; the box limits the work. */
export function fillShape(
  r: Raster,
  sdf: Sdf,
  color: Rgb,
  alpha = 1,
  box: Box = sdf.box ?? { x0: 0, y0: 0, x1: r.width, y1: r.height },
): void {
  const x0 = Math.max(0, Math.floor(box.x0))
  const y0 = Math.max(0, Math.floor(box.y0))
  const x1 = Math.min(r.width, Math.ceil(box.x1))
  const y1 = Math.min(r.height, Math.ceil(box.y1))
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const cover = Math.max(0, Math.min(1, 0.5 - sdf(x + 0.5, y + 0.5))) * alpha
      if (cover <= 0) continue
      const i = (y * r.width + x) * 3
      const d = r.data
      d[i] = Math.round(d[i]! + (color[0] - d[i]!) * cover)
      d[i + 1] = Math.round(d[i + 1]! + (color[1] - d[i + 1]!) * cover)
      d[i + 2] = Math.round(d[i + 2]! + (color[2] - d[i + 2]!) * cover)
    }
  }
}

export const circle = (cx: number, cy: number, radius: number): Sdf =>
  bounded((x, y) => Math.sqrt((x - cx) ** 2 + (y - cy) ** 2) - radius, around(cx, cy, radius))

export const ring = (cx: number, cy: number, radius: number, thickness: number): Sdf =>
  bounded((x, y) => Math.abs(Math.sqrt((x - cx) ** 2 + (y - cy) ** 2) - radius) - thickness / 2, around(cx, cy, radius + thickness / 2))

/** Axis-aligned rectangle rotated by `angle` around its centre. */
export const rect = (cx: number, cy: number, w: number, h: number, angle = 0): Sdf => {
  const c = Math.cos(angle)
  const s = Math.sin(angle)
  const reachX = (Math.abs(c) * w + Math.abs(s) * h) / 2
  const reachY = (Math.abs(s) * w + Math.abs(c) * h) / 2
  return bounded(
    (x, y) => Math.max(Math.abs((x - cx) * c + (y - cy) * s) - w / 2, Math.abs(-(x - cx) * s + (y - cy) * c) - h / 2),
    { x0: cx - reachX - 1, y0: cy - reachY - 1, x1: cx + reachX + 1, y1: cy + reachY + 1 },
  )
}

/** Convex polygon (points in either winding); distance is approximated by the furthest edge line. */
export const polygon = (points: ReadonlyArray<readonly [number, number]>): Sdf => {
  const n = points.length
  let area = 0
  for (let i = 0; i < n; i++) {
    const [ax, ay] = points[i]!
    const [bx, by] = points[(i + 1) % n]!
    area += ax * by - bx * ay
  }
  const sign = area > 0 ? 1 : -1
  // Each edge as a unit normal and offset, so a pixel costs one multiply-add per edge.
  const edges = points.map(([ax, ay], i) => {
    const [bx, by] = points[(i + 1) % n]!
    const len = Math.hypot(bx - ax, by - ay) || 1
    const nx = (sign * (by - ay)) / len
    const ny = (-sign * (bx - ax)) / len
    return [nx, ny, -(nx * ax + ny * ay)] as const
  })
  const xs = points.map((p) => p[0])
  const ys = points.map((p) => p[1])
  return bounded(
    (x, y) => {
      let d = -Infinity
      for (const [nx, ny, c] of edges) d = Math.max(d, nx * x + ny * y + c)
      return d
    },
    { x0: Math.min(...xs) - 1, y0: Math.min(...ys) - 1, x1: Math.max(...xs) + 1, y1: Math.max(...ys) + 1 },
  )
}

/** Everything below a sine-shaped horizon. */
export const wave = (base: number, amplitude: number, period: number, phase: number): Sdf => {
  // The horizon depends on x only: compute it once per column, not once per pixel.
  const horizon = new Map<number, number>()
  const at = (x: number) => {
    let h = horizon.get(x)
    if (h === undefined) horizon.set(x, (h = base + amplitude * Math.sin((x / period) * Math.PI * 2 + phase)))
    return h
  }
  return bounded((x, y) => at(x) - y, { x0: -Infinity, y0: base - Math.abs(amplitude) - 1, x1: Infinity, y1: Infinity })
}

export const intersect = (a: Sdf, b: Sdf): Sdf => {
  const sdf = (x: number, y: number) => Math.max(a(x, y), b(x, y))
  if (!a.box || !b.box) return bounded(sdf, a.box ?? b.box ?? { x0: -Infinity, y0: -Infinity, x1: Infinity, y1: Infinity })
  return bounded(sdf, { x0: Math.max(a.box.x0, b.box.x0), y0: Math.max(a.box.y0, b.box.y0), x1: Math.min(a.box.x1, b.box.x1), y1: Math.min(a.box.y1, b.box.y1) })
}
