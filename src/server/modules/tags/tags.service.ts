import type { Album, Tag, Track } from '../../../shared/contracts/catalogue'
import type { Pagination } from '../../../shared/contracts/pagination'
import { notFound, validationError } from '../../lib/http-errors'
import { decodeCursor, pageWindow, toPagination } from '../../lib/pagination/index'
import { serializeTag, type Hydrator, type SerializeCtx } from '../catalogue/index'
import type { TagsRepo } from './tags.repo'
import type { SaveTagInput } from '../../../shared/contracts/tags'

const PER_PAGE = 15

/** The last id of a cursor (tag lists are ordered by id alone). */
function afterId(cursor: string | undefined): number | null {
  const key = decodeCursor(cursor, 1)
  if (key && typeof key[0] !== 'number') throw validationError({ cursor: 'The cursor is invalid.' })
  return key ? (key[0] as number) : null
}

export function makeTagsService({ repo, hydrator }: { repo: TagsRepo; hydrator: Hydrator }) {
  async function requireTag(name: string) {
    const tag = await repo.byName(name.toLowerCase())
    if (!tag) throw notFound()
    return tag
  }

  const TAKEN = { name: 'The name has already been taken.' }
  const clean = (input: SaveTagInput) => ({ name: input.name.trim().toLowerCase(), displayName: input.display_name?.trim() || null })

  return {
    async create(userId: number | null, input: SaveTagInput): Promise<Tag> {
      const row = await repo.create({ ...clean(input), userId })
      if (!row) throw validationError(TAKEN)
      return serializeTag(row)
    },

    async update(id: number, input: SaveTagInput): Promise<Tag> {
      const row = await repo.update(id, clean(input))
      if (row === 'taken') throw validationError(TAKEN)
      if (!row) throw notFound()
      return serializeTag(row)
    },

    async tracks(name: string, q: { page?: number; cursor?: string }, ctx: SerializeCtx): Promise<{ tag: Tag; pagination: Pagination<Track> }> {
      const tag = await requireTag(name)
      const w = pageWindow({ page: q.page }, PER_PAGE)
      const page = toPagination(await repo.modelIds(tag.id, 'track', w.offset, w.limit, afterId(q.cursor)), w, undefined, (id) => [id])
      return { tag: serializeTag(tag), pagination: { ...page, data: await hydrator.tracks(page.data, ctx) } }
    },

    async albums(name: string, q: { page?: number; cursor?: string }, ctx: SerializeCtx): Promise<{ tag: Tag; pagination: Pagination<Album> }> {
      const tag = await requireTag(name)
      const w = pageWindow({ page: q.page }, PER_PAGE)
      const page = toPagination(await repo.modelIds(tag.id, 'album', w.offset, w.limit, afterId(q.cursor)), w, undefined, (id) => [id])
      return { tag: serializeTag(tag), pagination: { ...page, data: await hydrator.albums(page.data, ctx) } }
    },
  }
}

export type TagsService = ReturnType<typeof makeTagsService>
