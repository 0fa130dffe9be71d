import { trans } from '../../../stores/session'
import { toast } from '../../../stores/toasts'

/** Copies a page's address on this site (the page's origin, so a self-hosted copy shares its own). */
export async function copyLink(path: string): Promise<void> {
  const url = new URL(path, window.location.origin).href
  try {
    await navigator.clipboard.writeText(url)
    toast(trans('Link copied'))
  } catch {
    // music-product §8: the copy fallback shows a prompt.
    window.prompt(trans('Copy link'), url)
  }
}
