import fs from 'node:fs'
import type { TraceFrame, VendorGroup } from '../../shared/contracts/common'

export interface DebugTrace {
  exception: string
  message: string
  ignitionTrace: true
  trace: (TraceFrame | VendorGroup)[]
  totalVendorGroups: number
}

const FRAME = /^\s*at (?:(.*?) \()?(?:file:\/\/)?(.+?):(\d+):\d+\)?$/
const SNIPPET_RADIUS = 5

function snippet(file: string, line: number): Record<string, string> {
  try {
    const lines = fs.readFileSync(file, 'utf8').split('\n')
    const out: Record<string, string> = {}
    const last = Math.min(lines.length, line + SNIPPET_RADIUS)
    for (let n = Math.max(1, line - SNIPPET_RADIUS); n <= last; n++) out[String(n)] = lines[n - 1] ?? ''
    return out
  } catch {
    return {}
  }
}

/**
 * The debug payload of platform-core §3 (error payload). Consecutive frames from node_modules are
 * collapsed into one vendor group so the error dialog can show app frames first; app frames carry the
 * surrounding source lines. Only ever attached when APP_DEBUG is on: it reveals paths and source.
 */
export function buildDebugTrace(error: Error): DebugTrace {
  const trace: (TraceFrame | VendorGroup)[] = []
  let flatIndex = 0
  let groups = 0
  for (const raw of (error.stack ?? '').split('\n').slice(1)) {
    const match = FRAME.exec(raw)
    if (!match) continue
    const [, method = '(anonymous)', file = '', lineText = '0'] = match
    if (file.startsWith('node:')) continue
    const lineNumber = Number(lineText)
    const vendor = file.includes('/node_modules/')
    const frame: TraceFrame = {
      path: file.split('/').filter(Boolean),
      lineNumber,
      method,
      codeSnippet: vendor ? {} : snippet(file, lineNumber),
      flatIndex: flatIndex++,
      vendorGroup: false,
    }
    const previous = trace.at(-1)
    if (!vendor) trace.push(frame)
    else if (previous?.vendorGroup) previous.items.push(frame)
    else {
      groups++
      trace.push({ vendorGroup: true, items: [frame] })
    }
  }
  return { exception: error.name, message: error.message, ignitionTrace: true, trace, totalVendorGroups: groups }
}
