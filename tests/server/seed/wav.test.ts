import { describe, expect, it } from 'vitest'
import { renderTune, SAMPLE_RATE, type TuneSpec } from '../../../src/server/demo/audio/synth'
import { encodeWav, floatToPcm16, readWavInfo, wavDurationMs } from '../../../src/server/demo/audio/wav'
import { createRandom } from '../../../src/server/demo/random'

describe('WAV writer', () => {
  it('writes a canonical 16-bit PCM header and little-endian samples', () => {
    const wav = encodeWav(Int16Array.from([0, 1, -1, 32767, -32768]), 22050)
    expect(wav.length).toBe(44 + 10)
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF')
    expect(wav.readUInt32LE(4)).toBe(36 + 10)
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ')
    expect(wav.readUInt16LE(20)).toBe(1)
    expect(wav.readUInt16LE(22)).toBe(1)
    expect(wav.readUInt32LE(24)).toBe(22050)
    expect(wav.readUInt32LE(28)).toBe(44100)
    expect(wav.readUInt16LE(32)).toBe(2)
    expect(wav.readUInt16LE(34)).toBe(16)
    expect(wav.toString('ascii', 36, 40)).toBe('data')
    expect(wav.readUInt32LE(40)).toBe(10)
    expect([0, 1, 2, 3, 4].map((i) => wav.readInt16LE(44 + i * 2))).toEqual([0, 1, -1, 32767, -32768])
  })

  it('reads back rate, channels and a duration computed from the sample count', () => {
    const wav = encodeWav(new Int16Array(22050 * 3 + 11025), 22050)
    expect(readWavInfo(wav)).toEqual({ sampleRate: 22050, channels: 1, bitsPerSample: 16, dataBytes: (22050 * 3 + 11025) * 2, frames: 77175, durationMs: 3500 })
    expect(wavDurationMs(1, 22050)).toBe(0)
    expect(wavDurationMs(441, 22050)).toBe(20)
  })

  it('skips unknown chunks before the data chunk and rejects what is not PCM WAV', () => {
    const plain = encodeWav(new Int16Array(100), 8000)
    const list = Buffer.alloc(8 + 5)
    list.write('LIST', 0, 'ascii')
    list.writeUInt32LE(5, 4)
    // An odd-sized chunk is followed by a pad byte.
    const withList = Buffer.concat([plain.subarray(0, 36), list, Buffer.alloc(1), plain.subarray(36)])
    expect(readWavInfo(withList).frames).toBe(100)
    expect(() => readWavInfo(Buffer.from('not a wav file at all'))).toThrow('Not a RIFF/WAVE file')
    expect(() => readWavInfo(plain.subarray(0, 60))).toThrow('truncated')
  })

  it('converts floats to PCM with clipping', () => {
    expect([...floatToPcm16(Float32Array.from([0, 1, -1, 2, -2, 0.5]))]).toEqual([0, 32767, -32768, 32767, -32768, 16384])
  })
})

describe('tune synthesiser', () => {
  const spec: TuneSpec = { seconds: 9, bpm: 100, root: 57, mode: 'minor', progression: [0, 5, 3, 4], lead: 'pluck', pad: 'saw', bass: 'sine', drums: 'backbeat', density: 0.6 }

  it('renders exactly the requested seconds, audible and without clipping', () => {
    const samples = renderTune(spec, createRandom(1))
    expect(samples.length).toBe(9 * SAMPLE_RATE)
    let peak = 0
    let energy = 0
    for (let i = 0; i < samples.length; i++) {
      peak = Math.max(peak, Math.abs(samples[i]!))
      energy += samples[i]! ** 2
    }
    expect(peak).toBeLessThanOrEqual(0.9)
    expect(Math.sqrt(energy / samples.length)).toBeGreaterThan(0.05)
    // Fades in and out instead of clicking.
    expect(Math.abs(samples[0]!)).toBe(0)
    expect(Math.abs(samples[samples.length - 1]!)).toBe(0)
  })

  it('is deterministic for a seed and differs between timbres', () => {
    const a = renderTune(spec, createRandom(7))
    expect(renderTune(spec, createRandom(7))).toEqual(a)
    const b = renderTune({ ...spec, lead: 'bell', pad: 'organ' }, createRandom(7))
    expect(Buffer.from(b.buffer).equals(Buffer.from(a.buffer))).toBe(false)
  })
})
