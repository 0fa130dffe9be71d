/**
 * The `subsonic-response` envelope in JSON and XML (Subsonic 1.16.1 + OpenSubsonic). Payloads are plain
 * objects written once for both formats: in XML a scalar field is an attribute, an object a child element,
 * an array repeated child elements named by its key, and a field named `value` the element's text
 * (getLyrics, structured lyric lines) — the mapping the Subsonic XSD and its JSON form share.
 */
export const SUBSONIC_API_VERSION = '1.16.1'
export const SERVER_TYPE = 'encore'

export type Payload = { [key: string]: unknown }

/** The Subsonic error codes this server answers with (subsonic.org/pages/api.jsp, OpenSubsonic). */
export const ErrorCode = {
  generic: 0,
  missingParameter: 10,
  clientTooOld: 20,
  serverTooOld: 30,
  wrongCredentials: 40,
  tokenAuthNotSupported: 41,
  authMechanismNotSupported: 42,
  conflictingAuth: 43,
  invalidApiKey: 44,
  notAuthorized: 50,
  notFound: 70,
} as const
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode]

/** Thrown anywhere under /rest; answered as `status="failed"` with HTTP 200, as clients expect. */
export class SubsonicError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    message: string,
  ) {
    super(message)
  }
}

export const missing = (name: string) => new SubsonicError(ErrorCode.missingParameter, `Required parameter is missing: ${name}`)
export const notFoundError = (what = 'Data') => new SubsonicError(ErrorCode.notFound, `${what} not found`)
export const notAuthorized = (message = 'User is not authorized for the given operation.') => new SubsonicError(ErrorCode.notAuthorized, message)

export function envelope(serverVersion: string, status: 'ok' | 'failed', payload: Payload): Payload {
  return { status, version: SUBSONIC_API_VERSION, type: SERVER_TYPE, serverVersion, openSubsonic: true, ...payload }
}

// XML 1.0 cannot carry C0 control characters other than tab, LF and CR, even escaped: they are dropped.
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\x00-\x08\x0B\x0C\x0E-\x1F]/g
const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!).replace(XML_INVALID, '')

/**
 * A field the XSD makes a child element with text (`<biography>…</biography>`), where JSON has a plain
 * string: toJSON gives the string, the XML writer the element.
 */
export class TextElement {
  constructor(readonly text: string) {}
  toJSON(): string {
    return this.text
  }
}
export const textElement = (text: string | null | undefined) => (text ? new TextElement(text) : undefined)

function element(name: string, value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof TextElement) return `<${name}>${escapeXml(value.text)}</${name}>`
  if (typeof value !== 'object') return `<${name}>${escapeXml(String(value))}</${name}>`
  const attrs: string[] = []
  const children: string[] = []
  let text = ''
  for (const [key, v] of Object.entries(value as Payload)) {
    if (v === undefined || v === null) continue
    if (key === 'value' && typeof v !== 'object') text = escapeXml(String(v))
    else if (v instanceof TextElement) children.push(element(key, v))
    else if (Array.isArray(v)) for (const item of v) children.push(element(key, item))
    else if (typeof v === 'object') children.push(element(key, v))
    else attrs.push(` ${key}="${escapeXml(String(v))}"`)
  }
  const inner = text + children.join('')
  return inner ? `<${name}${attrs.join('')}>${inner}</${name}>` : `<${name}${attrs.join('')}/>`
}

export function toXml(body: Payload): string {
  const root = element('subsonic-response', body).replace(/^<subsonic-response/, '<subsonic-response xmlns="http://subsonic.org/restapi"')
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root}`
}

/** Drops undefined/null fields so JSON answers omit what the XML would omit. */
export function compact<T extends Payload>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as T
}
