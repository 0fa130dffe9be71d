import type { Genre, SaveGenreInput } from '../../../shared/contracts/genres'
import { slugify } from '../../../shared/lib/slug'
import { validationError } from '../../lib/http-errors'
import type { Pagination } from '../../../shared/contracts/pagination'
import { pageWindow, toPagination } from '../../lib/pagination/index'
import { serializeGenre } from '../catalogue/index'
import type { GenreOrder, GenresRepo } from './genres.repo'

const PER_PAGE = 15

export function makeGenresService({ repo }: { repo: GenresRepo }) {
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
    async create(input: SaveGenreInput): Promise<Genre> {
      const name = slugify(input.name)
      if (name === '-') throw validationError({ name: 'The name must contain letters or numbers.' })
      const taken = { name: 'The name has already been taken.' }
      if (await repo.findByName(name)) throw validationError(taken)
      const row = await repo.insert({ name, displayName: input.display_name || input.name, image: input.image || null, popularity: input.popularity ?? null })
      if (!row) throw validationError(taken)
      return serializeGenre(row)
    },
  }
}

export type GenresService = ReturnType<typeof makeGenresService>
