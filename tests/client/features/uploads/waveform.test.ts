// Waveform bar maths of music-catalog §4.10: 1240×45 canvas, 3 px bars, gap factor 0.5 (414 bars),
// `[x, y, width, height]`, RMS normalised to the maximum height, plus 1.
import { describe, expect, it } from 'vitest'
import { WAVE_HEIGHT, waveformBars } from '../../../../src/client/features/uploads/waveform'

describe('waveform bars', () => {
  it('makes 414 bars across the 1240 px canvas, 3 px apart, half of each slot a gap', () => {
    const bars = waveformBars(new Float32Array(44_100).fill(0.5))
    expect(bars).toHaveLength(414)
    expect(bars[0]).toEqual([0, 0, 1.5, 45])
    expect(bars[1]![0]).toBe(3)
    expect(bars.at(-1)![0]).toBe(1239)
  })

  it('normalises RMS to the maximum height plus 1, centred', () => {
    // First half at amplitude 1 (square wave), second half at 0.5: RMS 1 and 0.5.
    const samples = new Float32Array(414 * 100)
    for (let i = 0; i < samples.length; i++) samples[i] = (i % 2 ? 1 : -1) * (i < samples.length / 2 ? 1 : 0.5)
    const bars = waveformBars(samples)
    expect(bars[0]![3]).toBe(45)
    expect(bars.at(-1)![3]).toBe(Math.round(0.5 * 44) + 1)
    expect(bars.at(-1)![1]).toBe((WAVE_HEIGHT - 23) / 2)
  })

  it('uses RMS, not the peak: a sine of amplitude 1 sits at 1/√2 of a square wave', () => {
    const n = 414 * 200
    const samples = new Float32Array(n)
    for (let i = 0; i < n; i++) samples[i] = i < n / 2 ? (i % 2 ? 1 : -1) : Math.sin((i / 20) * Math.PI * 2)
    const bars = waveformBars(samples)
    expect(bars.at(-1)![3]).toBe(Math.round(44 / Math.SQRT2) + 1)
  })

  it('draws silence and an empty file as 1 px hairlines', () => {
    expect(waveformBars(new Float32Array(1000)).every(([, y, , h]) => h === 1 && y === 22)).toBe(true)
    expect(waveformBars(new Float32Array(0))).toHaveLength(414)
  })

  it('works with fewer samples than bars', () => {
    const bars = waveformBars(Float32Array.from([0.2, -0.4, 0.8]))
    expect(bars).toHaveLength(414)
    expect(Math.max(...bars.map((b) => b[3]))).toBe(45)
  })
})
