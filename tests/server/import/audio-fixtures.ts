import { encodeWav, floatToPcm16 } from '../../../src/server/demo/audio/wav'
import { encodePng } from '../../../src/server/demo/images/png'

/**
 * Real tagged audio built byte by byte for the import tests: a PCM WAV with a RIFF LIST/INFO chunk, and
 * an MP3 (MPEG-1 Layer III frames) behind a hand-written ID3v2.4 tag with lyrics and a cover picture.
 */

export interface Tags {
  title?: string
  artist?: string
  album?: string
  genre?: string
  date?: string
  track?: number
}

const SAMPLE_RATE = 8000

function tone(seconds: number, freq: number): Int16Array {
  const samples = new Float32Array(Math.round(seconds * SAMPLE_RATE))
  for (let i = 0; i < samples.length; i++) samples[i] = 0.4 * Math.sin((2 * Math.PI * freq * i) / SAMPLE_RATE)
  return floatToPcm16(samples)
}

function riffChunk(id: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.write(id, 0, 'ascii')
  head.writeUInt32LE(body.length, 4)
  return Buffer.concat([head, body, body.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)])
}

/** A mono 16-bit WAV of `seconds` with INAM/IART/IPRD/IGNR/ICRD/ITRK in a LIST/INFO chunk. */
export function taggedWav(tags: Tags, seconds: number, freq = 440): Buffer {
  const wav = encodeWav(tone(seconds, freq), SAMPLE_RATE)
  const info: [string, string | undefined][] = [
    ['INAM', tags.title],
    ['IART', tags.artist],
    ['IPRD', tags.album],
    ['IGNR', tags.genre],
    ['ICRD', tags.date],
    ['ITRK', tags.track?.toString()],
  ]
  const fields = info.filter((f): f is [string, string] => f[1] !== undefined).map(([id, v]) => riffChunk(id, Buffer.from(`${v}\0`, 'utf8')))
  const list = riffChunk('LIST', Buffer.concat([Buffer.from('INFO', 'ascii'), ...fields]))
  const out = Buffer.concat([wav, list])
  out.writeUInt32LE(out.length - 8, 4)
  return out
}

function syncsafe(n: number): Buffer {
  return Buffer.from([(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f])
}

function id3Frame(id: string, body: Buffer): Buffer {
  return Buffer.concat([Buffer.from(id, 'ascii'), syncsafe(body.length), Buffer.alloc(2), body])
}

const textFrame = (id: string, value: string) => id3Frame(id, Buffer.concat([Buffer.from([3]), Buffer.from(value, 'utf8')]))

/** A small red-and-blue PNG, the cover an MP3's APIC frame carries. */
export function coverPng(): Buffer {
  const size = 8
  const rgb = new Uint8Array(size * size * 3)
  for (let i = 0; i < size * size; i++) rgb.set(i % 2 ? [200, 30, 30] : [30, 30, 200], i * 3)
  return encodePng(size, size, rgb)
}

/**
 * MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, mono: 417-byte frames of 1152 samples. All-zero side info
 * and main data decode as silence, which is all a player or a tag reader needs.
 */
function mp3Frames(seconds: number): Buffer {
  const count = Math.round((seconds * 44100) / 1152)
  const frame = Buffer.alloc(417)
  frame.set([0xff, 0xfb, 0x90, 0xc4])
  return Buffer.concat(Array.from({ length: count }, () => frame))
}

export interface Id3Tags extends Tags {
  lyrics?: string
  picture?: Buffer
  /** TPE1 with several artists (ID3v2.4 separates them with a NUL). */
  artists?: string[]
}

/** An MP3 with an ID3v2.4 tag: text frames, USLT lyrics and an APIC front cover. */
export function taggedMp3(tags: Id3Tags, seconds: number): Buffer {
  const frames: Buffer[] = []
  if (tags.title) frames.push(textFrame('TIT2', tags.title))
  const artists = tags.artists ?? (tags.artist ? [tags.artist] : [])
  if (artists.length) frames.push(textFrame('TPE1', artists.join('\0')))
  if (tags.album) frames.push(textFrame('TALB', tags.album))
  if (tags.genre) frames.push(textFrame('TCON', tags.genre))
  if (tags.date) frames.push(textFrame('TDRC', tags.date))
  if (tags.track) frames.push(textFrame('TRCK', String(tags.track)))
  if (tags.lyrics) frames.push(id3Frame('USLT', Buffer.concat([Buffer.from([3]), Buffer.from('eng\0', 'latin1'), Buffer.from(tags.lyrics, 'utf8')])))
  if (tags.picture) {
    frames.push(id3Frame('APIC', Buffer.concat([Buffer.from([3]), Buffer.from('image/png\0', 'latin1'), Buffer.from([3]), Buffer.from('\0'), tags.picture])))
  }
  const body = Buffer.concat(frames)
  const header = Buffer.concat([Buffer.from('ID3', 'ascii'), Buffer.from([4, 0, 0]), syncsafe(body.length)])
  return Buffer.concat([header, body, mp3Frames(seconds)])
}
