import type { ZodType } from 'zod'
import { ACTIVE_WORKSPACE_COOKIE, API_PREFIX, CLIENT_HEADER, CLIENT_HEADER_WEB, XSRF_COOKIE, XSRF_HEADER } from '../../shared/wire'
import { readCookie } from './cookies'

/** Error answer body of DESIGN.md: `{message, errors?}`, plus the debug trace fields when debugging is on. */
export interface HttpErrorBody {
  message?: string
  errors?: Record<string, string | string[]>
  action?: { label: string; action: string }
  exception?: string
  trace?: unknown[]
  [key: string]: unknown
}

/** Typed error for a non-2xx answer (status 0 = the network failed before any answer). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: HttpErrorBody,
  ) {
    super(body.message ?? `Request failed with status ${status}`)
    this.name = 'HttpError'
  }

  /** First message of a field, as platform-core §5 shows it. */
  fieldError(field: string): string | undefined {
    const value = this.body.errors?.[field]
    return Array.isArray(value) ? value[0] : value
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type QueryParams = Record<string, unknown>

export interface RequestOptions<T = unknown> {
  params?: QueryParams
  body?: unknown
  /** Parses the answer in development and tests; the same contract the server serializes with. */
  schema?: ZodType<T>
  signal?: AbortSignal
  headers?: Record<string, string>
}

/**
 * Request rules of platform-core §7. `unprefixed` lists the path heads that skip `api/v1/`: our server
 * mounts auth and secure under /api/v1 too, so only log-viewer and horizon stay out (docs/decisions/0001).
 */
export const httpConfig = {
  baseUrl: '/',
  prefix: `${API_PREFIX.slice(1)}/`,
  unprefixed: ['log-viewer', 'horizon'] as string[],
  workspaceCookie: ACTIVE_WORKSPACE_COOKIE,
  xsrfCookie: XSRF_COOKIE,
  xsrfHeader: XSRF_HEADER,
  /** Sent with every request: set only by the server entry (its loopback requests say who they are). */
  extraHeaders: {} as Record<string, string>,
}

const LIST_PARAMS = ['with', 'load', 'loadCount']
const OVERRIDDEN: Method[] = ['PUT', 'PATCH', 'DELETE']
const WITH_WORKSPACE: Method[] = ['GET', 'POST', 'PUT']

function isAbsolute(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('/')
}

/** `albums/1` -> `/api/v1/albums/1`; absolute URLs and the configured exclusions stay as given. */
export function resolveUrl(url: string): string {
  if (isAbsolute(url)) return url
  const head = url.split(/[/?]/, 1)[0] ?? ''
  const prefixed = httpConfig.unprefixed.includes(head) ? url : httpConfig.prefix + url
  return httpConfig.baseUrl + prefixed
}

/** The selected workspace; the default workspace (id 0) counts as none selected. */
export function activeWorkspaceId(): number | null {
  const raw = readCookie(httpConfig.workspaceCookie)
  const id = raw === null ? NaN : Number(raw)
  return Number.isInteger(id) && id > 0 ? id : null
}

/** Builds the final query params for a request, applying list joining, workspace and override rules. */
export function buildParams(method: Method, params: QueryParams = {}): URLSearchParams {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) {
      if (method === 'GET' && LIST_PARAMS.includes(key)) search.set(key, value.join(','))
      else for (const item of value) search.append(key, String(item))
    } else {
      search.set(key, String(value))
    }
  }
  const workspaceId = activeWorkspaceId()
  if (workspaceId !== null && WITH_WORKSPACE.includes(method) && !search.has('workspaceId')) {
    search.set('workspaceId', String(workspaceId))
  }
  if (OVERRIDDEN.includes(method)) search.set('_method', method)
  return search
}

/**
 * The headers every request of ours carries besides its own: the web-client header (so the server includes
 * the fields it keeps from other callers, music-catalog §2.1) and, when the cookie is set, the XSRF echo.
 * Requests made outside `http` (tus uploads, media downloads) send these too.
 */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { [CLIENT_HEADER]: CLIENT_HEADER_WEB }
  const xsrf = readCookie(httpConfig.xsrfCookie)
  if (xsrf) headers[httpConfig.xsrfHeader] = xsrf
  return headers
}

function buildInit(method: Method, options: RequestOptions<unknown>): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_WEB, ...httpConfig.extraHeaders, ...options.headers }
  const init: RequestInit = { method: OVERRIDDEN.includes(method) ? 'POST' : method, credentials: 'include', headers }
  if (OVERRIDDEN.includes(method)) headers['X-HTTP-Method-Override'] = method
  // A GET never carries the XSRF echo: it changes nothing, and the token stays out of caches and logs.
  if (method !== 'GET') Object.assign(headers, requestHeaders())
  if (options.body !== undefined && method !== 'GET') {
    if (options.body instanceof FormData) init.body = options.body
    else {
      headers['Content-Type'] = 'application/json'
      init.body = JSON.stringify(options.body)
    }
  }
  if (options.signal) init.signal = options.signal
  return init
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

async function request<T>(method: Method, url: string, options: RequestOptions<T> = {}): Promise<T> {
  const query = buildParams(method, options.params).toString()
  const target = resolveUrl(url) + (query ? (url.includes('?') ? '&' : '?') + query : '')
  let response: Response
  try {
    response = await fetch(target, buildInit(method, options))
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new HttpError(0, { message: undefined, cause: String(error) })
  }
  const data = await readBody(response)
  if (!response.ok) {
    const body = data && typeof data === 'object' ? (data as HttpErrorBody) : {}
    throw new HttpError(response.status, body)
  }
  // STYLE 7.6: parsed in development and tests. Production call sites pass `schema: import.meta.env.DEV ? X
  // : undefined`, so zod and the contracts drop out of the first screen; response schemas hold no transforms.
  return import.meta.env.DEV && options.schema ? options.schema.parse(data) : (data as T)
}

/** The app's only fetch wrapper: returns data or throws HttpError; never toasts or redirects. */
export const http = {
  get: <T = unknown>(url: string, options?: RequestOptions<T>) => request<T>('GET', url, options),
  post: <T = unknown>(url: string, options?: RequestOptions<T>) => request<T>('POST', url, options),
  put: <T = unknown>(url: string, options?: RequestOptions<T>) => request<T>('PUT', url, options),
  patch: <T = unknown>(url: string, options?: RequestOptions<T>) => request<T>('PATCH', url, options),
  delete: <T = unknown>(url: string, options?: RequestOptions<T>) => request<T>('DELETE', url, options),
}
