import { midiToFreq, renderDrum, renderNote, type Envelope, type Random, type Timbre } from './voices'

/**
 * Composes and renders a short tune: a chord progression (pad), a bass line, a repeated-and-varied
 * one-bar melody motif and a drum pattern, mixed to mono floats at SAMPLE_RATE.
 */

export const SAMPLE_RATE = 22_050

export const MODES = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
  lydian: [0, 2, 4, 6, 7, 9, 11],
} as const

export type Mode = keyof typeof MODES
export type DrumPattern = 'none' | 'steady' | 'backbeat' | 'halftime' | 'broken'

export interface TuneSpec {
  /** Whole seconds, so the length in ms (and lyrics seconds) is exact. */
  seconds: number
  bpm: number
  /** MIDI note of the tonic in the pad's octave (e.g. 57 = A3). */
  root: number
  mode: Mode
  /** Scale degrees (0 = tonic), one chord per bar, repeated. */
  progression: readonly number[]
  lead: Timbre
  pad: Timbre | null
  bass: Timbre | null
  drums: DrumPattern
  /** 0..1: how many of the motif's eighth-note slots sound. */
  density: number
}

const PAD_ENV: Envelope = { attack: 0.25, decay: 0.4, sustain: 0.7, release: 0.6 }
const LEAD_ENV: Envelope = { attack: 0.01, decay: 0.15, sustain: 0.6, release: 0.12 }
const BASS_ENV: Envelope = { attack: 0.01, decay: 0.2, sustain: 0.5, release: 0.08 }

function degreeToMidi(spec: TuneSpec, degree: number): number {
  const scale = MODES[spec.mode]
  const octave = Math.floor(degree / 7)
  return spec.root + 12 * octave + (scale[((degree % 7) + 7) % 7] ?? 0)
}

/** A one-bar motif of 8 slots: a degree offset above the chord root, or null for a rest. */
function makeMotif(rand: Random, density: number): Array<number | null> {
  const chordTones = [0, 2, 4, 7]
  let last = 2
  return Array.from({ length: 8 }, (_, slot) => {
    if (slot > 0 && rand() > density) return null
    // Strong beats prefer chord tones, weak ones step from the previous note: sounds like a melody.
    last = slot % 2 === 0 ? (chordTones[Math.floor(rand() * chordTones.length)] ?? 0) : last + (rand() < 0.5 ? -1 : 1)
    return last
  })
}

function vary(motif: Array<number | null>, rand: Random): Array<number | null> {
  return motif.map((d) => (d !== null && rand() < 0.25 ? d + (rand() < 0.5 ? -1 : 1) : d))
}

function renderDrumBar(out: Float32Array, spec: TuneSpec, barStart: number, beat: number, rand: Random): void {
  const hit = (drum: 'kick' | 'snare' | 'hat', beats: number, gain: number) =>
    renderDrum(out, SAMPLE_RATE, drum, barStart + beats * beat, gain, rand)
  switch (spec.drums) {
    case 'steady':
      for (let b = 0; b < 4; b++) hit('kick', b, 0.5)
      for (let e = 0; e < 8; e++) hit('hat', e / 2, e % 2 ? 0.22 : 0.12)
      hit('snare', 1, 0.25)
      hit('snare', 3, 0.25)
      break
    case 'backbeat':
      hit('kick', 0, 0.5)
      hit('kick', 2.5, 0.4)
      hit('snare', 1, 0.3)
      hit('snare', 3, 0.3)
      for (let e = 0; e < 8; e++) hit('hat', e / 2, 0.14)
      break
    case 'halftime':
      hit('kick', 0, 0.5)
      hit('snare', 2, 0.3)
      for (let b = 0; b < 4; b++) hit('hat', b, 0.12)
      break
    case 'broken':
      hit('kick', 0, 0.5)
      hit('kick', 1.75, 0.35)
      hit('snare', 1, 0.25)
      hit('snare', 3, 0.25)
      for (let s = 0; s < 16; s++) if (rand() < 0.7) hit('hat', s / 4, 0.06 + rand() * 0.1)
      break
    case 'none':
      break
  }
}

/** Renders `spec` to exactly `seconds × SAMPLE_RATE` float samples, levelled, limited and faded. */
export function renderTune(spec: TuneSpec, rand: Random): Float32Array {
  const out = new Float32Array(spec.seconds * SAMPLE_RATE)
  const beat = 60 / spec.bpm
  const bar = beat * 4
  // The last (tonic) bar may run past the end: the fade-out closes it instead of leaving silence.
  const bars = Math.max(1, Math.ceil((spec.seconds - 0.6) / bar))
  const motif = makeMotif(rand, spec.density)
  for (let b = 0; b < bars; b++) {
    const start = b * bar
    // End on the tonic so every tune resolves before its fade-out.
    const chord = b === bars - 1 ? 0 : (spec.progression[b % spec.progression.length] ?? 0)
    if (spec.pad) {
      for (const tone of [0, 2, 4]) {
        const freq = midiToFreq(degreeToMidi(spec, chord + tone))
        renderNote(out, SAMPLE_RATE, spec.pad, { start, length: bar, freq, gain: 0.11 }, PAD_ENV, rand)
      }
    }
    if (spec.bass) {
      const hits = spec.drums === 'steady' || spec.drums === 'broken' ? [0, 1, 2, 3] : [0, 2.5]
      for (const h of hits) {
        const freq = midiToFreq(degreeToMidi(spec, chord) - 24)
        renderNote(out, SAMPLE_RATE, spec.bass, { start: start + h * beat, length: beat * 0.8, freq, gain: 0.3 }, BASS_ENV, rand)
      }
    }
    const line = b === bars - 1 ? [0, null, null, null, null, null, null, null] : b % 2 ? vary(motif, rand) : motif
    line.forEach((degree, slot) => {
      if (degree === null) return
      const rest = line[slot + 1] === null ? 2 : 1
      const freq = midiToFreq(degreeToMidi(spec, chord + degree) + 12)
      renderNote(out, SAMPLE_RATE, spec.lead, { start: start + (slot * beat) / 2, length: (rest * beat) / 2 - 0.02, freq, gain: 0.22 }, LEAD_ENV, rand)
    })
    renderDrumBar(out, spec, start, beat, rand)
  }
  return finish(out)
}

/** Loudness of a finished tune (RMS); tunes are levelled to it so playlists do not jump in volume. */
const TARGET_RMS = 0.15
const CEILING = 0.89

function finish(out: Float32Array): Float32Array {
  let energy = 0
  for (let i = 0; i < out.length; i++) energy += (out[i] ?? 0) ** 2
  const rms = Math.sqrt(energy / out.length)
  const gain = rms > 0 ? TARGET_RMS / rms : 0
  const fadeIn = Math.floor(0.01 * SAMPLE_RATE)
  const fadeOut = Math.floor(1.2 * SAMPLE_RATE)
  for (let i = 0; i < out.length; i++) {
    const edge = Math.min(1, i / fadeIn, (out.length - 1 - i) / fadeOut)
    // A tanh soft limiter: levelling by RMS may push drum transients past full scale; this rounds them off.
    out[i] = CEILING * Math.tanh(((out[i] ?? 0) * gain) / CEILING) * edge
  }
  return out
}
