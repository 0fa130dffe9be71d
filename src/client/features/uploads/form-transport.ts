// Small files (under a chunk, or chunking off): one multipart POST to `file-entries` (music-product §7).
import { postFileEntry } from './api'
import type { TransportContext } from './queue'
import type { UploadedFileEntry } from './types'

export function formTransport(target: { disk: string; diskPrefix: string }) {
  return function uploadWithForm(context: TransportContext): Promise<UploadedFileEntry> {
    const { file, item, signal } = context
    return postFileEntry(
      file,
      {
        clientMime: file.type,
        clientExtension: item.extension,
        diskPrefix: target.diskPrefix,
        disk: target.disk,
        relativePath: item.relativePath,
      },
      { signal, onProgress: context.onProgress },
    )
  }
}
