import { encodeWav } from '../../../src/server/demo/audio/wav'
import { encodePng } from '../../../src/server/demo/images/png'

/** Generated upload fixtures: real files of each kind, built here so no binary lives in git. */

/** A mono 16-bit WAV of `ms` milliseconds of a quiet sine. */
export function wavFile(ms = 1000, sampleRate = 8000): Buffer {
  const n = Math.round((ms / 1000) * sampleRate)
  const pcm = new Int16Array(n)
  for (let i = 0; i < n; i++) pcm[i] = Math.round(Math.sin((i / sampleRate) * 2 * Math.PI * 440) * 3000)
  return encodeWav(pcm, sampleRate, 1)
}

export function pngFile(size = 4): Buffer {
  return encodePng(size, size, new Uint8Array(size * size * 3).fill(200))
}

const syncsafe = (n: number) => Buffer.from([(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f])

function frame(id: string, body: Buffer): Buffer {
  const size = Buffer.alloc(4)
  size.writeUInt32BE(body.length)
  return Buffer.concat([Buffer.from(id, 'latin1'), size, Buffer.from([0, 0]), body])
}
const textFrame = (id: string, value: string) => frame(id, Buffer.concat([Buffer.from([0]), Buffer.from(value, 'latin1')]))

export interface Mp3Tags {
  title?: string
  artist?: string
  album?: string
  genre?: string
  year?: string
  lyrics?: string
  picture?: Buffer
}

/** An ID3v2.3 tag with the given frames. */
export function id3Tag(tags: Mp3Tags): Buffer {
  const frames: Buffer[] = []
  if (tags.title) frames.push(textFrame('TIT2', tags.title))
  if (tags.artist) frames.push(textFrame('TPE1', tags.artist))
  if (tags.album) frames.push(textFrame('TALB', tags.album))
  if (tags.genre) frames.push(textFrame('TCON', tags.genre))
  if (tags.year) frames.push(textFrame('TYER', tags.year))
  if (tags.lyrics) frames.push(frame('USLT', Buffer.concat([Buffer.from([0]), Buffer.from('eng\0', 'latin1'), Buffer.from(tags.lyrics, 'latin1')])))
  if (tags.picture) frames.push(frame('APIC', Buffer.concat([Buffer.from([0]), Buffer.from('image/png\0', 'latin1'), Buffer.from([3, 0]), tags.picture])))
  const body = Buffer.concat(frames)
  return Buffer.concat([Buffer.from('ID3', 'latin1'), Buffer.from([3, 0, 0]), syncsafe(body.length), body])
}

/**
 * An MP3: optional ID3 tag, then `frames` MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz, mono; 417
 * bytes, 1152 samples each, so 100 frames last ~2.6 s). The payload is silence-shaped zeros.
 */
export function mp3File(frames = 100, tags?: Mp3Tags): Buffer {
  const one = Buffer.alloc(417)
  one.set([0xff, 0xfb, 0x90, 0xc4])
  return Buffer.concat([tags ? id3Tag(tags) : Buffer.alloc(0), ...Array.from({ length: frames }, () => one)])
}

/** A Linux ELF header: what an executable renamed to `.mp3` starts with. */
export function elfFile(): Buffer {
  const b = Buffer.alloc(256)
  b.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0])
  return b
}

/** A WAV whose header promises data that is not there: parses as audio, has no readable duration. */
export function corruptWav(): Buffer {
  const good = wavFile(500)
  const broken = Buffer.from(good.subarray(0, 44))
  broken.writeUInt32LE(0, 24) // sample rate 0
  broken.writeUInt16LE(0, 32) // block align 0
  return Buffer.concat([broken, Buffer.alloc(16)])
}

/** A multipart/form-data body for inject. */
export function multipartBody(fields: Record<string, string>, file?: { name: string; data: Buffer; type?: string }) {
  const boundary = `----encore${Math.random().toString(16).slice(2)}`
  const parts: Buffer[] = []
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`))
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`),
      file.data,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}
