import { createHash } from 'node:crypto'
import { renderTune, SAMPLE_RATE, type TuneSpec } from './audio/synth'
import { encodeWav, floatToPcm16, readWavInfo } from './audio/wav'
import { GENRES } from './genres'
import { createRandom, intBetween, pick, seedOf } from './random'

/** The shared audio pool: two generated tunes per genre, each stored once and played by many tracks. */

export const TUNES_PER_GENRE = 2

export interface Tune {
  genre: string
  title: string
  /** Storage key, `track_media/<sha1>.wav`. */
  key: string
  fileName: string
  wav: Buffer
  durationMs: number
}

const PROGRESSIONS = [
  [0, 5, 3, 4],
  [0, 3, 4, 3],
  [0, 5, 2, 6],
  [0, 6, 5, 6],
  [0, 3],
  [0, 4, 5, 3],
  [0, 2, 5, 4],
] as const

export function tuneSpec(genreName: string, variant: number): TuneSpec {
  const genre = GENRES.find((g) => g.name === genreName)
  if (!genre) throw new Error(`Unknown genre ${genreName}`)
  const rand = createRandom(seedOf(`tune:${genreName}:${variant}`))
  const s = genre.sound
  return {
    seconds: intBetween(rand, 8, 20),
    bpm: intBetween(rand, s.bpm[0], s.bpm[1]),
    root: intBetween(rand, 52, 60),
    mode: pick(rand, s.modes),
    progression: pick(rand, PROGRESSIONS),
    lead: s.leads[variant % s.leads.length] ?? 'sine',
    pad: s.pads[variant % s.pads.length] ?? null,
    bass: s.bass,
    drums: s.drums[variant % s.drums.length] ?? 'none',
    density: s.density,
  }
}

export function buildTunePool(): Tune[] {
  return GENRES.flatMap((genre) =>
    Array.from({ length: TUNES_PER_GENRE }, (_, variant) => {
      const samples = renderTune(tuneSpec(genre.name, variant), createRandom(seedOf(`notes:${genre.name}:${variant}`)))
      const wav = encodeWav(floatToPcm16(samples), SAMPLE_RATE)
      const fileName = `${createHash('sha1').update(wav).digest('hex')}.wav`
      return {
        genre: genre.name,
        title: `${genre.displayName} sketch ${variant + 1}`,
        key: `track_media/${fileName}`,
        fileName,
        wav,
        // From the header, i.e. from the sample count: the stored duration must match the file exactly.
        durationMs: readWavInfo(wav).durationMs,
      }
    }),
  )
}
