import { randomUUID } from 'node:crypto'
import type { Product, SaveProductInput } from '../../../shared/contracts/billing'
import type { Pagination } from '../../../shared/contracts/pagination'
import { notFound, validationError } from '../../lib/http-errors'
import { pageWindow, toPagination } from '../../lib/pagination/index'
import type { BillingRepo, PriceRow, ProductRow } from './billing.repo'
import type { GatewayResolver } from './billing-gateways'
import { serializeProduct } from './billing.serialize'

/** Landing and pricing show up to 15 plans (music-catalog §6). */
const PER_PAGE = 15

export interface ProductsServiceDeps {
  repo: BillingRepo
  gateways: GatewayResolver
  inTransaction<T>(fn: (repo: BillingRepo) => Promise<T>): Promise<T>
}

/** Plans and their prices (music-catalog §3.10 billing/products), synced to Stripe when its keys are set. */
export function makeProductsService({ repo, gateways, inTransaction }: ProductsServiceDeps) {
  async function hydrate(rows: ProductRow[]): Promise<Product[]> {
    const ids = rows.map((r) => r.id)
    const [prices, perms] = await Promise.all([repo.pricesOf(ids), repo.permissionsOf(ids)])
    return rows.map((row) =>
      serializeProduct(
        row,
        prices,
        perms.filter((p) => p.productId === row.id).map((p) => p.name),
      ),
    )
  }

  async function show(id: number): Promise<Product> {
    const row = await repo.product(id)
    if (!row) throw notFound()
    return (await hydrate([row]))[0]!
  }

  /** Pushes the plan and any price without a Stripe id to Stripe; a no-op when Stripe is off. */
  async function syncOne(id: number): Promise<void> {
    const { stripe } = await gateways.resolve()
    const row = await repo.product(id)
    if (!stripe || !row || row.free) return
    const prices = await repo.pricesOf([id])
    const created = await stripe.syncProduct(
      { uuid: row.uuid, name: row.name },
      prices.map((p: PriceRow) => ({ localId: p.id, amount: Number(p.amount), currency: p.currency, interval: p.interval as 'month', intervalCount: p.intervalCount, stripeId: p.stripeId })),
    )
    for (const [priceId, stripeId] of created) await repo.updatePrice(priceId, { stripeId })
  }

  async function save(id: number | null, input: SaveProductInput): Promise<Product> {
    const known = await repo.knownPermissions(input.permissions)
    const unknown = input.permissions.filter((p) => !known.includes(p))
    if (unknown.length) throw validationError({ permissions: `Unknown permission: ${unknown[0]}` })
    const values = {
      name: input.name,
      description: input.description ?? null,
      recommended: input.recommended,
      hidden: input.hidden,
      free: input.free,
      position: input.position,
      availableSpace: input.available_space ?? null,
      featureList: input.feature_list,
    }
    const productId = await inTransaction(async (tx) => {
      const row = id === null ? await tx.insertProduct({ ...values, uuid: randomUUID() }) : await tx.updateProduct(id, values)
      await tx.setProductPermissions(row.id, input.permissions)
      const existing = id === null ? [] : await tx.pricesOf([row.id])
      const kept = new Set<number>()
      for (const [index, price] of input.prices.entries()) {
        const priceValues = { amount: price.amount.toFixed(2), currency: price.currency, interval: price.interval, intervalCount: price.interval_count, default: index === 0 }
        const paypal = price.paypal_id !== undefined ? { paypalId: price.paypal_id || null } : {}
        const current = price.id ? existing.find((p) => p.id === price.id) : undefined
        if (price.id && !current) throw validationError({ [`prices.${index}.id`]: 'This price does not belong to the plan.' })
        if (current) {
          kept.add(current.id)
          // Gateway prices are immutable: a changed amount or cycle needs a new gateway price.
          const changed = Number(current.amount) !== price.amount || current.currency !== price.currency || current.interval !== price.interval || current.intervalCount !== price.interval_count
          await tx.updatePrice(current.id, { ...priceValues, ...(changed ? { stripeId: null, paypalId: null } : {}), ...paypal })
        } else {
          await tx.insertPrice(row.id, { ...priceValues, ...paypal })
        }
      }
      await tx.deletePrices(existing.filter((p) => !kept.has(p.id)).map((p) => p.id))
      return row.id
    })
    await syncOne(productId)
    return show(productId)
  }

  return {
    show,
    /** `hidden` plans only for those who may edit plans. */
    async list(q: { page?: number; perPage?: number; query?: string | undefined; paginate?: 'simple' | 'lengthAware' }, canManage: boolean): Promise<Pagination<Product>> {
      const w = pageWindow(q, PER_PAGE)
      const filter = { visibleOnly: !canManage, ...(q.query ? { query: q.query } : {}) }
      const [rows, total] = await Promise.all([repo.listProducts(filter, w.offset, w.limit), q.paginate === 'lengthAware' ? repo.countProducts(filter) : undefined])
      const page = toPagination(rows, w, total)
      return { ...page, data: await hydrate(page.data) }
    },
    create: (input: SaveProductInput) => save(null, input),
    async update(id: number, input: SaveProductInput) {
      if (!(await repo.product(id))) throw notFound()
      return save(id, input)
    },
    async remove(ids: number[]) {
      await repo.deleteProducts(ids)
    },
    /** POST billing/products/sync: every plan to the gateways whose keys are set. */
    async syncAll(): Promise<number> {
      let synced = 0
      for (let page = 1; ; page++) {
        const rows = await repo.listProducts({ visibleOnly: false }, (page - 1) * 100, 100)
        for (const row of rows) await syncOne(row.id)
        synced += rows.length
        if (rows.length < 100) return synced
      }
    },
  }
}

export type ProductsService = ReturnType<typeof makeProductsService>
