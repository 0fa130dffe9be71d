/** PCM WAV (RIFF) writing and header reading: the only audio container the demo catalogue needs. */

export interface WavInfo {
  sampleRate: number
  channels: number
  bitsPerSample: number
  /** Bytes in the `data` chunk. */
  dataBytes: number
  /** Samples per channel. */
  frames: number
  durationMs: number
}

/** Duration in whole milliseconds, as stored in `tracks.duration` (music-catalog §1.6). */
export function wavDurationMs(frames: number, sampleRate: number): number {
  return Math.round((frames * 1000) / sampleRate)
}

/** Converts float samples (-1..1) to 16-bit PCM, clipping anything outside the range. */
export function floatToPcm16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length)
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i] ?? 0))
    out[i] = s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff)
  }
  return out
}

/** Encodes interleaved 16-bit PCM as a canonical 44-byte-header WAV file. */
export function encodeWav(pcm: Int16Array, sampleRate: number, channels = 1): Buffer {
  const dataBytes = pcm.length * 2
  const buf = Buffer.alloc(44 + dataBytes)
  buf.write('RIFF', 0, 'ascii')
  buf.writeUInt32LE(36 + dataBytes, 4)
  buf.write('WAVE', 8, 'ascii')
  buf.write('fmt ', 12, 'ascii')
  buf.writeUInt32LE(16, 16)
  buf.writeUInt16LE(1, 20) // PCM
  buf.writeUInt16LE(channels, 22)
  buf.writeUInt32LE(sampleRate, 24)
  buf.writeUInt32LE(sampleRate * channels * 2, 28)
  buf.writeUInt16LE(channels * 2, 32)
  buf.writeUInt16LE(16, 34)
  buf.write('data', 36, 'ascii')
  buf.writeUInt32LE(dataBytes, 40)
  // Buffer is little-endian on every platform Node runs on, but write explicitly to not depend on it.
  for (let i = 0; i < pcm.length; i++) buf.writeInt16LE(pcm[i] ?? 0, 44 + i * 2)
  return buf
}

/** Reads the `fmt ` and `data` chunks of a PCM WAV; walks chunks so files with extra chunks also parse. */
export function readWavInfo(buf: Buffer): WavInfo {
  if (buf.length < 12 || buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('Not a RIFF/WAVE file')
  }
  let offset = 12
  let fmt: { channels: number; sampleRate: number; bitsPerSample: number } | null = null
  while (offset + 8 <= buf.length) {
    const id = buf.toString('ascii', offset, offset + 4)
    const size = buf.readUInt32LE(offset + 4)
    const body = offset + 8
    if (id === 'fmt ') {
      if (buf.readUInt16LE(body) !== 1) throw new Error('Only PCM WAV is supported')
      fmt = { channels: buf.readUInt16LE(body + 2), sampleRate: buf.readUInt32LE(body + 4), bitsPerSample: buf.readUInt16LE(body + 14) }
    } else if (id === 'data') {
      if (!fmt) throw new Error('WAV data chunk before fmt chunk')
      if (body + size > buf.length) throw new Error('WAV data chunk is truncated')
      const frames = size / (fmt.channels * (fmt.bitsPerSample / 8))
      return { ...fmt, dataBytes: size, frames, durationMs: wavDurationMs(frames, fmt.sampleRate) }
    }
    offset = body + size + (size % 2) // chunks are word-aligned
  }
  throw new Error('WAV has no data chunk')
}
