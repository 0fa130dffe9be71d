import type { Channel, ChannelConfig } from '../../../shared/contracts/channels'
import {
  CHANNEL_PRESETS,
  SaveChannelInputSchema,
  type ChannelableRef,
  type ChannelListQuery,
  type ChannelPresetId,
  type NormalizedModel,
  type SaveChannelInput,
} from '../../../shared/contracts/channels-admin'
import type { Pagination } from '../../../shared/contracts/pagination'
import { slugify } from '../../../shared/lib/slug'
import { notFound, validationError } from '../../lib/http-errors'
import { pageWindow, toPagination } from '../../lib/pagination/index'
import { runAutoUpdate, type AutoUpdateSources } from './channel-auto-update'
import { presetChannels, PRESET_HOMEPAGE } from './channel-presets'
import type { ChannelsAdminRepo } from './channels-admin.repo'
import type { ChannelRow } from './channels.repo'
import { serializeGenre } from '../catalogue/index'

/** The editor lists up to this many manual items (one reorderable list). */
const EDITOR_ITEMS = 500

export interface ChannelsAdminDeps {
  repo: ChannelsAdminRepo
  sources: AutoUpdateSources
  /** Saves client settings through the shared settings service (flushes its cache). */
  saveSettings: (client: Record<string, unknown>) => Promise<unknown>
  homepageId: () => Promise<number | null>
}

/** A channel row as the admin list and editor show it (no content). */
export function serializeChannelRow(row: ChannelRow): Channel {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    type: row.type,
    public: row.public,
    internal: row.internal,
    config: row.config as ChannelConfig,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    model_type: 'channel',
  }
}

/** §1.3 `filters`: base64 JSON `[{key, operator, value}]`; only `type` applies to channels. */
function typeFilter(filters: string | undefined): string | null {
  if (!filters) return null
  try {
    const list = JSON.parse(Buffer.from(filters, 'base64').toString('utf8')) as { key?: unknown; value?: unknown }[]
    const type = Array.isArray(list) ? list.find((f) => f?.key === 'type')?.value : undefined
    return typeof type === 'string' && type.length <= 10 ? type : null
  } catch {
    throw validationError({ filters: 'The filters are invalid.' })
  }
}

export function makeChannelsAdminService(deps: ChannelsAdminDeps) {
  const { repo } = deps

  async function mustFind(id: number): Promise<ChannelRow> {
    const row = await repo.byId(id)
    if (!row) throw notFound()
    return row
  }

  async function checkUnique(name: string, slug: string, exceptId: number | null) {
    const clash = await repo.clash(name, slug, exceptId)
    if (clash.name) throw validationError({ name: 'A channel with this name already exists.' })
    if (clash.slug) throw validationError({ slug: 'A channel with this slug already exists.' })
  }

  function refsOf(items: ChannelableRef[]) {
    return items.map((i) => ({ type: i.model_type, id: i.id }))
  }

  async function refreshIfAuto(row: ChannelRow) {
    const config = row.config as ChannelConfig
    if (config.contentType !== 'autoUpdate') return
    await repo.replaceItems(row.id, await runAutoUpdate(config, deps.sources))
  }

  return {
    async list(q: ChannelListQuery): Promise<Pagination<Channel>> {
      const w = pageWindow(q, 15)
      const { rows, total } = await repo.list({ type: typeFilter(q.filters), query: q.query?.trim() || null, orderBy: q.orderBy, dir: q.orderDir, offset: w.offset, limit: w.limit })
      const page = toPagination(rows.map(serializeChannelRow), w, q.paginate === 'lengthAware' ? total : undefined)
      // A genre-restricted channel carries the genre its name resolves with and its View link opens.
      const samples = new Map<string, Awaited<ReturnType<typeof repo.sampleGenre>>>()
      for (const channel of page.data) {
        if (channel.config.restriction !== 'genre') continue
        const fixed = channel.config.restrictionModelId
        const fixedId = fixed === undefined || fixed === null || fixed === 'urlParam' || !Number.isInteger(Number(fixed)) ? null : Number(fixed)
        const key = String(fixedId)
        if (!samples.has(key)) samples.set(key, await repo.sampleGenre(fixedId))
        const genre = samples.get(key)
        channel.restriction = genre ? serializeGenre(genre) : null
      }
      return page
    },

    /** The export of the admin table: every row of the query (at most 5000), one per line. */
    async csv(q: ChannelListQuery): Promise<string> {
      const { rows } = await repo.list({ type: typeFilter(q.filters), query: q.query?.trim() || null, orderBy: q.orderBy, dir: q.orderDir, offset: 0, limit: 5000 })
      const cell = (v: unknown) => {
        const text = String(v ?? '')
        // A leading = + - @ would run as a formula in spreadsheets: quote it as text.
        const safe = /^[=+\-@]/.test(text) ? `'${text}` : text
        return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
      }
      const head = ['id', 'name', 'slug', 'type', 'public', 'content_type', 'content_model', 'updated_at']
      const lines = rows.map((r) => {
        const c = r.config as ChannelConfig
        return [r.id, r.name, r.slug, r.type, r.public, c.contentType, c.contentModel, r.updatedAt.toISOString()].map(cell).join(',')
      })
      return [head.join(','), ...lines].join('\n') + '\n'
    },

    presets: () => CHANNEL_PRESETS.map((p) => ({ ...p })),

    async show(id: number): Promise<Channel> {
      return serializeChannelRow(await mustFind(id))
    },

    async create(input: SaveChannelInput, userId: number | null): Promise<Channel> {
      const data = SaveChannelInputSchema.parse(input)
      const slug = data.slug || slugify(data.name).slice(0, 50)
      await checkUnique(data.name, slug, null)
      const row = await repo.insert({ name: data.name, slug, description: data.description ?? null, public: data.public, type: data.type, config: data.config, userId })
      await refreshIfAuto(row)
      return serializeChannelRow(row)
    },

    async update(id: number, input: SaveChannelInput): Promise<Channel> {
      const current = await mustFind(id)
      const data = SaveChannelInputSchema.parse(input)
      // `lockSlug` keeps preset slugs (which routes and menus link to) through renames.
      const locked = (current.config as ChannelConfig).lockSlug === true
      const slug = locked ? current.slug : data.slug || current.slug
      await checkUnique(data.name, slug, id)
      const row = await repo.update(id, { name: data.name, slug, description: data.description ?? null, public: data.public, type: data.type, config: data.config })
      if (!row) throw notFound()
      await refreshIfAuto(row)
      return serializeChannelRow(row)
    },

    /** All or nothing: one protected channel in the list refuses the whole request. */
    async remove(ids: number[]) {
      const rows = await repo.byIds(ids)
      const homepage = await deps.homepageId()
      for (const row of rows) {
        if (row.id === homepage) throw validationError({ ids: `"${row.name}" is the homepage channel and can't be deleted. Choose another homepage first.` })
        if (row.internal) throw validationError({ ids: `"${row.name}" is an internal channel and can't be deleted.` })
        if ((row.config as ChannelConfig).preventDeletion) throw validationError({ ids: `"${row.name}" is protected from deletion.` })
      }
      await repo.delete(rows.map((r) => r.id))
    },

    /** POST channel/{id}/update-content: re-runs the auto-update now (optionally with unsaved config). */
    async updateContent(id: number, channelConfig?: ChannelConfig): Promise<Channel> {
      const row = await mustFind(id)
      const config = { ...(row.config as ChannelConfig), ...(channelConfig ?? {}) }
      if (config.contentType !== 'autoUpdate' || !config.autoUpdateMethod) {
        throw validationError({ 'config.autoUpdateMethod': 'This channel is not auto-updated.' })
      }
      await repo.replaceItems(row.id, await runAutoUpdate(config, deps.sources))
      return serializeChannelRow(await mustFind(id))
    },

    async searchAddable(modelType: string, query: string, limit: number): Promise<NormalizedModel[]> {
      const rows = await repo.searchAddable(modelType, query.trim(), limit)
      return rows.map((r) => ({ id: r.id, name: r.name, image: r.image, model_type: modelType as NormalizedModel['model_type'] }))
    },

    /** The editor's manual list, normalized and in channel order. */
    async items(id: number): Promise<NormalizedModel[]> {
      await mustFind(id)
      const refs = await repo.items(id, EDITOR_ITEMS)
      const types = [...new Set(refs.map((r) => r.type))]
      const found = new Map<string, { id: number; name: string; image: string | null }>()
      for (const type of types) {
        for (const row of await repo.normalizedByIds(type, refs.filter((r) => r.type === type).map((r) => r.id))) found.set(`${type}:${row.id}`, row)
      }
      return refs.flatMap((r) => {
        const hit = found.get(`${r.type}:${r.id}`)
        return hit ? [{ ...hit, model_type: r.type as NormalizedModel['model_type'] }] : []
      })
    },

    async add(id: number, items: ChannelableRef[]) {
      await mustFind(id)
      if (items.some((i) => i.model_type === 'channel' && i.id === id)) throw validationError({ items: 'A channel can not contain itself.' })
      await repo.addItems(id, refsOf(items))
      await repo.touchParents([id])
    },

    async removeItems(id: number, items: ChannelableRef[]) {
      await mustFind(id)
      await repo.removeItems(id, refsOf(items))
      await repo.touchParents([id])
    },

    async reorder(id: number, items: ChannelableRef[]) {
      await mustFind(id)
      await repo.reorder(id, refsOf(items))
      await repo.touchParents([id])
    },

    /** Runs the first 20 auto-update channels (the daily job; one function for timer and queue). */
    async refreshAutoUpdateChannels(): Promise<number> {
      const rows = await repo.autoUpdateChannels(20)
      for (const row of rows) await refreshIfAuto(row)
      return rows.length
    },

    async applyPreset(preset: ChannelPresetId): Promise<number> {
      const list = presetChannels(preset)
      const ids = await repo.replaceWithPreset(preset)
      const homepage = ids.get(PRESET_HOMEPAGE)!
      await deps.saveSettings({ 'homepage.value': homepage })
      for (const c of list) if (c.config.contentType === 'autoUpdate') await refreshIfAuto((await repo.byId(ids.get(c.slug)!))!)
      return homepage
    },
  }
}

export type ChannelsAdminService = ReturnType<typeof makeChannelsAdminService>
