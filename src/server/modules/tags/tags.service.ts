import type { Album, Pagination, Tag, Track } from '../../../shared/contracts/music'
import { notFound } from '../../lib/http-errors'
import { pageWindow, serializeTag, toPagination, type Hydrator, type SerializeCtx } from '../tracks/index'
import type { TagsRepo } from './tags.repo'

const PER_PAGE = 15

export function makeTagsService({ repo, hydrator }: { repo: TagsRepo; hydrator: Hydrator }) {
  async function requireTag(name: string) {
    const tag = await repo.byName(name.toLowerCase())
    if (!tag) throw notFound()
    return tag
  }

  return {
    async tracks(name: string, q: { page?: number }, ctx: SerializeCtx): Promise<{ tag: Tag; pagination: Pagination<Track> }> {
      const tag = await requireTag(name)
      const w = pageWindow({ page: q.page }, PER_PAGE)
      const page = toPagination(await repo.modelIds(tag.id, 'track', w.offset, w.limit), w)
      return { tag: serializeTag(tag), pagination: { ...page, data: await hydrator.tracks(page.data, ctx) } }
    },

    async albums(name: string, q: { page?: number }, ctx: SerializeCtx): Promise<{ tag: Tag; pagination: Pagination<Album> }> {
      const tag = await requireTag(name)
      const w = pageWindow({ page: q.page }, PER_PAGE)
      const page = toPagination(await repo.modelIds(tag.id, 'album', w.offset, w.limit), w)
      return { tag: serializeTag(tag), pagination: { ...page, data: await hydrator.albums(page.data, ctx) } }
    },
  }
}

export type TagsService = ReturnType<typeof makeTagsService>
