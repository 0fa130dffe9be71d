// Pure HTTP Range answers built from a cached Blob. No `self`, no Workbox and no WebWorker-only types,
// so tests/sw runs them in Node. The media element asks for ranges (`bytes=0-`, then seeks); the saved
// copy is the whole file, so every range is cut from it here instead of going to the network.

export interface ByteRange {
  start: number
  /** Inclusive, like the header. */
  end: number
}

/**
 * Parses one `bytes=` range against a body of `size` bytes (RFC 9110 §14.1.2). Returns null for no
 * usable header (answer the whole body), 'unsatisfiable' for a range outside the body (416). Multi-range
 * requests are answered with their first range only: media elements never send them.
 */
export function parseRange(header: string | null | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*(,.*)?$/i.exec(header)
  if (!match) return null
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return null
  if (first === '') {
    // Suffix range: the last N bytes.
    const length = Number(last)
    if (length === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  if (start >= size) return 'unsatisfiable'
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (end < start) return 'unsatisfiable'
  return { start, end }
}

/**
 * The answer to a GET for a cached file: 200 with the whole body when there is no Range, 206 with
 * Content-Range for a satisfiable one, 416 with `Content-Range: bytes *\/size` otherwise. The type
 * comes from the cached response, so a WAV stays audio/wav and the element picks the right decoder.
 */
export function rangeResponseFromBlob(blob: Blob, rangeHeader: string | null | undefined, type: string | null | undefined): Response {
  const size = blob.size
  const contentType = type || blob.type || 'application/octet-stream'
  const range = parseRange(rangeHeader, size)
  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, statusText: 'Range Not Satisfiable', headers: { 'Content-Range': `bytes */${size}`, 'Accept-Ranges': 'bytes' } })
  }
  if (range === null) {
    return new Response(blob, {
      status: 200,
      headers: { 'Content-Type': contentType, 'Content-Length': String(size), 'Accept-Ranges': 'bytes' },
    })
  }
  const part = blob.slice(range.start, range.end + 1, contentType)
  return new Response(part, {
    status: 206,
    statusText: 'Partial Content',
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(range.end - range.start + 1),
      'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
      'Accept-Ranges': 'bytes',
    },
  })
}
