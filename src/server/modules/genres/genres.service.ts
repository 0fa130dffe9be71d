import type { Genre, SaveGenreInput } from '../../../shared/contracts/genres'
import { slugify } from '../../../shared/lib/slug'
import { validationError } from '../../lib/http-errors'
import type { Pagination } from '../../../shared/contracts/pagination'
import { pageWindow, toPagination } from '../../lib/pagination/index'
import { serializeGenre } from '../catalogue/index'
import type { FileUser, StoredFilesGuard } from '../uploads/index'
import type { GenreOrder, GenresRepo } from './genres.repo'

const PER_PAGE = 15
const TAKEN = { name: 'The name has already been taken.' }

function toValues(input: SaveGenreInput) {
  // The same rule as genres named on a track or album (catalogue-writes), so both find one row.
  const name = slugify(input.name, { anyScript: true })
  if (!name) throw validationError({ name: 'The name must contain letters or numbers.' })
  return { name, displayName: input.display_name || input.name, image: input.image || null, popularity: input.popularity ?? null }
}

/** `files`: a genre's image must be the caller's own upload (or a remote URL), unless they are an admin. */
export function makeGenresService({ repo, files }: { repo: GenresRepo; files: StoredFilesGuard }) {
  return {
    /** GET genres: name/display-name prefix filter, popularity order by default (§4.9: genres use `popularity`). */
    async list(q: { query?: string; order: GenreOrder; page?: number; perPage?: number; paginate?: string }): Promise<Pagination<Genre>> {
      const w = pageWindow(q, PER_PAGE)
      const [rows, total] = await Promise.all([
        repo.list({ query: q.query, order: q.order, offset: w.offset, limit: w.limit }),
        q.paginate === 'lengthAware' ? repo.count(q.query) : undefined,
      ])
      const page = toPagination(rows, w, total)
      return { ...page, data: page.data.map(serializeGenre) }
    },

    /** POST genres: the name slugified (as genres named on tracks are), unique. */
    async create(viewer: FileUser, input: SaveGenreInput): Promise<Genre> {
      const values = toValues(input)
      await files.assertUsable(viewer, [{ field: 'image', value: input.image, kind: 'image' }])
      if (await repo.findByName(values.name)) throw validationError(TAKEN)
      const row = await repo.insert(values)
      if (!row) throw validationError(TAKEN)
      return serializeGenre(row)
    },

    /** POST genres/{id}/approve (decision 0033). Null: no such genre. */
    async approve(id: number): Promise<Genre | null> {
      const row = await repo.approve(id)
      return row ? serializeGenre(row) : null
    },

    /** PUT genres/{id}: the same rules as create; the name stays unique among the other genres. Null: no such genre. */
    async update(viewer: FileUser, id: number, input: SaveGenreInput): Promise<Genre | null> {
      const current = await repo.findById(id)
      if (!current) return null
      const values = toValues(input)
      await files.assertUsable(viewer, [{ field: 'image', value: input.image, current: current.image, kind: 'image' }])
      const holder = await repo.findByName(values.name)
      if (holder && holder.id !== id) throw validationError(TAKEN)
      const row = await repo.update(id, values)
      if (!row) throw validationError(TAKEN)
      return serializeGenre(row)
    },
  }
}

export type GenresService = ReturnType<typeof makeGenresService>
