/** Pure geometry of the plays chart, kept apart from the component so it can be tested on its own. */

/** A round maximum for the y axis and its evenly spaced ticks (whole plays, at least 0..4). */
export function niceScale(max: number, tickCount = 4): { max: number; ticks: number[] } {
  if (max <= tickCount) return { max: tickCount, ticks: Array.from({ length: tickCount + 1 }, (_, i) => i) }
  const rough = max / tickCount
  const magnitude = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough && Number.isInteger(s)) ?? Math.ceil(rough)
  const top = step * tickCount
  return { max: top, ticks: Array.from({ length: tickCount + 1 }, (_, i) => i * step) }
}

/** Indexes of the x labels to draw: at most `room`, evenly spaced, always the first. */
export function labelIndexes(count: number, room: number): number[] {
  if (count <= 0) return []
  const every = Math.max(1, Math.ceil(count / Math.max(1, room)))
  const picked: number[] = []
  for (let i = 0; i < count; i += every) picked.push(i)
  return picked
}

export interface Point {
  x: number
  y: number
}

export function linePath(points: Point[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join('')
}

/** The line closed down to the baseline, for the area fill. */
export function areaPath(points: Point[], baseline: number): string {
  if (points.length === 0) return ''
  const first = points[0]!
  const last = points[points.length - 1]!
  return `${linePath(points)}L${last.x.toFixed(1)},${baseline}L${first.x.toFixed(1)},${baseline}Z`
}
