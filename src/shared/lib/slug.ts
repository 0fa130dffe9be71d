export interface SlugOptions {
  /**
   * The genre and tag name rule (§2.6, §2.7): letters and digits of every script are kept (рок, ロック),
   * at most 100 characters, and nothing left gives '' (the caller refuses or skips the name).
   * Without it: the URL segment rule, ASCII only and never empty.
   */
  anyScript?: boolean
}

/**
 * The one slug rule of client and server (docs/decisions/0025). Both forms fold Latin accents
 * (Björk -> bjork), lower-case, and turn every other run of characters into one `-`.
 * - URL segment (default): the name part of /track/{id}/{slug}; the id is what resolves, so a name in
 *   another script may end up as `-`, never empty, so the route still matches.
 * - `anyScript`: a stored genre or tag name, where the name itself is the key; other scripts stay as
 *   they are (only marks on Latin letters are dropped, so й, ё and Hangul syllables survive).
 */
export function slugify(name: string, options: SlugOptions = {}): string {
  if (options.anyScript) {
    return name
      .normalize('NFKD')
      .replace(/([a-zA-Z])[\u0300-\u036f]+/g, '$1')
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 100)
      .replace(/-$/, '')
  }
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug || '-'
}
