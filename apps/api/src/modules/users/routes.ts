import { desc, eq, ne, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import { envelope } from '../../http/envelope'
import { notFound } from '../../http/errors'
import type { OperationHandlers } from '../../http/types'
import { localized, userSummary, userSummaryColumns } from '../presenters'
import {
  followerIds,
  followersCount,
  publicProfile,
  publicProfileColumns,
  recipesCount,
} from './public-profile'

/** How many creators the top-creators list shows. */
const TOP_CREATORS = 10
/** The creators grid is one page; past this the client would need paging. */
const ALL_USERS_LIMIT = 500

async function findCreators(db: Database, options: { where?: SQL; orderBy: SQL[]; limit: number }) {
  const rows = await db
    .select({
      ...userSummaryColumns,
      bioEn: t.users.bioEn,
      bioAr: t.users.bioAr,
      follower: followerIds,
      followersCount,
      recipesCount,
    })
    .from(t.users)
    .where(options.where)
    .orderBy(...options.orderBy)
    .limit(options.limit)
  return rows.map((row) => ({
    ...userSummary(row),
    bio: localized(row.bioEn, row.bioAr),
    follower: row.follower,
    followersCount: row.followersCount,
    recipesCount: row.recipesCount,
  }))
}

export const userHandlers = {
  /** Every creator, the signed-in user excluded (the grid offers to follow the others). */
  async listUsers(request) {
    const creators = await findCreators(request.server.db, {
      where: request.viewerId ? ne(t.users.id, request.viewerId) : undefined,
      orderBy: [desc(recipesCount), desc(followersCount), desc(t.users.createdAt)],
      limit: ALL_USERS_LIMIT,
    })
    return envelope(creators, 'Users fetched successfully')
  },

  /** The creators with the most followers, then the most recipes. */
  async listTopCreators(request) {
    const creators = await findCreators(request.server.db, {
      orderBy: [desc(followersCount), desc(recipesCount), desc(t.users.createdAt)],
      limit: TOP_CREATORS,
    })
    return envelope(creators, 'Top creators fetched successfully')
  },

  async getUserProfile(request) {
    const { id } = request.params
    const [row] = await request.server.db.select(publicProfileColumns).from(t.users).where(eq(t.users.id, id))
    if (!row) throw notFound('User not found.')
    return envelope(publicProfile(row), 'User profile fetched successfully')
  },
} satisfies OperationHandlers
