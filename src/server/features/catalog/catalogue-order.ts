import { asc, desc, sql, type SQL } from 'drizzle-orm'
import { promptTemplates } from '../../db/schema/catalog.ts'
import type { CatalogueSort } from '../../../shared/catalog/catalogue-sort.ts'
import { AppError } from '../../lib/errors.ts'

const t = promptTemplates

// What a page row carries besides its public fields: the keys its cursor is made of.
export const orderColumns = {
  createdMicros: sql<string>`(extract(epoch from ${t.createdAt}) * 1000000)::bigint`,
  salesCount: t.salesCount,
  ratingAverageKey: t.ratingAverage,
  ratingCountKey: t.ratingCount,
}
export type OrderRow = {
  id: string
  name: string
  priceCents: number
  createdMicros: string | number
  salesCount: number
  ratingAverageKey: string | number
  ratingCountKey: number
}

type KeyKind = 'text' | 'int' | 'micros' | 'rating'
type Order = {
  // The sort's keys, in order; descending figures are negated, so the whole order is one direction and a page after
  // a cursor is one row comparison that walks the sort's index (decision 0029).
  keys: { expr: SQL; kind: KeyKind; of: (r: OrderRow) => string | number }[]
  direction: 'asc' | 'desc'
}

const name = { expr: sql`${t.name}`, kind: 'text' as const, of: (r: OrderRow) => r.name }
const id = { expr: sql`${t.id}`, kind: 'text' as const, of: (r: OrderRow) => r.id }

/** Every order but relevance (which ranks text matches, see list-templates.ts). */
export const orders: Record<Exclude<CatalogueSort, 'relevance'>, Order> = {
  name: { direction: 'asc', keys: [name, id] },
  newest: {
    direction: 'desc',
    keys: [{ expr: sql`${t.createdAt}`, kind: 'micros', of: (r) => Number(r.createdMicros) }, id],
  },
  'price-asc': {
    direction: 'asc',
    keys: [{ expr: sql`${t.priceCents}`, kind: 'int', of: (r) => r.priceCents }, name, id],
  },
  'price-desc': {
    direction: 'asc',
    keys: [{ expr: sql`(-${t.priceCents})`, kind: 'int', of: (r) => -r.priceCents }, name, id],
  },
  rating: {
    direction: 'asc',
    keys: [
      {
        expr: sql`(-${t.ratingAverage})`,
        kind: 'rating',
        of: (r) => `-${Number(r.ratingAverageKey).toFixed(1)}`,
      },
      { expr: sql`(-${t.ratingCount})`, kind: 'int', of: (r) => -r.ratingCountKey },
      name,
      id,
    ],
  },
  bestselling: {
    direction: 'asc',
    keys: [{ expr: sql`(-${t.salesCount})`, kind: 'int', of: (r) => -r.salesCount }, name, id],
  },
}

export const orderBy = (order: Order) =>
  order.keys.map((k) => (order.direction === 'asc' ? asc(k.expr) : desc(k.expr)))

/** Rows after the cursor's values in this order, as one row comparison. */
export function afterCursor(order: Order, values: (string | number)[]): SQL {
  const left = sql.join(
    order.keys.map((k) => k.expr),
    sql`, `,
  )
  const right = sql.join(
    order.keys.map((k, i) => param(k.kind, values[i]!)),
    sql`, `,
  )
  return order.direction === 'asc' ? sql`(${left}) > (${right})` : sql`(${left}) < (${right})`
}

function param(kind: KeyKind, value: string | number): SQL {
  if (kind === 'micros') return sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`
  if (kind === 'rating') return sql`${value}::numeric`
  if (kind === 'int') return sql`${value}::integer`
  return sql`${value}::text`
}

export const cursorValues = (order: Order, row: OrderRow) => order.keys.map((k) => k.of(row))

const maxInt = 2 ** 31 - 1
const isValid: Record<KeyKind, (v: unknown) => boolean> = {
  text: (v) => typeof v === 'string' && v.length <= 300 && !v.includes('\u0000'),
  int: (v) => Number.isInteger(v) && Math.abs(v as number) <= maxInt,
  micros: (v) => Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= 1e16,
  rating: (v) => typeof v === 'string' && /^-?[0-5]\.\d$/.test(v),
}

/** An opaque cursor: the sort's name and the last row's keys, so a cursor of one order is refused by another. */
export const encodeCursor = (sort: CatalogueSort, values: (string | number)[]) =>
  Buffer.from(JSON.stringify([sort, ...values])).toString('base64url')

/** The cursor's key values for this sort and key kinds; anything else is a 400, never a database error. */
export function decodeCursor(cursor: string, sort: CatalogueSort, kinds: KeyKind[]): (string | number)[] {
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    value = null
  }
  if (
    Array.isArray(value) &&
    value.length === kinds.length + 1 &&
    value[0] === sort &&
    kinds.every((kind, i) => isValid[kind](value[i + 1]))
  )
    return value.slice(1) as (string | number)[]
  throw new AppError('bad_request', 'Invalid cursor', 400)
}

export const kindsOf = (order: Order) => order.keys.map((k) => k.kind)
