// The demo tunes are 8-20 s WAVs (under 1 MiB), too short for 1 MiB Range requests to mean anything.
// The stream bench therefore stretches the chosen track's file to a full song's length by repeating
// its PCM data: still a valid WAV of the same format, and the same bytes for both servers.
import { readWavInfo } from '../../src/server/demo/audio/wav'

/** A copy of `wav` whose audio repeats until it lasts at least `seconds`. */
export function lengthenWav(wav: Buffer, seconds: number): Buffer {
  const info = readWavInfo(wav)
  // Seeded files end with their data chunk (canonical 44-byte header); anything else is refused.
  const dataStart = wav.length - info.dataBytes
  if (wav.toString('ascii', dataStart - 8, dataStart - 4) !== 'data') throw new Error('the data chunk is not the last chunk')
  const bytesPerSecond = info.sampleRate * info.channels * (info.bitsPerSample / 8)
  const repeats = Math.max(1, Math.ceil((seconds * bytesPerSecond) / info.dataBytes))
  const data = wav.subarray(dataStart)
  const header = Buffer.from(wav.subarray(0, dataStart))
  const dataBytes = info.dataBytes * repeats
  header.writeUInt32LE(dataStart - 8 + dataBytes, 4)
  header.writeUInt32LE(dataBytes, dataStart - 4)
  return Buffer.concat([header, ...Array.from({ length: repeats }, () => data)])
}
