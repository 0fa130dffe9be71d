import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { makeLoudnessSweep } from './loudness-sweep'

export { makeLoudnessSweep } from './loudness-sweep'

const LOUDNESS_JOB = 'loudness.analyse'
/** New uploads and imports are analysed within this long (the sweep finds them; no write path needs a hook). */
const SWEEP_INTERVAL_MS = 60_000
const BATCH = 10

/**
 * Loudness analysis as a background job (issue 26, decision 0024): at start-up (the demo catalogue and
 * folder imports) and every minute (uploads), a sweep analyses the tracks whose file was never measured,
 * ten at a time, queueing itself again while more wait. Nothing runs without ffmpeg.
 */
export const loudnessModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const ffmpegPath = deps.transcoder.ffmpegPath
  if (!ffmpegPath) return
  const sweep = makeLoudnessSweep({ db: deps.db, storage: deps.storage, ffmpegPath, log: { warn: (m) => app.log.warn(m) } })
  const enqueue = (suffix: string) =>
    deps.jobs
      .enqueue(LOUDNESS_JOB, {}, { jobId: `loudness-${suffix}` })
      .catch((err: unknown) => app.log.warn({ err }, 'could not queue the loudness analysis'))
  deps.jobs.define(
    LOUDNESS_JOB,
    async () => {
      const { more } = await sweep.run(BATCH)
      if (more) await enqueue(`more-${Date.now()}`)
    },
    // One at a time: a full decode per track, kept off the cores that serve listeners.
    { attempts: 2, concurrency: 1 },
  )
  // Tests drive the sweep directly; a timer there would race them.
  if (deps.env.NODE_ENV === 'test') return
  app.addHook('onReady', async () => void enqueue(`start-${Date.now()}`))
  const timer = setInterval(() => void enqueue(`tick-${Math.floor(deps.clock().getTime() / SWEEP_INTERVAL_MS)}`), SWEEP_INTERVAL_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
