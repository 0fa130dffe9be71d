// Waveform bars of music-catalog §4.10, as a pure function of the first decoded channel's samples.

export const WAVE_WIDTH = 1240
export const WAVE_HEIGHT = 45
export const WAVE_BAR_WIDTH = 3
export const WAVE_GAP_FACTOR = 0.5

/** One bar: `[x, y, width, height]` on the 1240×45 canvas. */
export type WaveBar = [number, number, number, number]

/**
 * Each bar takes a 3 px slot (ceil(1240 / 3) = 414 bars); the gap factor leaves half of the slot empty, so
 * a bar is drawn 1.5 px wide. A bar's height is the RMS amplitude of its slice of the samples, normalised
 * so the loudest bar reaches the canvas height minus 1, plus 1 (silence still shows a hairline); bars are
 * centred vertically.
 */
export function waveformBars(samples: ArrayLike<number>): WaveBar[] {
  const count = Math.ceil(WAVE_WIDTH / WAVE_BAR_WIDTH)
  const rms = new Array<number>(count).fill(0)
  const length = samples.length
  for (let bar = 0; bar < count; bar++) {
    const start = Math.floor((bar * length) / count)
    const end = Math.floor(((bar + 1) * length) / count)
    let sum = 0
    for (let i = start; i < end; i++) {
      const value = samples[i]!
      sum += value * value
    }
    rms[bar] = end > start ? Math.sqrt(sum / (end - start)) : 0
  }
  const max = rms.reduce((a, b) => Math.max(a, b), 0)
  const maxHeight = WAVE_HEIGHT - 1
  const width = WAVE_BAR_WIDTH * (1 - WAVE_GAP_FACTOR)
  return rms.map((value, bar) => {
    const height = (max > 0 ? Math.round((value / max) * maxHeight) : 0) + 1
    return [bar * WAVE_BAR_WIDTH, (WAVE_HEIGHT - height) / 2, width, height]
  })
}
