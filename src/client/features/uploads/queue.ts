// The upload queue's verbs (music-product §4): add, cancel, retry, clear; the scheduler that starts pending
// uploads by the rules of rules.ts; the 30 s inactivity timeout; progress, speed and time left. How a file
// travels (tus, multipart POST, S3) is the transport's business (transports.ts), injected for tests.
import { HttpError } from '../../lib/http'
import { showToast } from '../../stores/toasts'
import { UPLOAD_TIMEOUT_MESSAGE, UPLOAD_TIMEOUT_MS } from './constants'
import { nextSpeed, timeLeft, type SpeedSample } from './progress'
import { chooseStrategy, uploadsToStart, type UploadSettings } from './rules'
import { probeUntilServerAnswers } from './server-return'
import { uploadQueueState, type UploadItem } from './store'
import type { UploadedFileEntry } from './types'
import { extensionOf, readRestrictions, readUploadSettings, validateFile, type Restrictions } from './validate'

export interface TransportContext {
  id: string
  file: File
  item: Readonly<UploadItem>
  settings: UploadSettings
  signal: AbortSignal
  /** Bytes the server has, as the transport learns them. */
  onProgress: (bytesUploaded: number) => void
  /** The transport continues an earlier upload that had this many bytes on the server. */
  onResumed: (bytesUploaded: number) => void
  /** A request found no server (or a 5xx) and the transport tries again on its retry schedule. */
  onRetrying?: () => void
}

export type UploadTransport = (context: TransportContext) => Promise<UploadedFileEntry>
export type CompletedHandler = (item: Readonly<UploadItem>, file: File, fileEntry: UploadedFileEntry) => void

export interface NewUpload {
  file: File
  relativePath?: string
}

interface Running {
  controller: AbortController
  timer: ReturnType<typeof setTimeout>
  sample: SpeedSample
}

const files = new Map<string, File>()
const running = new Map<string, Running>()
/** Failures caused by the network or the timeout; retried when the browser is back online. */
const networkFailures = new Set<string>()

let transport: UploadTransport | null = null
let completedHandler: CompletedHandler | null = null
let settingsOverride: UploadSettings | null = null
let listening = false
let counter = 0

/** Wires the real transports and the after-upload processing (index.ts), or fakes in tests. */
export function configureUploadQueue(options: {
  transport: UploadTransport
  onCompleted?: CompletedHandler | null
  settings?: UploadSettings | null
}): void {
  transport = options.transport
  completedHandler = options.onCompleted ?? null
  settingsOverride = options.settings ?? null
}

function currentSettings(): UploadSettings {
  return settingsOverride ?? readUploadSettings()
}

function find(id: string): UploadItem | undefined {
  return uploadQueueState.items.find((item) => item.id === id)
}

function watchOnline(): void {
  if (listening || typeof window === 'undefined') return
  listening = true
  window.addEventListener('online', () => {
    for (const id of [...networkFailures]) retryUpload(id)
  })
}

/**
 * Adds files to the queue, after the upload restrictions (music-product §5): a refused file is not queued
 * and its message is shown as a toast. Returns the ids of the queued uploads.
 */
export function addUploads(newUploads: readonly NewUpload[], restrictions: Restrictions = readRestrictions()): string[] {
  watchOnline()
  const settings = currentSettings()
  const ids: string[] = []
  for (const { file, relativePath = '' } of newUploads) {
    const refusal = validateFile(file, restrictions)
    if (refusal) {
      showToast(refusal, 'danger')
      continue
    }
    const id = `upload-${Date.now().toString(36)}-${(counter++).toString(36)}`
    files.set(id, file)
    uploadQueueState.items.push({
      id,
      name: file.name,
      extension: extensionOf(file.name),
      mime: file.type,
      size: file.size,
      relativePath,
      strategy: chooseStrategy(file.size, settings),
      status: 'pending',
      bytesUploaded: 0,
      speed: 0,
      timeLeft: null,
      errorMessage: null,
      resumedFrom: 0,
      waitingForServer: false,
      fileEntry: null,
      processing: 'none',
      addedAt: Date.now(),
    })
    ids.push(id)
  }
  pumpQueue()
  return ids
}

/** Starts what the concurrency rules allow; called after every change of the queue. */
export function pumpQueue(): void {
  const { chunkSize } = currentSettings()
  const items = uploadQueueState.items
  for (const index of uploadsToStart(items, chunkSize)) {
    const item = items[index]
    if (item) startUpload(item)
  }
}

function armTimeout(id: string): ReturnType<typeof setTimeout> {
  return setTimeout(() => fail(id, UPLOAD_TIMEOUT_MESSAGE, true), UPLOAD_TIMEOUT_MS)
}

/** Why a running upload was stopped; a transport drops the server's partial upload only on `cancel`. */
export type StopReason = 'cancel' | 'stop'

function stopRunning(id: string, reason: StopReason = 'stop'): void {
  const run = running.get(id)
  if (!run) return
  clearTimeout(run.timer)
  running.delete(id)
  run.controller.abort(reason)
}

function fail(id: string, message: string, networkFailure: boolean): void {
  const item = find(id)
  if (!item || (item.status !== 'inProgress' && item.status !== 'pending')) return
  stopRunning(id)
  item.status = 'failed'
  item.errorMessage = message
  item.speed = 0
  item.timeLeft = null
  if (networkFailure) networkFailures.add(id)
  // Failed while the transport was retrying a server that did not answer: continue once it answers.
  if (networkFailure && item.waitingForServer) probeUntilServerAnswers(serverAwayFailures, retryServerAwayFailures)
  if (message) showToast(message, 'danger')
  pumpQueue()
}

const serverAwayFailures = () => uploadQueueState.items.some((item) => item.status === 'failed' && item.waitingForServer)

function retryServerAwayFailures(): void {
  for (const item of uploadQueueState.items) if (item.status === 'failed' && item.waitingForServer) retryUpload(item.id)
}

function progress(id: string, bytes: number): void {
  const item = find(id)
  const run = running.get(id)
  if (!item || !run || item.status !== 'inProgress') return
  item.waitingForServer = false
  clearTimeout(run.timer)
  run.timer = armTimeout(id)
  item.bytesUploaded = Math.min(bytes, item.size)
  run.sample = nextSpeed(run.sample, item.bytesUploaded, Date.now())
  item.speed = run.sample.speed
  item.timeLeft = timeLeft(item.size - item.bytesUploaded, run.sample.speed)
}

/** The server's `message`, stored on the upload; empty when the answer had no body. */
function messageOf(error: unknown): string {
  if (error instanceof HttpError) return typeof error.body.message === 'string' ? error.body.message : ''
  return ''
}

function startUpload(item: UploadItem): void {
  const file = files.get(item.id)
  if (!file || !transport) {
    item.status = 'failed'
    item.errorMessage = file ? 'Uploads are not ready' : ''
    return
  }
  const id = item.id
  const controller = new AbortController()
  item.status = 'inProgress'
  item.errorMessage = null
  item.speed = 0
  item.timeLeft = null
  networkFailures.delete(id)
  running.set(id, { controller, timer: armTimeout(id), sample: { at: Date.now(), bytes: item.bytesUploaded, speed: 0 } })
  const context: TransportContext = {
    id,
    file,
    item,
    settings: currentSettings(),
    signal: controller.signal,
    onProgress: (bytes) => progress(id, bytes),
    onResumed: (bytes) => {
      const current = find(id)
      if (current && running.get(id)?.controller === controller) current.resumedFrom = bytes
    },
    onRetrying: () => {
      const current = find(id)
      if (!current || running.get(id)?.controller !== controller) return
      // The speed of before the failure would be a lie while nothing moves.
      Object.assign(current, { waitingForServer: true, speed: 0, timeLeft: null })
    },
  }
  transport(context).then(
    (fileEntry) => finish(id, controller, file, fileEntry),
    (error: unknown) => {
      // Cancelled, timed out or cleared: the status was already set by whoever aborted.
      if (controller.signal.aborted) return
      fail(id, messageOf(error), error instanceof HttpError && error.status === 0)
    },
  )
}

function finish(id: string, controller: AbortController, file: File, fileEntry: UploadedFileEntry): void {
  const item = find(id)
  if (!item || controller.signal.aborted || running.get(id)?.controller !== controller) return
  stopRunning(id)
  item.status = 'completed'
  item.bytesUploaded = item.size
  item.speed = 0
  item.timeLeft = 0
  item.fileEntry = fileEntry
  completedHandler?.(item, file, fileEntry)
  pumpQueue()
}

/** Cancels a pending or running upload (status `aborted`). */
export function cancelUpload(id: string): void {
  const item = find(id)
  if (!item || (item.status !== 'pending' && item.status !== 'inProgress')) return
  stopRunning(id, 'cancel')
  networkFailures.delete(id)
  item.status = 'aborted'
  item.speed = 0
  item.timeLeft = null
  pumpQueue()
}

/** Puts a failed or aborted upload back in the queue; a resumable one continues where the server is. */
export function retryUpload(id: string): void {
  const item = find(id)
  networkFailures.delete(id)
  if (!item || (item.status !== 'failed' && item.status !== 'aborted') || !files.has(id)) return
  item.status = 'pending'
  item.errorMessage = null
  item.waitingForServer = false
  pumpQueue()
}

/** Removes every upload that is not running (music-product §4: clearing keeps running uploads). */
export function clearUploads(): void {
  const keep = uploadQueueState.items.filter((item) => item.status === 'inProgress')
  for (const item of uploadQueueState.items) {
    if (item.status === 'inProgress') continue
    files.delete(item.id)
    networkFailures.delete(item.id)
  }
  uploadQueueState.items = keep
}

/** The File of an upload still in the queue (processing reads it for the waveform). */
export function uploadFile(id: string): File | undefined {
  return files.get(id)
}
