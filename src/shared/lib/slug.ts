/**
 * The name segment of a page URL (/track/{id}/{slug}); the id is what resolves. The one slug rule of client
 * and server: accents folded (Björk -> bjork), lower case, every other run of characters one `-`, never empty.
 */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug || '-'
}
