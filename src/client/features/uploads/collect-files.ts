// Files from a drop (files or whole folders, walked with webkitGetAsEntry) or from the pickers, each with
// its path inside the dropped or chosen folder.
import type { NewUpload } from './queue'

function readFile(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject))
}

/** readEntries answers in batches (100 in Chromium) until it returns an empty one. */
async function readAll(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  const entries: FileSystemEntry[] = []
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject))
    if (batch.length === 0) return entries
    entries.push(...batch)
  }
}

async function walk(entry: FileSystemEntry, out: NewUpload[]): Promise<void> {
  if (entry.isFile) {
    const file = await readFile(entry as FileSystemFileEntry)
    out.push({ file, relativePath: entry.fullPath.replace(/^\//, '') })
    return
  }
  if (entry.isDirectory) {
    const children = await readAll((entry as FileSystemDirectoryEntry).createReader())
    children.sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }))
    for (const child of children) await walk(child, out)
  }
}

/** Loose files keep an empty path; files of a dropped folder get `Folder/sub/name.ext`. */
export async function filesFromDrop(transfer: DataTransfer): Promise<NewUpload[]> {
  // Entries must be taken synchronously: the DataTransfer is emptied once the drop handler yields.
  const entries = [...transfer.items]
    .filter((item) => item.kind === 'file')
    .map((item) => item.webkitGetAsEntry?.() ?? null)
  if (entries.length === 0 || entries.some((entry) => entry === null)) {
    return [...transfer.files].map((file) => ({ file, relativePath: '' }))
  }
  const out: NewUpload[] = []
  for (const entry of entries) {
    if (!entry) continue
    if (entry.isFile) out.push({ file: await readFile(entry as FileSystemFileEntry), relativePath: '' })
    else await walk(entry, out)
  }
  return out
}

/** From an `<input type=file>`; a folder picker fills webkitRelativePath. */
export function filesFromInput(list: FileList | null): NewUpload[] {
  return [...(list ?? [])].map((file) => ({ file, relativePath: file.webkitRelativePath || '' }))
}
