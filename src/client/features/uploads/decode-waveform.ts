// Decodes an uploaded file in the browser (Web Audio) and turns its first channel into waveform bars.
import { waveformBars, type WaveBar } from './waveform'

/**
 * Decoding resamples to the context's rate: 8 kHz is plenty for 414 RMS bars and keeps a long track's
 * decoded samples small (a 10 minute stereo file: ~38 MB instead of ~210 MB at 44.1 kHz).
 */
const DECODE_SAMPLE_RATE = 8000

export async function buildWaveform(file: Blob): Promise<WaveBar[]> {
  const data = await file.arrayBuffer()
  const context = new OfflineAudioContext(1, 1, DECODE_SAMPLE_RATE)
  const buffer = await context.decodeAudioData(data)
  return waveformBars(buffer.getChannelData(0))
}
