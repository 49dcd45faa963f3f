/**
 * One request that changes something for every state-changing operation of the contract (each POST, PUT,
 * PATCH and DELETE), made against a test server with the fixtures it needs (test code only). The CSRF
 * suite sends each as another site would; the mass-assignment suite adds fields no form has.
 */
import { existsSync, readdirSync } from 'node:fs'
import type { InjectOptions } from 'fastify'
import { expect } from 'vitest'
import { SESSION_COOKIE } from '../http/session-viewer'
import type { TestServer } from '../testing/test-server'
import { formBody, pngFile, sendForm, type FilePart } from '../modules/images/image-testing'
import { PASSWORD, signUp } from '../modules/session/session-testing'

export const SUFRA = 'https://sufra.example'
export const PARTNER = 'https://partner.example'

/** Server settings the attempts need: Sufra's address, one embed partner, room for many sign-ups. */
export const attemptsConfig = {
  publicUrl: SUFRA,
  embedOrigins: [PARTNER],
  rateLimits: {
    signup: { points: 1000, seconds: 60 },
    login: { points: 1000, seconds: 60 },
    otpSend: { points: 1000, seconds: 60 },
    otpVerify: { points: 1000, seconds: 60 },
  },
}

export type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** One request as a page would send it, and the status it answers from Sufra's own origin. */
export interface Attempt {
  method: Method
  url: string
  json?: Record<string, unknown>
  form?: [string, string | FilePart][]
  /** The session the cookie carries (the owner's by default). */
  token?: string
  sameOrigin: number
  /** What to wait for after the request from Sufra's own origin, when it finishes work after answering. */
  settled?: () => Promise<void>
}

export interface Account {
  id: string
  token: string
  email: string
}

const recipeForm = (title: string): [string, string][] => [
  ['title', title],
  ['description', 'A quick test recipe.'],
  ['ingredients', JSON.stringify(['2 cup water', '1 tsp salt'])],
  ['instructions', JSON.stringify([{ step: 'Boil the water with the salt.', image: null }])],
  ['time', '10'],
  ['servings', '2'],
  ['lang', 'en'],
]

/** A day a few days ahead (a past day is refused by the planner whatever the origin). */
const planDay = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString().slice(0, 10)

/** The operations attempted, in the order a test runs them (what one removes is not needed after it). */
export const ATTEMPTED_OPERATIONS = [
  'signupUser',
  'loginUser',
  'sendOtp',
  'verifyOtp',
  'resetPassword',
  'savePersonalData',
  'saveOtherData',
  'updateUser',
  'sendFeedback',
  'setUnitSystem',
  'followUser',
  'unfollowUser',
  'toggleRecipeLike',
  'saveRecipe',
  'unsaveRecipe',
  'downloadRecipePdf',
  'importRecipe',
  'createRecipe',
  'updateRecipe',
  'createShoppingList',
  'checkShoppingListItems',
  'renameShoppingList',
  'addShoppingListItems',
  'updateShoppingListItem',
  'deleteShoppingListItem',
  'clearCheckedShoppingListItems',
  'downloadShoppingListPdf',
  'deleteShoppingList',
  'saveWeekMealPlans',
  'saveMealPlan',
  'deleteMealPlan',
  'createComment',
  'editComment',
  'toggleCommentLike',
  'deleteComment',
  'uploadImage',
  'deleteImage',
  'createEmbedSession',
  'deleteEmbedSession',
  'deleteRecipe',
  'logoutUser',
  'deleteAccount',
] as const
export type AttemptedOperation = (typeof ATTEMPTED_OPERATIONS)[number]

/**
 * The attempts by operation id, each made when called (fixtures included), for the owner's session.
 * Ordered so that what an operation removes is not needed after it; a test runs them in this order.
 */
export async function makeAttempts(server: TestServer, emailDomain: string) {
  let accounts = 0
  async function account(): Promise<Account> {
    const email = `cook${++accounts}@${emailDomain}`
    return { ...(await signUp(server, email)), email }
  }

  const owner = await account()
  const other = await account()

  /** Fixtures are made the way a non-browser client would (no Origin), as the owner. */
  async function call(method: Method, url: string, payload?: Record<string, unknown>, token = owner.token) {
    const response = await server.app.inject({
      method,
      url: `/api/v1${url}`,
      cookies: { [SESSION_COOKIE]: token },
      ...(payload ? { payload } : {}),
    })
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300)
    return (response.json() as { data: Record<string, unknown> & { _id: string } }).data
  }

  let recipes = 0
  async function recipe(): Promise<string> {
    const response = await sendForm(
      server,
      'createRecipe',
      'POST',
      '/recipe/custom',
      recipeForm(`CSRF fixture ${++recipes}`),
      owner.token,
    )
    expect(response.statusCode, response.body).toBe(200)
    return (response.json() as { data: { _id: string } }).data._id
  }
  async function list(): Promise<{ listId: string; itemId: string }> {
    const created = await call('POST', '/list/create', { listName: { en: 'Groceries', ar: '' }, list: [] })
    const filled = await call('POST', `/list/${created._id}/items`, { text: '2 lemons', lang: 'en' })
    const items = filled.list as { _id: string }[]
    return { listId: created._id, itemId: items[0]!._id }
  }
  async function comment(recipeId: string): Promise<string> {
    return (await call('POST', '/comment/create', { recipeId, content: 'Lovely.' }))._id
  }
  async function upload(): Promise<string> {
    const response = await sendForm(
      server,
      'uploadImage',
      'POST',
      '/image/upload',
      [['image', await pngFile()]],
      owner.token,
    )
    expect(response.statusCode, response.body).toBe(200)
    return (response.json() as { data: { key: string } }).data.key
  }
  async function secondSession(who: Account): Promise<string> {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: who.email, password: PASSWORD },
    })
    expect(response.statusCode).toBe(200)
    return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)!.value
  }

  /**
   * Every state-changing operation with a request that would change something. Ordered so that what an
   * operation removes is not needed after it.
   */
  const attempts: Record<AttemptedOperation, () => Promise<Attempt>> = {
    // Signing up or in replaces the session the cookie names (no fixation): these carry another account's.
    signupUser: async () => ({
      method: 'POST',
      url: '/user/signup',
      token: (await account()).token,
      json: {
        firstName: 'Mallory',
        lastName: 'Forger',
        email: 'forged@csrf.test',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
      sameOrigin: 201,
    }),
    loginUser: async () => {
      const who = await account()
      return {
        method: 'POST',
        url: '/user/login',
        token: who.token,
        json: { email: who.email, password: PASSWORD },
        sameOrigin: 200,
      }
    },
    sendOtp: async () => {
      const mails = () => (existsSync(server.outboxDir) ? readdirSync(server.outboxDir).length : 0)
      const before = mails()
      return {
        method: 'POST',
        url: '/user/otp',
        json: { email: owner.email },
        sameOrigin: 200,
        // The code is made and mailed after the answer: wait for the mail, so the next attempt starts still.
        settled: () => expect.poll(mails, { timeout: 10_000 }).toBeGreaterThan(before),
      }
    },
    // A wrong code: from Sufra it is checked (and refused) instead of stopped at the door.
    verifyOtp: async () => ({
      method: 'POST',
      url: '/user/otp-verify',
      json: { email: owner.email, otp: '000000' },
      sameOrigin: 400,
    }),
    resetPassword: async () => ({
      method: 'POST',
      url: '/user/reset-password',
      json: { email: owner.email, password: 'a whole new passphrase' },
      sameOrigin: 400,
    }),
    savePersonalData: async () => ({
      method: 'POST',
      url: '/user/user-personal-data',
      json: { dob: '1990-05-01', gender: 'female' },
      sameOrigin: 200,
    }),
    saveOtherData: async () => ({
      method: 'POST',
      url: '/user/user-other-data',
      json: { height: 170, weight: 65, activityLevel: 'light' },
      sameOrigin: 200,
    }),
    updateUser: async () => ({
      method: 'PUT',
      url: '/user/update',
      form: [
        ['bio.en', 'Forged bio'],
        ['profilePicture', await pngFile()],
      ],
      sameOrigin: 200,
    }),
    sendFeedback: async () => ({
      method: 'POST',
      url: '/user/feedback',
      json: { email: owner.email, feedback: 'Forged feedback' },
      sameOrigin: 200,
    }),
    setUnitSystem: async () => ({
      method: 'PUT',
      url: '/user/units',
      json: { units: 'us' },
      sameOrigin: 200,
    }),
    followUser: async () => ({ method: 'POST', url: `/follow/${other.id}`, sameOrigin: 200 }),
    unfollowUser: async () => ({ method: 'POST', url: `/follow/${other.id}/unfollow`, sameOrigin: 200 }),
    toggleRecipeLike: async () => ({ method: 'POST', url: `/like/${await recipe()}`, sameOrigin: 200 }),
    saveRecipe: async () => ({ method: 'POST', url: `/recipe-user/save/${await recipe()}`, sameOrigin: 200 }),
    unsaveRecipe: async () => {
      const id = await recipe()
      await call('POST', `/recipe-user/save/${id}`)
      return { method: 'POST', url: `/recipe-user/unsave/${id}`, sameOrigin: 200 }
    },
    downloadRecipePdf: async () => ({
      method: 'POST',
      url: '/recipe/pdf',
      json: { recipe: await recipe(), recipeLang: 'en' },
      sameOrigin: 200,
    }),
    // From Sufra the address is checked and refused (a private address), so no fetch leaves the test.
    importRecipe: async () => ({
      method: 'POST',
      url: '/recipe/import',
      json: { recipeUrl: 'http://127.0.0.1:9/recipe' },
      sameOrigin: 400,
    }),
    createRecipe: async () => ({
      method: 'POST',
      url: '/recipe/custom',
      form: recipeForm('Forged recipe'),
      sameOrigin: 200,
    }),
    updateRecipe: async () => ({
      method: 'PUT',
      url: `/recipe/edit/${await recipe()}`,
      form: recipeForm('Forged title'),
      sameOrigin: 200,
    }),
    createShoppingList: async () => ({
      method: 'POST',
      url: '/list/create',
      json: { listName: { en: 'Forged list', ar: '' }, list: [] },
      sameOrigin: 201,
    }),
    checkShoppingListItems: async () => ({
      method: 'POST',
      url: '/list/check',
      json: { items: [(await list()).itemId], checked: true },
      sameOrigin: 200,
    }),
    renameShoppingList: async () => ({
      method: 'PATCH',
      url: `/list/${(await list()).listId}`,
      json: { listName: { en: 'Forged name', ar: '' } },
      sameOrigin: 200,
    }),
    addShoppingListItems: async () => ({
      method: 'POST',
      url: `/list/${(await list()).listId}/items`,
      json: { text: 'forged item', lang: 'en' },
      sameOrigin: 200,
    }),
    updateShoppingListItem: async () => {
      const { listId, itemId } = await list()
      return {
        method: 'PATCH',
        url: `/list/${listId}/items/${itemId}`,
        json: { name: 'forged' },
        sameOrigin: 200,
      }
    },
    deleteShoppingListItem: async () => {
      const { listId, itemId } = await list()
      return { method: 'DELETE', url: `/list/${listId}/items/${itemId}`, sameOrigin: 200 }
    },
    clearCheckedShoppingListItems: async () => {
      const { listId, itemId } = await list()
      await call('POST', '/list/check', { items: [itemId], checked: true })
      return { method: 'POST', url: `/list/${listId}/clear-checked`, sameOrigin: 200 }
    },
    downloadShoppingListPdf: async () => ({
      method: 'POST',
      url: '/list/pdf',
      json: { list: (await list()).listId, lang: 'en' },
      sameOrigin: 200,
    }),
    deleteShoppingList: async () => ({
      method: 'DELETE',
      url: `/list/${(await list()).listId}`,
      sameOrigin: 200,
    }),
    saveWeekMealPlans: async () => ({
      method: 'POST',
      url: '/meal-planner/week',
      json: { days: [{ date: planDay, mealPlan: { Lunch: [await recipe()] } }] },
      sameOrigin: 200,
    }),
    saveMealPlan: async () => ({
      method: 'POST',
      url: '/meal-planner/create',
      json: { date: planDay, mealPlan: { Dinner: [await recipe()] } },
      sameOrigin: 200,
    }),
    deleteMealPlan: async () => ({
      method: 'DELETE',
      url: `/meal-planner/delete/${planDay}`,
      sameOrigin: 200,
    }),
    createComment: async () => ({
      method: 'POST',
      url: '/comment/create',
      json: { recipeId: await recipe(), content: 'Forged comment' },
      sameOrigin: 201,
    }),
    editComment: async () => ({
      method: 'PUT',
      url: `/comment/edit/${await comment(await recipe())}`,
      json: { content: 'Forged edit' },
      sameOrigin: 200,
    }),
    toggleCommentLike: async () => ({
      method: 'POST',
      url: `/comment/like/${await comment(await recipe())}`,
      sameOrigin: 200,
    }),
    deleteComment: async () => {
      const recipeId = await recipe()
      return {
        method: 'DELETE',
        url: `/comment/delete/${await comment(recipeId)}`,
        json: { recipeId },
        sameOrigin: 200,
      }
    },
    uploadImage: async () => ({
      method: 'POST',
      url: '/image/upload',
      form: [['image', await pngFile()]],
      sameOrigin: 200,
    }),
    deleteImage: async () => ({ method: 'DELETE', url: `/image/${await upload()}`, sameOrigin: 200 }),
    createEmbedSession: async () => ({
      method: 'POST',
      url: '/embed/session',
      json: { origin: PARTNER },
      sameOrigin: 201,
    }),
    deleteEmbedSession: async () => ({ method: 'DELETE', url: '/embed/session', sameOrigin: 200 }),
    deleteRecipe: async () => ({
      method: 'DELETE',
      url: `/recipe/delete/${await recipe()}`,
      sameOrigin: 200,
    }),
    logoutUser: async () => ({
      method: 'POST',
      url: '/user/logout',
      token: await secondSession(owner),
      sameOrigin: 200,
    }),
    deleteAccount: async () => {
      const leaving = await account()
      return {
        method: 'DELETE',
        url: '/user/delete',
        token: leaving.token,
        json: { password: PASSWORD, reason: 'Forged goodbye' },
        sameOrigin: 200,
      }
    },
  }

  return { owner, other, account, attempts }
}

/** Sends an attempt with these headers, as its session (the owner's unless it names another). */
export async function sendAttempt(
  server: TestServer,
  owner: Account,
  attempt: Attempt,
  headers: Record<string, string>,
) {
  const options: InjectOptions = {
    method: attempt.method,
    url: `/api/v1${attempt.url}`,
    headers: { ...headers },
    cookies: { [SESSION_COOKIE]: attempt.token ?? owner.token },
  }
  if (attempt.form) {
    const form = await formBody(attempt.form)
    options.payload = form.payload
    options.headers = { ...options.headers, ...form.headers }
  } else if (attempt.json) options.payload = attempt.json
  return server.app.inject(options)
}
