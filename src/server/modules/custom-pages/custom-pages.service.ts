import type { CreateCustomPageInput, CustomPage, CustomPageResponse, CustomPagesQuery, UpdateCustomPageInput } from '../../../shared/contracts/custom-pages'
import type { Pagination } from '../../../shared/contracts/pagination'
import { slugify } from '../../../shared/lib/slug'
import { notFound, validationError } from '../../lib/http-errors'
import { pageWindow, toPagination } from '../../lib/pagination/index'
import type { CustomPageRow, CustomPagesRepo } from './custom-pages.repo'

// sanitize-html (with its HTML parser and postcss, ~8 MB resident) loads with the first page written, not with the server.
const loadSanitizer = () => import('../../lib/sanitize')

/** Plain text of sanitised HTML, for the description meta tag when the admin gave none. */
function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim()
}

export function serializeCustomPage(row: CustomPageRow): CustomPage {
  const meta = row.meta as { description?: string } | null
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    body: row.body,
    type: row.type,
    hide_nav: row.hideNav,
    meta: meta ? { ...(meta.description ? { description: meta.description } : {}) } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

export function seoOf(row: CustomPageRow, siteName: string): CustomPageResponse['seo'] {
  const meta = row.meta as { description?: string } | null
  const description = meta?.description || textOf(row.body).slice(0, 160)
  return { title: `${row.title} - ${siteName}`, description }
}

/**
 * Custom pages: read by anyone, written from the admin area. The body is sanitised on every write, so
 * what is stored is what may be rendered (music-product §3; issue 14: "stored HTML is sanitised").
 */
export function makeCustomPagesService({ repo, clock, siteName }: { repo: CustomPagesRepo; clock: () => Date; siteName: () => Promise<string> }) {
  async function find(idOrSlug: string): Promise<CustomPageRow> {
    const row = /^\d{1,9}$/.test(idOrSlug) ? await repo.byId(Number(idOrSlug)) : await repo.bySlug(idOrSlug.toLowerCase())
    if (!row) throw notFound('This page does not exist.')
    return row
  }

  /** A free slug: the given one must be free (422 on `slug`); a generated one gets -2, -3... appended. */
  async function freeSlug(wanted: string | undefined, title: string, exceptId?: number): Promise<string> {
    if (wanted) {
      if (await repo.slugTaken(wanted, exceptId)) throw validationError({ slug: 'This slug is already used by another page.' })
      return wanted
    }
    const base = slugify(title).slice(0, 90) || 'page'
    const root = /^\d+$/.test(base) ? `page-${base}` : base
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? root : `${root}-${n}`
      if (!(await repo.slugTaken(candidate, exceptId))) return candidate
    }
  }

  return {
    async show(idOrSlug: string): Promise<CustomPageResponse> {
      const row = await find(idOrSlug)
      return { page: serializeCustomPage(row), seo: seoOf(row, await siteName()) }
    },

    async list(q: CustomPagesQuery): Promise<{ status: 'success'; pagination: Pagination<CustomPage> }> {
      const w = pageWindow(q, q.perPage)
      const { rows, total } = await repo.list({ ...q, offset: w.offset, limit: w.limit, withTotal: q.paginate === 'lengthAware' })
      return { status: 'success', pagination: toPagination(rows.map(serializeCustomPage), w, total) }
    },

    async create(input: CreateCustomPageInput, userId: number): Promise<CustomPage> {
      const slug = await freeSlug(input.slug, input.title)
      const { sanitizeHtml } = await loadSanitizer()
      const row = await repo.create({
        title: input.title,
        body: sanitizeHtml(input.body),
        slug,
        hideNav: input.hide_nav,
        meta: input.meta?.description ? { description: input.meta.description } : null,
        userId,
      })
      return serializeCustomPage(row)
    },

    async update(id: number, input: UpdateCustomPageInput): Promise<CustomPage> {
      const current = await repo.byId(id)
      if (!current) throw notFound('This page does not exist.')
      const slug = input.slug !== undefined && input.slug !== current.slug ? await freeSlug(input.slug, current.title, id) : undefined
      const { sanitizeHtml } = await loadSanitizer()
      const row = await repo.update(
        id,
        {
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.body !== undefined ? { body: sanitizeHtml(input.body) } : {}),
          ...(slug ? { slug } : {}),
          ...(input.hide_nav !== undefined ? { hideNav: input.hide_nav } : {}),
          ...(input.meta !== undefined ? { meta: input.meta.description ? { description: input.meta.description } : null } : {}),
        },
        clock(),
      )
      if (!row) throw notFound('This page does not exist.')
      return serializeCustomPage(row)
    },

    delete: (ids: number[]) => repo.delete(ids),
  }
}

export type CustomPagesService = ReturnType<typeof makeCustomPagesService>
