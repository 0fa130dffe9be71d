// Uploads a body with XMLHttpRequest, because fetch still reports no upload progress in browsers. The
// only other place the client sends requests on its own; lint bans XMLHttpRequest everywhere else.
import { HttpError, type HttpErrorBody } from './http'

export interface XhrUploadOptions {
  method?: 'POST' | 'PUT'
  url: string
  body: XMLHttpRequestBodyInit
  headers?: Record<string, string>
  /** Cookies go with same-origin API calls; presigned S3 URLs must be sent without credentials. */
  withCredentials?: boolean
  signal?: AbortSignal
  onProgress?: (loaded: number, total: number) => void
}

export interface XhrUploadResult {
  status: number
  /** Parsed JSON when the answer is JSON, else the text (empty for most S3 answers). */
  body: unknown
  header: (name: string) => string | null
}

function parse(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * Sends `body` and resolves with the answer on 2xx; rejects with HttpError (status 0 when the network
 * failed) otherwise, or with an AbortError DOMException when `signal` aborts.
 */
export function xhrUpload(options: XhrUploadOptions): Promise<XhrUploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(options.method ?? 'POST', options.url)
    xhr.withCredentials = options.withCredentials ?? true
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value)
    if (options.onProgress) {
      const report = options.onProgress
      xhr.upload.onprogress = (event) => report(event.loaded, event.total)
    }
    const abort = () => xhr.abort()
    options.signal?.addEventListener('abort', abort, { once: true })
    const done = () => options.signal?.removeEventListener('abort', abort)
    xhr.onload = () => {
      done()
      const body = parse(xhr.responseText)
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve({ status: xhr.status, body, header: (name) => xhr.getResponseHeader(name) })
        return
      }
      const errorBody = body && typeof body === 'object' ? (body as HttpErrorBody) : {}
      reject(new HttpError(xhr.status, errorBody))
    }
    xhr.onerror = () => {
      done()
      reject(new HttpError(0, {}))
    }
    xhr.ontimeout = xhr.onerror
    xhr.onabort = () => {
      done()
      reject(new DOMException('Upload aborted', 'AbortError'))
    }
    if (options.signal?.aborted) {
      done()
      reject(new DOMException('Upload aborted', 'AbortError'))
      return
    }
    xhr.send(options.body)
  })
}
