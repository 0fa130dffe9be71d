import type { Channel, ChannelConfig, ChannelItem } from '../../../shared/contracts/channels'
import { ChannelConfigSchema, ChannelLayoutSchema } from '../../../shared/contracts/channels'
import type { Genre } from '../../../shared/contracts/genres'
import type { Pagination } from '../../../shared/contracts/pagination'
import { notFound, validationError } from '../../lib/http-errors'
import { decodeCursorOf, pageWindow, toPagination, type CursorKey, type PageWindow } from '../../lib/pagination/index'
import { serializeGenre, type Hydrator, type SerializeCtx } from '../catalogue/index'
import { blockedArtistTest } from '../../../shared/lib/blocked-artists'
import { hydrateItems, type ItemRef } from './channel-items'
import { listSeekKey, type ChannelRow, type ChannelsRepo, type ListModel, type ListOrder } from './channels.repo'

const CONTENT_PER_PAGE = 50
const NESTED_ITEMS = 15
const AUTO_UPDATE_COUNT = 20
const LIST_MODELS: ListModel[] = ['artist', 'album', 'track', 'playlist', 'user', 'genre']

type GenreRow = NonNullable<Awaited<ReturnType<ChannelsRepo['genreById']>>>

export interface ShowOptions {
  restriction?: string
  /** When given, the channel must be of this `type` (e.g. `channel`), else 404. */
  channelType?: string
  page?: number
  perPage?: number
  paginate?: 'simple' | 'lengthAware'
  /** Cookie `channel-layout-<model>` lookup. */
  layoutCookie: (model: string) => string | undefined
  isAdmin: boolean
  /** `next_cursor` of the previous content page (keyset paging of `listAll` channels). */
  cursor?: string
}

interface ContentOpts {
  withTotal: boolean
  depth: number
  layoutCookie: ShowOptions['layoutCookie']
  cursor?: string
}

function orderOf(contentOrder: string | undefined): ListOrder {
  if (contentOrder?.startsWith('created_at')) return 'recent'
  if (contentOrder?.startsWith('release_date')) return 'release'
  return 'popularity'
}

const fillPlaceholders = (text: string, genre: GenreRow | null) =>
  genre
    ? text
        .replaceAll('{{channel.restriction.display_name}}', genre.displayName ?? genre.name)
        .replaceAll('{{channel.restriction.name}}', genre.name)
    : text

export function makeChannelsService({
  repo,
  hydrator,
  blockedArtists = async () => [],
}: {
  repo: ChannelsRepo
  hydrator: Hydrator
  /** The admin's `artists.blocked` patterns, read per page so a change shows at once. */
  blockedArtists?: () => Promise<unknown>
}) {
  /** Stored config, minus any key whose value the contract does not know (one bad key must not blank the channel). */
  const configOf = (row: ChannelRow): ChannelConfig => {
    const raw: Record<string, unknown> = { ...(row.config ?? {}) }
    const parsed = ChannelConfigSchema.safeParse(raw)
    if (parsed.success) return parsed.data
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])]
    return ChannelConfigSchema.safeParse(raw).data ?? {}
  }

  /** §3.7: a genre-restricted channel needs a resolvable genre (URL parameter or fixed id), else 404. */
  async function resolveRestriction(config: ChannelConfig, param: string | undefined): Promise<GenreRow | null> {
    if (config.restriction !== 'genre') return null
    const fixed = config.restrictionModelId
    const genre =
      fixed === undefined || fixed === null || fixed === 'urlParam'
        ? param
          ? await repo.genreByName(param.toLowerCase())
          : null
        : await repo.genreById(Number(fixed))
    if (!genre) throw notFound()
    return genre
  }

  /** One page of item references for the channel's content type; `limit` carries the look-ahead row. */
  async function contentRefs(
    row: ChannelRow,
    config: ChannelConfig,
    genre: GenreRow | null,
    w: PageWindow,
    withTotal: boolean,
    cursor?: string,
  ): Promise<{ refs: ItemRef[]; total: number | undefined; keyOf?: (r: ItemRef) => CursorKey }> {
    const slice = (ids: number[], type: string) => ({
      refs: ids.slice(w.offset, w.offset + w.limit).map((id) => ({ type, id })),
      total: withTotal ? ids.length : undefined,
    })
    if (config.contentType === 'autoUpdate') {
      switch (config.autoUpdateMethod) {
        case 'topTracks':
          return slice(await repo.topTrackIds(AUTO_UPDATE_COUNT), 'track')
        case 'newAlbums':
          return slice(await repo.newAlbumIds(AUTO_UPDATE_COUNT), 'album')
        case 'topGenres':
          return slice(await repo.topGenreIds(AUTO_UPDATE_COUNT), 'genre')
        case 'nonEmptyGenres':
          return { refs: (await repo.nonEmptyGenreIds(w.offset, w.limit)).map((id) => ({ type: 'genre', id })), total: undefined }
        case 'playlistTracks': {
          const playlistId = Number(config.autoUpdateValue)
          if (!Number.isInteger(playlistId) || playlistId <= 0) return { refs: [], total: withTotal ? 0 : undefined }
          const ids = await repo.playlistTrackIds(playlistId, w.offset, w.limit)
          return { refs: ids.map((id) => ({ type: 'track', id })), total: undefined }
        }
        default:
          return { refs: [], total: withTotal ? 0 : undefined }
      }
    }
    const model = config.contentModel as ListModel | undefined
    if (config.contentType === 'listAll' && model && LIST_MODELS.includes(model)) {
      const q = { model, order: orderOf(config.contentOrder), genreId: genre?.id ?? null, offset: w.offset, limit: w.limit }
      const seek = listSeekKey(q.model, q.order)
      // The cursor names its list so one from another channel or order is a 422, not a wrong page.
      const list = `${q.model}:${q.order}`
      const after = seek ? decodeCursorOf(cursor, ['string', seek.kind, 'number']) : null
      if (after && after[0] !== list) throw validationError({ cursor: 'The cursor is invalid.' })
      const [rows, total] = await Promise.all([repo.listIds(q, after ? after.slice(1) : null), withTotal ? repo.listCount(q) : undefined])
      const refs = rows.map((r) => ({ type: model, id: r.id, key: r.key }))
      return { refs, total, keyOf: seek ? (r: ItemRef) => [list, (r as (typeof refs)[number]).key!, r.id] : undefined }
    }
    const newestFirst = config.contentOrder === 'channelables.created_at:desc'
    const [items, total] = await Promise.all([
      repo.manualItems(row.id, newestFirst, w.offset, w.limit),
      withTotal ? repo.manualCount(row.id) : undefined,
    ])
    return { refs: items as ItemRef[], total }
  }

  async function content(
    row: ChannelRow,
    config: ChannelConfig,
    genre: GenreRow | null,
    w: PageWindow,
    opts: ContentOpts,
    ctx: SerializeCtx,
  ): Promise<Pagination<ChannelItem>> {
    // Only the requested channel pages by cursor; nested channels always show their first items.
    const { refs, total, keyOf } = await contentRefs(row, config, genre, w, opts.withTotal, opts.depth === 0 ? opts.cursor : undefined)
    const page = toPagination(refs, w, total, keyOf)
    const items = await hydrateItems(page.data, { repo, hydrator, isBlocked: blockedArtistTest(await blockedArtists()) }, ctx)
    const childIds = page.data.filter((r) => r.type === 'channel').map((r) => r.id)
    // Nested channels carry their first 15 items, one level deep; they inherit the parent's genre.
    const children = await repo.channelsByIds(childIds)
    const nested = await Promise.all(children.map((c) => serialize(c, genre?.name, { ...opts, depth: opts.depth + 1 }, ctx, NESTED_ITEMS)))
    for (const child of nested) items.set(`channel:${child.id}`, child)
    return { ...page, data: page.data.flatMap((r) => items.get(`${r.type}:${r.id}`) ?? []) }
  }

  async function serialize(
    row: ChannelRow,
    restrictionParam: string | undefined,
    opts: ContentOpts,
    ctx: SerializeCtx,
    perPage: number,
    page = 1,
  ): Promise<Channel> {
    const config = configOf(row)
    let genre: GenreRow | null = null
    try {
      genre = await resolveRestriction(config, restrictionParam)
    } catch (e) {
      if (opts.depth === 0) throw e
    }
    const cookie = config.contentModel ? ChannelLayoutSchema.safeParse(opts.layoutCookie(config.contentModel)) : null
    const channel: Channel = {
      id: row.id,
      slug: row.slug,
      name: fillPlaceholders(row.name, genre),
      description: row.description === null ? null : fillPlaceholders(row.description, genre),
      type: row.type,
      public: row.public,
      internal: row.internal,
      config: {
        ...config,
        // `{{site_name}}` stays for the client, which knows the branding; the restriction is only known here.
        ...(config.seoTitle ? { seoTitle: fillPlaceholders(config.seoTitle, genre) } : {}),
        ...(config.seoDescription ? { seoDescription: fillPlaceholders(config.seoDescription, genre) } : {}),
        ...(cookie?.success ? { selectedLayout: cookie.data } : {}),
      },
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      model_type: 'channel',
      restriction: genre ? serializeGenre(genre) : null,
    }
    if (opts.depth > 1) return channel
    const w = pageWindow({ page, perPage }, perPage)
    channel.content = await content(row, config, genre, w, opts, ctx)
    return channel
  }

  async function load(slugOrId: string, isAdmin: boolean, channelType: string | undefined): Promise<ChannelRow> {
    const row = await repo.findBySlugOrId(slugOrId)
    // Unpublished channels exist only for admins; others get the same 404 as a missing one.
    if (!row || (!row.public && !isAdmin) || (channelType && row.type !== channelType)) throw notFound()
    return row
  }

  return {
    /** GET channel/{slugOrId}: the channel with one page of content (50 by default). */
    async show(slugOrId: string, opts: ShowOptions, ctx: SerializeCtx): Promise<Channel> {
      const row = await load(slugOrId, opts.isAdmin, opts.channelType)
      const perPage = opts.perPage ?? CONTENT_PER_PAGE
      const flags = { withTotal: opts.paginate === 'lengthAware', depth: 0, layoutCookie: opts.layoutCookie, cursor: opts.cursor }
      return serialize(row, opts.restriction, flags, ctx, perPage, opts.page ?? 1)
    },

    /** GET genres/{name}: the `genre` channel restricted to that genre. */
    async genrePage(name: string, opts: Omit<ShowOptions, 'restriction'>, ctx: SerializeCtx): Promise<{ channel: Channel; genre: Genre }> {
      const genre = await repo.genreByName(name.toLowerCase())
      if (!genre) throw notFound()
      const channel = await this.show('genre', { ...opts, restriction: genre.name }, ctx)
      return { channel, genre: serializeGenre(genre) }
    },
  }
}

export type ChannelsService = ReturnType<typeof makeChannelsService>
