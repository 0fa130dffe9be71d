import fs from 'node:fs'
import path from 'node:path'

function executable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

/**
 * The ffmpeg (or ffprobe) binary to run: FFMPEG_PATH as given when it holds a slash, else the first match
 * on PATH. Checked once at start-up without running it, so a missing binary costs nothing per request.
 * null = not installed: the server then serves originals only.
 */
export function findBinary(nameOrPath: string, searchPath = process.env.PATH ?? ''): string | null {
  if (nameOrPath.includes('/')) return executable(nameOrPath) ? path.resolve(nameOrPath) : null
  for (const dir of searchPath.split(path.delimiter)) {
    if (!dir) continue
    const candidate = path.join(dir, nameOrPath)
    if (executable(candidate)) return candidate
  }
  return null
}
