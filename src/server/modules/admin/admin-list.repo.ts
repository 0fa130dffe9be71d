import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNotNull, isNull, lt, lte, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { AdminFilter, AdminFilterOperator } from '../../../shared/contracts/admin'
import type { Db } from '../../db/client'
import type { AdminListRequest, AdminListRules } from '../../lib/admin-list'

type Expr = AnyColumn | SQL

/**
 * One admin list described as data: what a row holds (flat JSON, also the CSV columns), which
 * expressions sort and filter it (whitelisted names → indexed columns) and where search looks.
 */
export interface AdminListDef {
  table: PgTable
  id: AnyColumn
  select: Record<string, Expr | SQL.Aliased>
  sort: Record<string, Expr>
  defaultSort: AdminListRules['defaultSort']
  filters: Record<string, { expr: Expr; operators: readonly AdminFilterOperator[] }>
  /**
   * Where `query` looks. `searchName` is a generated `lower(unaccent(…))` column with a trigram index,
   * matched against the query folded the same way; `plain` columns use ILIKE as they are.
   */
  search?: { searchName?: AnyColumn; plain?: Expr[] }
  /** Always applied (e.g. file entries not in the bin). */
  where?: SQL
}

export function rulesOf(def: AdminListDef): AdminListRules {
  const filterable = Object.fromEntries(Object.entries(def.filters).map(([key, f]) => [key, f.operators]))
  return { sortable: Object.keys(def.sort), defaultSort: def.defaultSort, filterable }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

function filterCondition(column: Expr, filter: AdminFilter): SQL | undefined {
  // Columns and SQL expressions compare alike; drizzle's overloads just type them apart.
  const expr = column as SQL
  const value = filter.value
  switch (filter.operator) {
    case '=':
      return eq(expr, value)
    case '!=':
      return ne(expr, value)
    case '>':
      return gt(expr, value)
    case '>=':
      return gte(expr, value)
    case '<':
      return lt(expr, value)
    case '<=':
      return lte(expr, value)
    case 'contains':
      return ilike(expr, `%${escapeLike(String(value))}%`)
    case 'in':
      return inArray(expr, Array.isArray(value) ? value : [])
    case 'isNull':
      return isNull(expr)
    case 'notNull':
      return isNotNull(expr)
  }
}

function whereOf(def: AdminListDef, request: AdminListRequest): SQL | undefined {
  const conditions: (SQL | undefined)[] = [def.where]
  for (const filter of request.filters) conditions.push(filterCondition(def.filters[filter.key]!.expr, filter))
  if (request.query && def.search) {
    const pattern = `%${escapeLike(request.query)}%`
    const matches: SQL[] = []
    if (def.search.searchName) matches.push(sql`${def.search.searchName} like lower(encore_unaccent(${pattern}))`)
    for (const column of def.search.plain ?? []) matches.push(sql`${column} ilike ${pattern}`)
    const id = Number(request.query)
    if (Number.isInteger(id) && id > 0 && id <= 2147483647) matches.push(eq(def.id, id))
    conditions.push(sql`(${sql.join(matches, sql` or `)})`)
  }
  return and(...conditions)
}

function orderOf(def: AdminListDef, request: AdminListRequest): SQL[] {
  const dir = request.sort.dir === 'asc' ? asc : desc
  // The id breaks ties, so pages never repeat or skip rows that share a sort value.
  return [dir(def.sort[request.sort.column]!), dir(def.id)]
}

export function makeAdminListRepo(db: Db) {
  return {
    /** One page (limit perPage + 1, see lib/pagination) and, in lengthAware mode, the total. */
    async page(def: AdminListDef, request: AdminListRequest, window: { offset: number; limit: number }) {
      const where = whereOf(def, request)
      const rows = await db
        .select(def.select as never)
        .from(def.table as never)
        .where(where)
        .orderBy(...orderOf(def, request))
        .limit(window.limit)
        .offset(window.offset)
      let total: number | undefined
      if (request.lengthAware) {
        const [counted] = await db.select({ n: count() }).from(def.table).where(where)
        total = Number(counted?.n ?? 0)
      }
      return { rows: rows as Record<string, unknown>[], total }
    },

    /** Every row of the query, in the list's order, fetched in batches (CSV export). */
    async *all(def: AdminListDef, request: AdminListRequest, batch = 500): AsyncGenerator<Record<string, unknown>[]> {
      const where = whereOf(def, request)
      for (let offset = 0; ; offset += batch) {
        const rows = await db
          .select(def.select as never)
          .from(def.table as never)
          .where(where)
          .orderBy(...orderOf(def, request))
          .limit(batch)
          .offset(offset)
        if (rows.length > 0) yield rows as Record<string, unknown>[]
        if (rows.length < batch) return
      }
    },
  }
}

export type AdminListRepo = ReturnType<typeof makeAdminListRepo>
