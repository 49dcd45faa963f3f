import type { Schema } from '@sufra/api-client'
import { createFakeApi, envelope, failure, gate, http, storyUser } from '@sufra/api-client/testing'
import { portrait } from '../recipe-detail/story-data'

/** Stories only (import by path): creators as GET /user/get-all and /user/top-creators answer them. */

export type CreatorSummary = Schema<'CreatorSummary'>

export const omar: CreatorSummary = {
  _id: '9b2e6f10-7a4d-4e55-8c11-2d9f0b7c3a44',
  firstName: { en: 'Omar', ar: 'عمر' },
  lastName: { en: 'Khalil', ar: 'خليل' },
  username: 'omar',
  image: { url: portrait, key: 'users/omar.webp' },
  status: 'verified',
  bio: {
    en: 'Grill master from Amman. Kebabs, mansaf and everything smoky.',
    ar: 'خبير شواء من عمّان. كباب ومنسف وكل ما هو مدخّن.',
  },
  follower: ['f-1', 'f-2', 'f-3'],
  followersCount: 3,
  recipesCount: 12,
}

/** No picture (default.webp) and not verified: the initial on a coloured circle, the exclamation mark. */
export const salma: CreatorSummary = {
  _id: '1c3e5a70-2b4d-4f6a-8c9e-0a1b2c3d4e5f',
  firstName: { en: 'Salma', ar: 'سلمى' },
  lastName: { en: 'Nasser', ar: 'ناصر' },
  username: 'salma',
  image: { url: 'https://cdn.example/default.webp', key: 'default.webp' },
  status: 'unverified',
  bio: { en: '', ar: 'حلويات شرقية بلمسة حديثة.' },
  follower: [],
  followersCount: 0,
  recipesCount: 1,
}

export const youssef: CreatorSummary = {
  _id: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
  firstName: { en: 'Youssef', ar: 'يوسف' },
  lastName: { en: 'Haddad', ar: 'حداد' },
  username: 'youssef',
  image: { url: 'https://cdn.example/default.webp', key: 'default.webp' },
  status: 'verified',
  bio: { en: 'Bread, every day.', ar: 'خبز كل يوم.' },
  follower: ['f-1'],
  followersCount: 1,
  recipesCount: 2,
}

export const creators = [omar, salma, youssef]

/** The signed-in visitor of the stories, following `following`. */
export const viewer = (following: string[] = []): Schema<'CurrentUser'> => ({ ...storyUser, following })

export type FollowServer = ReturnType<typeof followServer>

/**
 * A fake API for following: POST /follow/{id} and /follow/{id}/unfollow answer `status` (a failure
 * for 400 and above), after `hold` is released when `held`; the creator lists answer `list`.
 */
export function followServer({
  status = 200,
  held = false,
  list = creators,
}: { status?: number; held?: boolean; list?: CreatorSummary[] | null } = {}) {
  const hold = gate()
  if (!held) hold.release()
  const followers = new Map(list?.map((creator) => [creator._id, [...creator.follower]]) ?? [])
  const state = (id: string, following: boolean): Schema<'FollowState'> => {
    const current = (followers.get(id) ?? []).filter((user) => user !== storyUser._id)
    const next = following ? [...current, storyUser._id] : current
    followers.set(id, next)
    return { userId: id, following, follower: next, followersCount: next.length }
  }
  // The lists read again after a follow show the server's new counts.
  const answerList = () =>
    list?.map((creator) => {
      const follower = followers.get(creator._id) ?? creator.follower
      return { ...creator, follower, followersCount: follower.length }
    })
  const api = createFakeApi(
    http.post('/follow/{id}', async ({ params, response }) => {
      await hold.opened
      if (status >= 400) return failure(status, 'Something went wrong on our side.')
      return response(200).json(envelope(state(params.id, true), 'Followed'))
    }),
    http.post('/follow/{id}/unfollow', async ({ params, response }) => {
      await hold.opened
      if (status >= 400) return failure(status, 'Something went wrong on our side.')
      return response(200).json(envelope(state(params.id, false), 'Unfollowed'))
    }),
    http.get('/user/top-creators', ({ response }) => {
      const data = answerList()
      return data ? response(200).json(envelope(data)) : failure(500, 'Something went wrong on our side.')
    }),
    http.get('/user/get-all', ({ response }) => {
      const data = answerList()
      return data ? response(200).json(envelope(data)) : failure(500, 'Something went wrong on our side.')
    }),
  )
  return {
    client: api.client,
    calls: api.calls,
    release: hold.release,
    /** Make the lists answer (after a failure), for Try again. */
    setList: (next: CreatorSummary[]) => {
      list = next
    },
  }
}
