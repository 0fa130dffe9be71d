import { createHash } from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { Db } from '../db/client'
import type { Storage } from '../lib/storage'
import { makeFolderImport, type ImportOutcome } from '../modules/folder-import/index'
import { makeReporter, type ImportReporter, type Writable } from './progress'

export const HIDDEN = 'hidden file'

export interface ImportOptions {
  folder: string
  /** Email of the owner of the imported files and tracks; the first admin when left out. */
  owner?: string
  db: Db
  storage: Storage
  /** Progress and summary; a terminal gets a progress bar. */
  out: Writable
  clock?: () => Date
}

export interface ImportSummary {
  added: { path: string; trackId: number }[]
  skipped: { path: string; reason: string }[]
  failed: { path: string; reason: string }[]
}

/** Every regular file under the folder, as sorted relative paths (symbolic links are not followed). */
export async function listFiles(folder: string): Promise<string[]> {
  const entries = await fsp.readdir(folder, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(folder, path.join(e.parentPath, e.name)))
    .sort((a, b) => a.localeCompare(b))
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(fs.createReadStream(file), hash)
  return hash.digest('hex')
}

const isHidden = (relativePath: string) => relativePath.split(path.sep).some((part) => part.startsWith('.'))

/** Groups reasons with their counts, largest group first. */
export function groupReasons(items: { reason: string }[]): [string, number][] {
  const counts = new Map<string, number>()
  for (const { reason } of items) counts.set(reason, (counts.get(reason) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
}

export function formatSummary(summary: ImportSummary): string {
  const lines = [`Added ${summary.added.length}, skipped ${summary.skipped.length}, failed ${summary.failed.length}.`]
  if (summary.skipped.length) {
    lines.push('Skipped:')
    for (const [reason, count] of groupReasons(summary.skipped)) lines.push(`  ${count} ${reason}`)
  }
  if (summary.failed.length) {
    lines.push('Failed:')
    for (const { path: file, reason } of summary.failed) lines.push(`  ${file}: ${reason}`)
  }
  return `${lines.join('\n')}\n`
}

/**
 * `npm run import -- <folder>`: walks the folder and imports each file in turn (one at a time: the
 * embedded database is single-threaded anyway, and the order of the output is the order of the walk).
 * Throws only for what stops the whole run (no such folder, no owner); a file's problem is its outcome.
 */
export async function runImport(options: ImportOptions, reporter: ImportReporter = makeReporter(options.out)): Promise<ImportSummary> {
  const folder = path.resolve(options.folder)
  const stat = await fsp.stat(folder).catch(() => null)
  if (!stat?.isDirectory()) throw new Error(`Not a folder: ${folder}`)
  const service = makeFolderImport({ db: options.db, storage: options.storage, ...(options.clock ? { clock: options.clock } : {}) })
  const viewer = await service.owner(options.owner)

  const files = await listFiles(folder)
  const summary: ImportSummary = { added: [], skipped: [], failed: [] }
  reporter.start(files.length)
  for (const [i, relativePath] of files.entries()) {
    const full = path.join(folder, relativePath)
    let outcome: ImportOutcome
    if (isHidden(relativePath)) outcome = { status: 'skipped', reason: HIDDEN }
    else {
      try {
        const sha256 = await sha256Of(full)
        outcome = await service.importFile(viewer, { name: path.basename(full), sha256, open: () => fs.createReadStream(full) })
      } catch (error) {
        outcome = { status: 'failed', reason: error instanceof Error ? error.message : String(error) }
      }
    }
    if (outcome.status === 'added') summary.added.push({ path: relativePath, trackId: outcome.trackId })
    else summary[outcome.status].push({ path: relativePath, reason: outcome.reason })
    reporter.file(i + 1, relativePath, outcome)
  }
  reporter.end()
  options.out.write(formatSummary(summary))
  return summary
}
