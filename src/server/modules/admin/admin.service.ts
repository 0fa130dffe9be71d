import { ADMIN_HEADER_CARDS, type AdminHeaderCard, type AdminListQuery } from '../../../shared/contracts/admin'
import type { Pagination } from '../../../shared/contracts/pagination'
import { csvLine, parseAdminList } from '../../lib/admin-list'
import { validationError } from '../../lib/http-errors'
import { pageWindow, toPagination } from '../../lib/pagination/index'
import type { AdminListName, AdminListsRepo } from './admin-lists.repo'
import type { AdminWritesRepo } from './admin-writes.repo'

const CARD_LABELS: Record<AdminHeaderCard, string> = {
  new_users: 'New users',
  new_songs: 'New songs',
  new_artists: 'New artists',
  likes: 'Likes',
  new_albums: 'New albums',
}
/** The longest range the header cards count over (the insights reports allow the same, ~10 years). */
const MAX_RANGE_MS = 3660 * 24 * 3600 * 1000

export interface AdminServiceDeps {
  lists: AdminListsRepo
  writes: AdminWritesRepo
  clock?: () => Date
}

export function makeAdminService({ lists, writes, clock = () => new Date() }: AdminServiceDeps) {
  return {
    /** One page of an admin list; sort and filters are checked against the list's whitelists first. */
    async list(name: AdminListName, query: AdminListQuery): Promise<Pagination<Record<string, unknown>>> {
      const request = parseAdminList(query, lists.rules(name))
      const window = pageWindow(request, 15)
      const { rows, total } = await lists.page(name, request, window)
      return toPagination(rows, window, total)
    },

    /**
     * Every row of the list's current query as CSV lines (header first), fetched in batches so a large
     * list streams instead of sitting in memory. Parameters are checked before the first line.
     */
    csv(name: AdminListName, query: AdminListQuery): AsyncGenerator<string> {
      const request = parseAdminList(query, lists.rules(name))
      const columns = lists.columns(name)
      return (async function* () {
        yield csvLine(columns)
        for await (const batch of lists.all(name, request)) {
          yield batch.map((row) => csvLine(columns.map((c) => row[c]))).join('')
        }
      })()
    },

    /** music-catalog §3.8 header cards: counts in the range and in the same length of time before it. */
    async headerCards(range: { startDate: string; endDate: string }) {
      const start = new Date(range.startDate)
      const end = new Date(range.endDate)
      if (!(end > start)) throw validationError({ endDate: 'The end date must be after the start date.' })
      if (end.getTime() - start.getTime() > MAX_RANGE_MS) throw validationError({ startDate: 'The range may cover at most 3660 days.' })
      const length = end.getTime() - start.getTime()
      const [current, previous] = await Promise.all([writes.headerCounts(start, end), writes.headerCounts(new Date(start.getTime() - length), start)])
      return ADMIN_HEADER_CARDS.map((name) => ({ name, label: CARD_LABELS[name], value: current[name], previous: previous[name] }))
    },

    deleteGenres: (ids: number[]) => writes.deleteGenres(ids),
    deleteLyrics: (ids: number[]) => writes.deleteLyrics(ids),
    deleteTags: (ids: number[]) => writes.deleteTags(ids),
    trashFiles: (ids: number[]) => writes.trashFiles(ids, clock()),
  }
}

export type AdminService = ReturnType<typeof makeAdminService>
export type { AdminListName } from './admin-lists.repo'
