import { z } from 'zod'

const SCHEME = /^[a-z][a-z0-9+.-]*:/i

/** A web or mail address, or one without a scheme (`https://` is added on read, §2.3); never `javascript:` or `data:`. */
export function isSafeLinkAddress(url: string): boolean {
  return !SCHEME.test(url) || /^(https?|mailto):/i.test(url)
}

/** The one rule for every stored link (profile links of users and artists). */
export const LinkUrlSchema = z
  .string()
  .trim()
  .min(1, 'The url field is required.')
  .max(2000)
  .refine(isSafeLinkAddress, 'Must be an http(s) address.')

/**
 * The address a stored link is shown with: `https://` added when it has no scheme (§2.3), null for one
 * no rule admits (stored before the rule held), so it never reaches an href.
 */
export function linkHref(url: string): string | null {
  if (!isSafeLinkAddress(url)) return null
  return SCHEME.test(url) ? url : `https://${url}`
}

/** Stored links as they are shown: each through linkHref, the refused ones left out. */
export function shownLinks<T extends { url: string }>(links: T[]): T[] {
  return links.flatMap((link) => {
    const url = linkHref(link.url)
    return url ? [{ ...link, url }] : []
  })
}
