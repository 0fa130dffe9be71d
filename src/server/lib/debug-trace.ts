import fs from 'node:fs'

export interface TraceFrame {
  path: string[]
  lineNumber: number
  method: string
  codeSnippet: Record<number, string>
  flatIndex: number
  vendorGroup: boolean
}

export interface DebugTrace {
  exception: string
  ignitionTrace: true
  trace: TraceFrame[]
  totalVendorGroups: number
}

const FRAME = /^\s*at (?:(.*?) \()?(?:file:\/\/)?(.+?):(\d+):\d+\)?$/

function snippet(file: string, line: number): Record<number, string> {
  try {
    const lines = fs.readFileSync(file, 'utf8').split('\n')
    const out: Record<number, string> = {}
    for (let n = Math.max(1, line - 5); n <= Math.min(lines.length, line + 5); n++) out[n] = lines[n - 1] ?? ''
    return out
  } catch {
    return {}
  }
}

/** The debug payload of platform-core §3 (error payload): frames with vendor frames grouped and code snippets. */
export function buildDebugTrace(error: Error): DebugTrace {
  const frames: TraceFrame[] = []
  let groups = 0
  let previousVendor = false
  for (const raw of (error.stack ?? '').split('\n').slice(1)) {
    const match = FRAME.exec(raw)
    if (!match) continue
    const [, method = '(anonymous)', file = '', lineText = '0'] = match
    if (file.startsWith('node:')) continue
    const lineNumber = Number(lineText)
    const vendor = file.includes('/node_modules/')
    if (vendor && !previousVendor) groups++
    previousVendor = vendor
    frames.push({
      path: file.split('/').filter(Boolean),
      lineNumber,
      method,
      codeSnippet: vendor ? {} : snippet(file, lineNumber),
      flatIndex: frames.length,
      vendorGroup: vendor,
    })
  }
  return { exception: error.name, ignitionTrace: true, trace: frames, totalVendorGroups: groups }
}
