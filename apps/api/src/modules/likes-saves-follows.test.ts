/**
 * Likes, saves and follows on each database engine, on the demo content: every
 * answer held to the contract, counts kept equal to the rows (also under concurrent toggles), repeats
 * idempotent, and every write refused when signed out.
 */
import { asc, count, eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../db/schema'
import { SESSION_COOKIE } from '../http/session-viewer'
import { engines, expectContractResponse, startTestServer, type TestServer } from '../testing/test-server'
import { signUp } from './session/session-testing'
import { CANNOT_FOLLOW_YOURSELF, CANNOT_UNFOLLOW_YOURSELF } from './follows/routes'

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

interface Account {
  id: string
  token: string
}

interface Summary {
  _id: string
  likesCount: number
  likedByMe: boolean
  savedByMe: boolean
}

interface LikeState {
  recipeId: string
  liked: boolean
  likesCount: number
}

interface SaveState {
  recipeId: string
  saved: boolean
  savedRecipes: string[]
}

interface FollowState {
  userId: string
  following: boolean
  follower: string[]
  followersCount: number
}

describe.each(engines)('likes, saves and follows (%s)', (engine) => {
  let server: TestServer
  /** Demo recipes, oldest first; each test takes its own so they do not depend on each other. */
  let recipeIds: string[] = []
  let nextRecipe = 0
  const freshRecipe = () => recipeIds[nextRecipe++]!
  let accounts = 0
  const newAccount = () => signUp(server, `cook${++accounts}@social.test`)

  beforeAll(async () => {
    server = await startTestServer(engine, {
      config: { rateLimits: { signup: { points: 1000, seconds: 60 } } },
    })
    const rows = await db().select({ id: t.recipes.id }).from(t.recipes).orderBy(asc(t.recipes.createdAt))
    recipeIds = rows.map((row) => row.id)
  }, 120_000)
  afterAll(() => server?.close())

  const db = () => server.database.db

  /** Calls the API (as `account`, or signed out with null) and checks the answer against the contract. */
  async function call(
    operationId: string,
    method: 'GET' | 'POST',
    url: string,
    account: Account | null,
    payload?: Record<string, unknown>,
  ) {
    const response = await server.app.inject({
      method,
      url: `/api/v1${url}`,
      cookies: account ? { [SESSION_COOKIE]: account.token } : {},
      ...(payload ? { payload } : {}),
    })
    expectContractResponse(operationId, response)
    return response
  }

  function ok<T>(response: LightMyRequestResponse, status = 200): { data: T; message: string } {
    expect(response.statusCode, response.body).toBe(status)
    const { data, message, statusCode } = response.json() as { data: T; message: string; statusCode: number }
    expect(statusCode).toBe(status)
    return { data, message }
  }

  const toggleLike = (recipeId: string, account: Account | null) =>
    call('toggleRecipeLike', 'POST', `/like/${recipeId}`, account)
  const save = (recipeId: string, account: Account | null) =>
    call('saveRecipe', 'POST', `/recipe-user/save/${recipeId}`, account)
  const unsave = (recipeId: string, account: Account | null) =>
    call('unsaveRecipe', 'POST', `/recipe-user/unsave/${recipeId}`, account)
  const follow = (userId: string, account: Account | null) =>
    call('followUser', 'POST', `/follow/${userId}`, account)
  const unfollow = (userId: string, account: Account | null) =>
    call('unfollowUser', 'POST', `/follow/${userId}/unfollow`, account)

  /** The recipe detail (the same for everyone) with the viewer's own flags (GET /recipe-user/state/{id}). */
  const recipe = async (recipeId: string, account: Account | null): Promise<Summary> => {
    const detail = ok<Summary>(await call('getRecipe', 'GET', `/recipe/${recipeId}`, account)).data
    expect(detail).toMatchObject({ likedByMe: false, savedByMe: false })
    if (!account) return detail
    const state = ok<{ recipeId: string; likedByMe: boolean; savedByMe: boolean }>(
      await call('getRecipeViewerState', 'GET', `/recipe-user/state/${recipeId}`, account),
    ).data
    expect(state.recipeId).toBe(detail._id)
    return { ...detail, likedByMe: state.likedByMe, savedByMe: state.savedByMe }
  }
  const savedList = async (account: Account) =>
    ok<Summary[]>(await call('listSavedRecipes', 'GET', '/recipe-user', account)).data
  const likedList = async (account: Account) =>
    ok<Summary[]>(await call('listLikedRecipes', 'GET', '/like', account)).data
  const currentUser = async (account: Account) =>
    ok<{ following: string[]; follower: string[]; savedRecipes: string[] }>(
      await call('getCurrentUser', 'GET', '/user/profile', account),
    ).data
  const publicProfile = async (userId: string) =>
    ok<{ follower: string[]; following: string[] }>(
      await call('getUserProfile', 'GET', `/user/profile/${userId}`, null),
    ).data

  async function likeRows(recipeId: string) {
    const [row] = await db().select({ n: count() }).from(t.likes).where(eq(t.likes.recipeId, recipeId))
    return Number(row!.n)
  }
  async function storedLikesCount(recipeId: string) {
    const [row] = await db()
      .select({ likesCount: t.recipes.likesCount })
      .from(t.recipes)
      .where(eq(t.recipes.id, recipeId))
    return row!.likesCount
  }

  /** A recipe of the viewer's own, inserted directly (recipe writes are another module's). */
  async function ownRecipe(creatorId: string) {
    const [row] = await db()
      .insert(t.recipes)
      .values({ creatorId, titleEn: 'Short-lived soup', timeMinutes: 20 })
      .returning({ id: t.recipes.id })
    return row!.id
  }

  describe('likes', () => {
    it('likes and unlikes: the count moves by one and the recipe shows likedByMe to the viewer only', async () => {
      const cook = await newAccount()
      const id = freshRecipe()
      const before = await recipe(id, cook)
      expect(before.likedByMe).toBe(false)

      const liked = ok<LikeState>(await toggleLike(id, cook))
      expect(liked.data).toEqual({ recipeId: id, liked: true, likesCount: before.likesCount + 1 })
      expect(liked.message).toBe('Recipe liked successfully')
      expect(await recipe(id, cook)).toMatchObject({ likedByMe: true, likesCount: before.likesCount + 1 })
      expect(await recipe(id, null)).toMatchObject({ likedByMe: false, likesCount: before.likesCount + 1 })

      const unliked = ok<LikeState>(await toggleLike(id, cook))
      expect(unliked.data).toEqual({ recipeId: id, liked: false, likesCount: before.likesCount })
      expect(unliked.message).toBe('Recipe unliked successfully')
      expect(await recipe(id, cook)).toMatchObject({ likedByMe: false, likesCount: before.likesCount })
      expect(await storedLikesCount(id)).toBe(await likeRows(id))
    })

    it('keeps the count equal to the rows under 20 concurrent toggles from two users', async () => {
      const [first, second] = [await newAccount(), await newAccount()]
      const id = freshRecipe()
      const baseline = await likeRows(id)
      // 11 and 9 toggles: an odd number each, so both end up liking the recipe.
      const calls = [
        ...Array.from({ length: 11 }, () => first),
        ...Array.from({ length: 9 }, () => second),
      ].map((account) => toggleLike(id, account).then((response) => ({ account, response })))
      const answers = await Promise.all(calls)
      for (const account of [first, second]) {
        const states = answers
          .filter((answer) => answer.account === account)
          .map((answer) => ok<LikeState>(answer.response).data)
        // Toggles of one recipe run one after the other: likes and unlikes alternate, one more like.
        const likes = states.filter((state) => state.liked).length
        expect(likes - (states.length - likes)).toBe(1)
      }
      expect(await likeRows(id)).toBe(baseline + 2)
      expect(await storedLikesCount(id)).toBe(baseline + 2)
      expect((await recipe(id, first)).likedByMe).toBe(true)
      expect((await recipe(id, second)).likedByMe).toBe(true)
    })

    it('recounts from the rows, healing a count that drifted', async () => {
      const cook = await newAccount()
      const id = freshRecipe()
      await db().update(t.recipes).set({ likesCount: 999 }).where(eq(t.recipes.id, id))
      const rows = await likeRows(id)
      expect(ok<LikeState>(await toggleLike(id, cook)).data.likesCount).toBe(rows + 1)
    })

    it('lists liked recipes, most recently liked first, with likedByMe', async () => {
      const cook = await newAccount()
      expect(await likedList(cook)).toEqual([])
      const [a, b, c] = [freshRecipe(), freshRecipe(), freshRecipe()]
      for (const id of [b, a, c]) ok(await toggleLike(id, cook))
      const response = ok<Summary[]>(await call('listLikedRecipes', 'GET', '/like', cook))
      expect(response.message).toBe('Liked recipes fetched successfully')
      expect(response.data.map((summary) => summary._id)).toEqual([c, a, b])
      for (const summary of response.data) expect(summary.likedByMe).toBe(true)
      ok(await toggleLike(a, cook))
      expect((await likedList(cook)).map((summary) => summary._id)).toEqual([c, b])
    })

    it('answers 404 for an unknown recipe and 401 when signed out', async () => {
      const cook = await newAccount()
      const id = freshRecipe()
      const before = await storedLikesCount(id)
      const missing = await toggleLike(UNKNOWN_ID, cook)
      expect(missing.statusCode).toBe(404)
      expect(missing.json().message).toBe('Recipe not found.')
      const signedOut = await toggleLike(id, null)
      expect(signedOut.statusCode).toBe(401)
      expect(await storedLikesCount(id)).toBe(before)
      expect((await call('listLikedRecipes', 'GET', '/like', null)).statusCode).toBe(401)
    })

    it('treats an upper-case id as the same recipe', async () => {
      const cook = await newAccount()
      const id = freshRecipe()
      const state = ok<LikeState>(await toggleLike(id.toUpperCase(), cook)).data
      expect(state).toMatchObject({ recipeId: id, liked: true })
      expect((await recipe(id, cook)).likedByMe).toBe(true)
    })
  })

  describe('saves', () => {
    it('saves and unsaves idempotently, answering the saved ids after each call', async () => {
      const cook = await newAccount()
      const [a, b] = [freshRecipe(), freshRecipe()]

      const first = ok<SaveState>(await save(a, cook))
      expect(first).toEqual({
        data: { recipeId: a, saved: true, savedRecipes: [a] },
        message: 'Recipe saved successfully',
      })
      expect(ok<SaveState>(await save(a, cook)).data).toEqual({ recipeId: a, saved: true, savedRecipes: [a] })
      expect(ok<SaveState>(await save(b, cook)).data.savedRecipes).toEqual([b, a])
      expect((await recipe(a, cook)).savedByMe).toBe(true)
      expect((await currentUser(cook)).savedRecipes).toEqual([b, a])

      const removed = ok<SaveState>(await unsave(a, cook))
      expect(removed).toEqual({
        data: { recipeId: a, saved: false, savedRecipes: [b] },
        message: 'Recipe unsaved successfully',
      })
      expect(ok<SaveState>(await unsave(a, cook)).data).toEqual({
        recipeId: a,
        saved: false,
        savedRecipes: [b],
      })
      expect((await recipe(a, cook)).savedByMe).toBe(false)
      expect((await currentUser(cook)).savedRecipes).toEqual([b])
      const [rows] = await db()
        .select({ n: count() })
        .from(t.savedRecipes)
        .where(eq(t.savedRecipes.userId, cook.id))
      expect(Number(rows!.n)).toBe(1)
    })

    it('lists saved recipes, most recently saved first; saving again does not move a recipe', async () => {
      const cook = await newAccount()
      expect(await savedList(cook)).toEqual([])
      const [a, b, c] = [freshRecipe(), freshRecipe(), freshRecipe()]
      for (const id of [a, c, b]) ok(await save(id, cook))
      ok(await save(a, cook))
      const response = ok<Summary[]>(await call('listSavedRecipes', 'GET', '/recipe-user', cook))
      expect(response.message).toBe('Saved recipes fetched successfully')
      expect(response.data.map((summary) => summary._id)).toEqual([b, c, a])
      for (const summary of response.data) expect(summary.savedByMe).toBe(true)
      // Another viewer's saves are their own.
      expect(await savedList(await newAccount())).toEqual([])
    })

    it('answers 404 when saving an unknown recipe; unsaving one is a 200 with no change', async () => {
      const cook = await newAccount()
      const kept = freshRecipe()
      ok(await save(kept, cook))
      const missing = await save(UNKNOWN_ID, cook)
      expect(missing.statusCode).toBe(404)
      expect(missing.json().message).toBe('Recipe not found.')
      expect(ok<SaveState>(await unsave(UNKNOWN_ID, cook)).data).toEqual({
        recipeId: UNKNOWN_ID,
        saved: false,
        savedRecipes: [kept],
      })
    })

    it('answers 401 when signed out and changes nothing', async () => {
      const id = freshRecipe()
      const saves = async () => {
        const [rows] = await db()
          .select({ n: count() })
          .from(t.savedRecipes)
          .where(eq(t.savedRecipes.recipeId, id))
        return Number(rows!.n)
      }
      const before = await saves()
      expect((await save(id, null)).statusCode).toBe(401)
      expect((await unsave(id, null)).statusCode).toBe(401)
      expect((await call('listSavedRecipes', 'GET', '/recipe-user', null)).statusCode).toBe(401)
      expect(await saves()).toBe(before)
    })

    it('drops a deleted recipe from the saved and liked lists', async () => {
      const cook = await newAccount()
      const kept = freshRecipe()
      const doomed = await ownRecipe(cook.id)
      for (const id of [kept, doomed]) {
        ok(await save(id, cook))
        ok(await toggleLike(id, cook))
      }
      expect((await savedList(cook)).map((summary) => summary._id)).toEqual([doomed, kept])
      expect((await likedList(cook)).map((summary) => summary._id)).toEqual([doomed, kept])

      await db().delete(t.recipes).where(eq(t.recipes.id, doomed))
      expect((await savedList(cook)).map((summary) => summary._id)).toEqual([kept])
      expect((await likedList(cook)).map((summary) => summary._id)).toEqual([kept])
      expect((await currentUser(cook)).savedRecipes).toEqual([kept])
      // Unsaving it afterwards (a page still showing it) is a 200: it is not saved.
      expect(ok<SaveState>(await unsave(doomed, cook)).data).toEqual({
        recipeId: doomed,
        saved: false,
        savedRecipes: [kept],
      })
      expect((await toggleLike(doomed, cook)).statusCode).toBe(404)
      expect((await save(doomed, cook)).statusCode).toBe(404)
    })
  })

  describe('follows', () => {
    it('follows and unfollows idempotently; both profiles show the change', async () => {
      const [fan, creator, other] = [await newAccount(), await newAccount(), await newAccount()]
      ok(await follow(creator.id, other))

      const followed = ok<FollowState>(await follow(creator.id, fan))
      expect(followed).toEqual({
        data: { userId: creator.id, following: true, follower: [other.id, fan.id], followersCount: 2 },
        message: 'User followed successfully',
      })
      expect(ok<FollowState>(await follow(creator.id, fan)).data).toEqual(followed.data)
      expect((await publicProfile(creator.id)).follower).toEqual([other.id, fan.id])
      expect((await publicProfile(fan.id)).following).toEqual([creator.id])
      expect((await currentUser(fan)).following).toEqual([creator.id])
      expect((await currentUser(creator)).follower).toEqual([other.id, fan.id])

      const unfollowed = ok<FollowState>(await unfollow(creator.id, fan))
      expect(unfollowed).toEqual({
        data: { userId: creator.id, following: false, follower: [other.id], followersCount: 1 },
        message: 'User unfollowed successfully',
      })
      expect(ok<FollowState>(await unfollow(creator.id, fan)).data).toEqual(unfollowed.data)
      expect((await publicProfile(creator.id)).follower).toEqual([other.id])
      expect((await currentUser(fan)).following).toEqual([])
    })

    it('refuses following yourself with a sentence (400), in either letter case', async () => {
      const cook = await newAccount()
      for (const id of [cook.id, cook.id.toUpperCase()]) {
        const response = await follow(id, cook)
        expect(response.statusCode).toBe(400)
        expect(response.json().message).toBe(CANNOT_FOLLOW_YOURSELF)
      }
      const response = await unfollow(cook.id, cook)
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe(CANNOT_UNFOLLOW_YOURSELF)
      const [rows] = await db()
        .select({ n: count() })
        .from(t.follows)
        .where(eq(t.follows.followerId, cook.id))
      expect(Number(rows!.n)).toBe(0)
    })

    it('answers 404 for an unknown user and 401 when signed out', async () => {
      const [cook, creator] = [await newAccount(), await newAccount()]
      for (const send of [follow, unfollow]) {
        const missing = await send(UNKNOWN_ID, cook)
        expect(missing.statusCode).toBe(404)
        expect(missing.json().message).toBe('User not found.')
        expect((await send(creator.id, null)).statusCode).toBe(401)
      }
      expect((await publicProfile(creator.id)).follower).toEqual([])
    })
  })
})
