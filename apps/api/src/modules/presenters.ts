/**
 * Row → API shapes shared by several modules (bilingual text, pictures, people).
 *
 * Convention for raw SQL: an outer column referenced inside a subquery is written table-qualified
 * (`"users"."id"`). Drizzle leaves column names unqualified in single-table selects, and an
 * unqualified `id` inside a subquery would bind to the subquery's own table.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { users } from '../db/schema'

export interface Localized {
  en: string
  ar: string
}

export const localized = (en: string, ar: string): Localized => ({ en, ar })

export const picture = (url: string, key: string) => ({ url, key })

/** Ids are compared as PostgreSQL prints them (lower case); the contract's uuid format allows either. */
export const canonicalId = (id: string) => id.toLowerCase()

export interface UserSummaryRow {
  id: string
  username: string
  firstNameEn: string
  firstNameAr: string
  lastNameEn: string
  lastNameAr: string
  imageUrl: string
  imageKey: string
  status: 'verified' | 'unverified'
}

/** The columns a UserSummary is made of, for `select`. */
export const userSummaryColumns = {
  id: users.id,
  username: users.username,
  firstNameEn: users.firstNameEn,
  firstNameAr: users.firstNameAr,
  lastNameEn: users.lastNameEn,
  lastNameAr: users.lastNameAr,
  imageUrl: users.imageUrl,
  imageKey: users.imageKey,
  status: users.status,
}

export function userSummary(row: UserSummaryRow) {
  return {
    _id: row.id,
    username: row.username,
    firstName: localized(row.firstNameEn, row.firstNameAr),
    lastName: localized(row.lastNameEn, row.lastNameAr),
    image: picture(row.imageUrl, row.imageKey),
    status: row.status,
  }
}

/** `count(*)` as a JavaScript number on both drivers (node-postgres returns bigint counts as text). */
export const countInt = (expression: SQL | AnyPgColumn = sql`*`) => sql<number>`count(${expression})::int`

export interface PopularRow {
  nameEn: string
  nameAr: string
  slug: string
  imageUrl: string
  imageKey: string
  count: number
}

/** Entries of the popular strips (`{ _id: { en, ar }, count }`); terms no recipe uses are left out. */
export function popularEntries(rows: PopularRow[]) {
  return rows
    .filter((row) => row.count > 0)
    .map((row) => ({
      _id: localized(row.nameEn, row.nameAr),
      count: row.count,
      slug: row.slug,
      image: row.imageUrl ? picture(row.imageUrl, row.imageKey) : null,
    }))
}
