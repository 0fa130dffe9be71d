/**
 * Sound sources for the tune synthesiser: wavetable oscillators (band-limited per pitch, so square and
 * saw do not alias at 22 050 Hz), an FM bell, a Karplus-Strong pluck and three drums. Each renders one note additively
 * into a float buffer.
 */

export type Timbre = 'sine' | 'triangle' | 'square' | 'saw' | 'organ' | 'bell' | 'pluck'
export type Random = () => number

const TABLE_SIZE = 2048
/** TABLE_SIZE is a power of two, so `& MASK` wraps any integer phase, negative ones included. */
const MASK = TABLE_SIZE - 1

function additive(partials: ReadonlyArray<readonly [number, number]>): Float32Array {
  const table = new Float32Array(TABLE_SIZE)
  let peak = 0
  for (let i = 0; i < TABLE_SIZE; i++) {
    let v = 0
    for (const [harmonic, amp] of partials) v += amp * Math.sin((2 * Math.PI * harmonic * i) / TABLE_SIZE)
    table[i] = v
    peak = Math.max(peak, Math.abs(v))
  }
  for (let i = 0; i < TABLE_SIZE; i++) table[i] = (table[i] ?? 0) / peak
  return table
}

type Wavetable = Exclude<Timbre, 'bell' | 'pluck'>

/** Harmonic recipes: [harmonic number, amplitude]. */
const PARTIALS: Record<Wavetable, ReadonlyArray<readonly [number, number]>> = {
  sine: [[1, 1]],
  triangle: [1, 3, 5, 7, 9, 11].map((h) => [h, (h % 4 === 1 ? 1 : -1) / (h * h)] as const),
  square: [1, 3, 5, 7, 9, 11, 13, 15].map((h) => [h, 1 / h] as const),
  saw: Array.from({ length: 16 }, (_, i) => [i + 1, 1 / (i + 1)] as const),
  organ: [[1, 1], [2, 0.6], [3, 0.35], [4, 0.2], [6, 0.1]],
}

const tableCache = new Map<string, Float32Array>()

/**
 * The table for `timbre` keeping only harmonics below the Nyquist frequency for this pitch: a high saw
 * note with all its partials would fold them back as harsh, unrelated tones (aliasing).
 */
function tableFor(timbre: Wavetable, freq: number, rate: number): Float32Array {
  const limit = Math.max(1, Math.floor(rate / 2 / freq))
  const partials = PARTIALS[timbre].filter(([h]) => h <= limit)
  const key = `${timbre}:${partials.length}`
  let table = tableCache.get(key)
  if (!table) tableCache.set(key, (table = additive(partials.length > 0 ? partials : [[1, 1]])))
  return table
}

export interface Note {
  start: number
  length: number
  freq: number
  gain: number
}

export interface Envelope {
  attack: number
  decay: number
  sustain: number
  release: number
}

function envelopeAt(t: number, length: number, e: Envelope): number {
  if (t < e.attack) return t / e.attack
  const level = t < e.attack + e.decay ? 1 - ((t - e.attack) / e.decay) * (1 - e.sustain) : e.sustain
  if (t <= length) return level
  return Math.max(0, level * (1 - (t - length) / e.release))
}

export function midiToFreq(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12)
}

/** Renders one note of `timbre` into `out`, starting `note.start` samples in. */
export function renderNote(out: Float32Array, rate: number, timbre: Timbre, note: Note, env: Envelope, rand: Random): void {
  const total = Math.floor((note.length + env.release) * rate)
  const start = Math.floor(note.start * rate)
  const end = Math.min(out.length, start + total)
  if (timbre === 'pluck') return renderPluck(out, rate, note, start, end, rand)
  const step = (note.freq * TABLE_SIZE) / rate
  const mod = timbre === 'bell' ? tableFor('sine', note.freq, rate) : null
  const table = tableFor(timbre === 'bell' ? 'sine' : timbre, note.freq, rate)
  let phase = 0
  let modPhase = 0
  for (let i = start; i < end; i++) {
    const t = (i - start) / rate
    let index = phase
    if (mod) {
      // FM bell: a modulator at 3.5× the pitch whose depth fades, leaving a pure tone.
      const depth = 3 * Math.exp(-t * 4)
      index += depth * mod[Math.floor(modPhase) & MASK]! * (TABLE_SIZE / (2 * Math.PI))
      modPhase += step * 3.5
    }
    const sample = table[Math.floor(index) & MASK]!
    const amp = mod ? Math.exp(-t * 2.5) * Math.min(1, t / 0.005) : envelopeAt(t, note.length, env)
    out[i] = (out[i] ?? 0) + sample * amp * note.gain
    phase += step
    if (phase >= TABLE_SIZE) phase -= TABLE_SIZE
    if (modPhase >= TABLE_SIZE * 64) modPhase -= TABLE_SIZE * 64
  }
}

/** Karplus-Strong: a noise burst through a damped delay line sounds like a plucked string. */
function renderPluck(out: Float32Array, rate: number, note: Note, start: number, end: number, rand: Random): void {
  const period = Math.max(2, Math.round(rate / note.freq))
  const line = new Float32Array(period)
  for (let i = 0; i < period; i++) line[i] = rand() * 2 - 1
  let idx = 0
  for (let i = start; i < end; i++) {
    const t = (i - start) / rate
    const next = (idx + 1) % period
    const v = line[idx] ?? 0
    line[idx] = 0.498 * (v + (line[next] ?? 0))
    const fade = t > note.length ? Math.max(0, 1 - (t - note.length) / 0.05) : 1
    out[i] = (out[i] ?? 0) + v * note.gain * fade
    idx = next
  }
}

export type Drum = 'kick' | 'snare' | 'hat'

/** One drum hit at `time` seconds. */
export function renderDrum(out: Float32Array, rate: number, drum: Drum, time: number, gain: number, rand: Random): void {
  const start = Math.floor(time * rate)
  const length = Math.floor((drum === 'kick' ? 0.35 : drum === 'snare' ? 0.22 : 0.06) * rate)
  let phase = 0
  let last = 0
  for (let i = 0; i < length && start + i < out.length; i++) {
    const t = i / rate
    let v: number
    if (drum === 'kick') {
      // Pitch falls from 120 Hz to 45 Hz: the thump of a kick drum.
      phase += (2 * Math.PI * (45 + 75 * Math.exp(-t * 30))) / rate
      v = Math.sin(phase) * Math.exp(-t * 9)
    } else {
      const noise = rand() * 2 - 1
      const high = noise - last // first difference = a crude high-pass, brighter hats
      last = noise
      if (drum === 'hat') v = high * 0.5 * Math.exp(-t * 60)
      else {
        phase += (2 * Math.PI * 185) / rate
        v = (noise * 0.7 + Math.sin(phase) * 0.5) * Math.exp(-t * 18)
      }
    }
    out[start + i] = (out[start + i] ?? 0) + v * gain
  }
}
