import { storedImageSources } from '../../shared/lib/image-widths'

/** Title, description and image of a public page, rendered into index.html on the server. */
export interface PageMeta {
  title: string
  description: string
  image?: string
  /**
   * The image the page shows first and largest (its LCP), at the CSS size the client draws it: preloaded
   * from the head with the same srcset, so it downloads beside the scripts instead of after the page's
   * data and render (issue 16).
   */
  lcpImage?: { src: string; size: number }
}

export type MetaResolver = (pathname: string) => Promise<PageMeta | null>

const resolvers = new Map<string, MetaResolver>()

/**
 * Adds a resolver for public pages (album, artist, track...). The first resolver that answers wins;
 * the default is the site name and description. Registering again under the same key replaces the
 * earlier one, so a module registered by several app instances (tests) does not pile up.
 */
export function registerMetaResolver(fn: MetaResolver, key: string = fn.name || `resolver-${resolvers.size}`): () => void {
  resolvers.set(key, fn)
  return () => {
    if (resolvers.get(key) === fn) resolvers.delete(key)
  }
}

export async function resolveMeta(pathname: string, onError: (error: unknown) => void): Promise<PageMeta | null> {
  for (const resolve of resolvers.values()) {
    try {
      const meta = await resolve(pathname)
      if (meta) return meta
    } catch (error) {
      // A broken resolver must not take the page down: fall back to the site defaults.
      onError(error)
    }
  }
  return null
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string)

function imagePreload({ src, size }: { src: string; size: number }): string {
  const { src: href, srcSet, sizes } = storedImageSources(src, size)
  const set = srcSet && sizes ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"` : ''
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${set} fetchpriority="high">`
}

/** Replaces <title> and the description/Open Graph tags of the built index.html; every value escaped. */
export function renderMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}">`] : []),
    ...(meta.lcpImage ? [imagePreload(meta.lcpImage)] : []),
  ].join('')
  const cleaned = html
    .replace(/<meta\s+name=["']description["'][^>]*>/gi, '')
    .replace(/<meta\s+property=["']og:(title|description|image)["'][^>]*>/gi, '')
  const title = `<title>${escapeHtml(meta.title)}</title>${tags}`
  return /<title>[\s\S]*?<\/title>/i.test(cleaned)
    ? cleaned.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : cleaned.replace(/<head>/i, () => `<head>${title}`)
}
