import { trackDownloadPath } from '../../../../shared/wire'

/** Pause between two files: browsers drop download clicks that come in one burst. */
export const DOWNLOAD_GAP_MS = 400

/**
 * "Download album" (issue 24): the spec names no archive endpoint, so each track's own download
 * (GET tracks/{id}/download, which checks the setting and the permission again) starts in turn.
 */
export async function downloadInTurn(trackIds: readonly number[], gapMs = DOWNLOAD_GAP_MS): Promise<void> {
  for (const [index, id] of trackIds.entries()) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, gapMs))
    const link = document.createElement('a')
    link.href = trackDownloadPath(id)
    link.download = ''
    link.rel = 'noopener'
    document.body.append(link)
    link.click()
    link.remove()
  }
}
