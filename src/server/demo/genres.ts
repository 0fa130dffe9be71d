import type { DrumPattern, Mode } from './audio/synth'
import type { Timbre } from './audio/voices'

/**
 * The demo genres and, per genre, the sound of its two tunes in the audio pool: tracks of a genre's
 * artists play one of that genre's tunes, so a genre sounds like itself.
 */
export interface GenreSeed {
  name: string
  displayName: string
  popularity: number
  hue: number
  sound: {
    bpm: readonly [number, number]
    modes: readonly Mode[]
    leads: readonly Timbre[]
    pads: readonly (Timbre | null)[]
    bass: Timbre | null
    drums: readonly DrumPattern[]
    density: number
  }
}

export const GENRES: readonly GenreSeed[] = [
  { name: 'synthwave', displayName: 'Synthwave', popularity: 96, hue: 300, sound: { bpm: [100, 118], modes: ['minor', 'dorian'], leads: ['saw', 'square'], pads: ['saw', 'square'], bass: 'saw', drums: ['steady', 'backbeat'], density: 0.65 } },
  { name: 'lo-fi', displayName: 'Lo-Fi', popularity: 91, hue: 30, sound: { bpm: [70, 86], modes: ['major', 'dorian'], leads: ['triangle', 'bell'], pads: ['organ'], bass: 'sine', drums: ['halftime', 'broken'], density: 0.45 } },
  { name: 'indie-pop', displayName: 'Indie Pop', popularity: 88, hue: 190, sound: { bpm: [112, 128], modes: ['major', 'mixolydian'], leads: ['pluck', 'square'], pads: ['triangle'], bass: 'triangle', drums: ['backbeat', 'steady'], density: 0.7 } },
  { name: 'deep-house', displayName: 'Deep House', popularity: 84, hue: 230, sound: { bpm: [118, 124], modes: ['minor', 'dorian'], leads: ['bell', 'organ'], pads: ['organ', 'saw'], bass: 'sine', drums: ['steady'], density: 0.4 } },
  { name: 'dream-pop', displayName: 'Dream Pop', popularity: 79, hue: 265, sound: { bpm: [84, 98], modes: ['lydian', 'major'], leads: ['sine', 'bell'], pads: ['saw', 'triangle'], bass: 'triangle', drums: ['halftime', 'backbeat'], density: 0.5 } },
  { name: 'jazz-hop', displayName: 'Jazz Hop', popularity: 74, hue: 45, sound: { bpm: [82, 94], modes: ['dorian', 'mixolydian'], leads: ['organ', 'pluck'], pads: ['organ'], bass: 'triangle', drums: ['broken', 'backbeat'], density: 0.6 } },
  { name: 'folk', displayName: 'Folk', popularity: 68, hue: 95, sound: { bpm: [88, 108], modes: ['major', 'mixolydian'], leads: ['pluck'], pads: ['triangle', null], bass: 'pluck', drums: ['none', 'halftime'], density: 0.65 } },
  { name: 'downtempo', displayName: 'Downtempo', popularity: 63, hue: 170, sound: { bpm: [76, 90], modes: ['minor', 'dorian'], leads: ['bell', 'sine'], pads: ['saw', 'organ'], bass: 'sine', drums: ['broken', 'halftime'], density: 0.45 } },
  { name: 'chiptune', displayName: 'Chiptune', popularity: 57, hue: 140, sound: { bpm: [132, 150], modes: ['major', 'minor'], leads: ['square'], pads: ['square', null], bass: 'triangle', drums: ['steady', 'backbeat'], density: 0.85 } },
  { name: 'post-rock', displayName: 'Post-Rock', popularity: 52, hue: 0, sound: { bpm: [92, 110], modes: ['minor', 'lydian'], leads: ['pluck', 'saw'], pads: ['saw'], bass: 'saw', drums: ['halftime', 'steady'], density: 0.55 } },
  { name: 'funk', displayName: 'Funk', popularity: 47, hue: 15, sound: { bpm: [100, 112], modes: ['mixolydian', 'dorian'], leads: ['square', 'organ'], pads: ['organ'], bass: 'saw', drums: ['broken', 'backbeat'], density: 0.75 } },
  { name: 'ambient', displayName: 'Ambient', popularity: 41, hue: 205, sound: { bpm: [60, 72], modes: ['lydian', 'major'], leads: ['sine', 'bell'], pads: ['triangle', 'saw'], bass: null, drums: ['none'], density: 0.3 } },
]

export const TAGS: ReadonlyArray<readonly [name: string, displayName: string]> = [
  ['chill', 'Chill'],
  ['night-drive', 'Night Drive'],
  ['focus', 'Focus'],
  ['summer', 'Summer'],
  ['rainy-day', 'Rainy Day'],
  ['workout', 'Workout'],
  ['instrumental', 'Instrumental'],
  ['acoustic', 'Acoustic'],
  ['melancholic', 'Melancholic'],
  ['upbeat', 'Upbeat'],
  ['late-night', 'Late Night'],
  ['retro', 'Retro'],
  ['dreamy', 'Dreamy'],
  ['cinematic', 'Cinematic'],
  ['morning', 'Morning'],
]
