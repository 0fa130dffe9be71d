// Resumable uploads with tus-js-client (music-product §7-§9): chunks of `uploads.chunk_size`, retries at
// 0, 3, 5, 10 and 20 s, resume records in IndexedDB; then `tus/entries` turns the upload into a file entry.
import { DetailedError, Upload, type HttpRequest, type UploadOptions } from 'tus-js-client'
import { HttpError, requestHeaders, type HttpErrorBody } from '../../lib/http'
import { sessionState } from '../../stores/session'
import { TUS_RETRY_DELAYS } from './constants'
import { createTusEntry, tusEndpoint } from './api'
import type { TransportContext } from './queue'
import { fileKeyFor, noteResumeProgress, removeResumeRecords, resumeUrlStorage } from './resume-store'
import { shouldRetryStatus } from './rules'
import type { UploadedFileEntry } from './types'

/** Metadata of music-product §7 plus the disk prefix; tus sends every value as a string. */
export function tusMetadata(context: Pick<TransportContext, 'file' | 'item'>, target: { disk: string; diskPrefix: string }) {
  const { file, item } = context
  return {
    name: file.name,
    clientName: file.name,
    clientExtension: item.extension,
    clientMime: file.type,
    clientSize: String(file.size),
    disk: target.disk,
    diskPrefix: target.diskPrefix,
    parentId: '',
    relativePath: item.relativePath,
  }
}

/** A tus failure as the HttpError the queue reads the server's message from. */
function toHttpError(error: Error): HttpError {
  if (error instanceof DetailedError && error.originalResponse) {
    const status = error.originalResponse.getStatus()
    let body: HttpErrorBody = {}
    try {
      const parsed: unknown = JSON.parse(error.originalResponse.getBody())
      if (parsed && typeof parsed === 'object') body = parsed as HttpErrorBody
    } catch {
      // tus answers errors as plain text; the message stays empty as the spec says for a body without one.
    }
    return new HttpError(status, body)
  }
  return new HttpError(0, {})
}

function setHeaders(request: HttpRequest): void {
  // Read on every request: the XSRF cookie may change while a long upload runs (sign-in again).
  for (const [name, value] of Object.entries(requestHeaders())) request.setHeader(name, value)
}

/** `overrides` replace tus-js-client's network and file access in tests (httpStack, fileReader). */
export function tusTransport(target: { disk: string; diskPrefix: string }, overrides: Partial<UploadOptions> = {}) {
  return async function uploadWithTus(context: TransportContext): Promise<UploadedFileEntry> {
    const { file, item, signal, settings } = context
    const fileKey = fileKeyFor(file, item.relativePath, sessionState.user?.id ?? null)
    // Set when an earlier upload of this file is continued; the first progress then shows where it stood.
    let resuming = false
    const upload = await new Promise<Upload>((resolve, reject) => {
      const tus: Upload = new Upload(file, {
        endpoint: tusEndpoint(),
        chunkSize: settings.chunkSize,
        retryDelays: TUS_RETRY_DELAYS,
        metadata: tusMetadata(context, target),
        fingerprint: () => Promise.resolve(fileKey),
        urlStorage: resumeUrlStorage,
        storeFingerprintForResuming: true,
        // Removed by us once the entry exists (or its creation failed), not when the bytes are in.
        removeFingerprintOnSuccess: false,
        onBeforeRequest: setHeaders,
        onShouldRetry: (error) => {
          const retry = shouldRetryStatus(error.originalResponse?.getStatus() ?? 0)
          if (retry) context.onRetrying?.()
          return retry
        },
        onProgress: (sent) => {
          if (resuming) context.onResumed(sent)
          resuming = false
          context.onProgress(sent)
        },
        onChunkComplete: (_chunk, accepted) => {
          void noteResumeProgress(fileKey, accepted).catch(() => undefined)
        },
        onSuccess: () => resolve(tus),
        onError: (error) => reject(toHttpError(error)),
        ...overrides,
      })
      signal.addEventListener('abort', () => {
        // Cancel drops the server's partial upload and its record; a timeout keeps both for the retry.
        const cancel = signal.reason === 'cancel'
        void tus.abort(cancel).catch(() => undefined)
        if (cancel) void removeResumeRecords(fileKey).catch(() => undefined)
        reject(new DOMException('Upload aborted', 'AbortError'))
      })
      void tus.findPreviousUploads().then(
        (previous) => {
          if (signal.aborted) return
          const latest = previous.at(-1)
          if (latest) {
            tus.resumeFromPreviousUpload(latest)
            resuming = true
          }
          tus.start()
        },
        () => tus.start(),
      )
    })
    const uploadKey = upload.url?.split('/').pop() ?? ''
    try {
      return await createTusEntry(uploadKey, signal)
    } finally {
      await removeResumeRecords(fileKey).catch(() => undefined)
    }
  }
}
