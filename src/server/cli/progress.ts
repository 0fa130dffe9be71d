import path from 'node:path'
import type { ImportOutcome } from '../modules/folder-import/index'

/** What the import tells its user while it runs; the summary is printed separately at the end. */
export interface ImportReporter {
  start(total: number): void
  file(index: number, relativePath: string, outcome: ImportOutcome): void
  end(): void
}

export interface Writable {
  write(text: string): unknown
  isTTY?: boolean
  columns?: number
}

function describe(outcome: ImportOutcome): string {
  if (outcome.status !== 'added') return `${outcome.status}: ${outcome.reason}`
  return `added: ${outcome.artists.join(', ') || 'your artist'} - ${outcome.title}${outcome.album ? ` (${outcome.album})` : ''}`
}

/**
 * A redrawn bar on a terminal, one plain line per file otherwise (logs, CI, pipes), where carriage
 * returns would only make noise. Skips and failures are also printed above the bar on a terminal.
 */
export function makeReporter(out: Writable): ImportReporter {
  let total = 0
  const counts = { added: 0, skipped: 0, failed: 0 }
  const tty = Boolean(out.isTTY)

  function bar(index: number, current: string) {
    const width = 24
    const done = total ? Math.round((index / total) * width) : width
    const stats = `${index}/${total}  added ${counts.added}  skipped ${counts.skipped}  failed ${counts.failed}`
    const room = Math.max(0, (out.columns ?? 80) - width - stats.length - 6)
    const name = current.length > room ? `…${current.slice(current.length - room + 1)}` : current
    out.write(`\r\x1b[2K[${'#'.repeat(done)}${'-'.repeat(width - done)}] ${stats}  ${room ? name : ''}`)
  }

  return {
    start(count) {
      total = count
      if (tty) bar(0, '')
      else out.write(`Importing ${count} file${count === 1 ? '' : 's'}\n`)
    },
    file(index, relativePath, outcome) {
      counts[outcome.status]++
      const line = `[${index}/${total}] ${relativePath}: ${describe(outcome)}\n`
      if (!tty) return void out.write(line)
      if (outcome.status !== 'added') out.write(`\r\x1b[2K${line}`)
      bar(index, path.basename(relativePath))
    },
    end() {
      if (tty) out.write('\n')
    },
  }
}
