import { sql } from 'drizzle-orm'
import { users } from '../../db/schema'
import { localized, userSummary, userSummaryColumns, type UserSummaryRow } from '../presenters'

export const followerIds = sql<string[]>`coalesce((select json_agg(f.follower_id order by f.created_at)
  from follows f where f.followee_id = "users"."id"), '[]'::json)`
export const followingIds = sql<string[]>`coalesce((select json_agg(f.followee_id order by f.created_at)
  from follows f where f.follower_id = "users"."id"), '[]'::json)`
export const followersCount = sql<number>`(select count(*)::int from follows f where f.followee_id = "users"."id")`
export const recipesCount = sql<number>`(select count(*)::int from recipes r where r.creator_id = "users"."id")`

/** The columns a PublicUser (contract) is made of, for `select ... from users`. */
export const publicProfileColumns = {
  ...userSummaryColumns,
  bioEn: users.bioEn,
  bioAr: users.bioAr,
  youtubeUrl: users.youtubeUrl,
  instagramUrl: users.instagramUrl,
  facebookUrl: users.facebookUrl,
  tiktokUrl: users.tiktokUrl,
  createdAt: users.createdAt,
  follower: followerIds,
  following: followingIds,
  recipesCount,
}

export type PublicProfileRow = UserSummaryRow & {
  bioEn: string
  bioAr: string
  youtubeUrl: string
  instagramUrl: string
  facebookUrl: string
  tiktokUrl: string
  createdAt: Date | string
  follower: string[]
  following: string[]
  recipesCount: number
}

export function publicProfile(row: PublicProfileRow) {
  return {
    ...userSummary(row),
    bio: localized(row.bioEn, row.bioAr),
    follower: row.follower,
    following: row.following,
    recipesCount: row.recipesCount,
    youtubeURL: row.youtubeUrl || null,
    instagramURL: row.instagramUrl || null,
    facebookURL: row.facebookUrl || null,
    tiktokURL: row.tiktokUrl || null,
    createdAt: new Date(row.createdAt).toISOString(),
  }
}
