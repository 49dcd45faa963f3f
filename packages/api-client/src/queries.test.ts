import { QueryClient } from '@tanstack/react-query'
import createQueryHooks from 'openapi-react-query'
import { describe, expect, it } from 'vitest'
import { ApiError, createSufraClient } from './client'
import { cachedRead, currentUserQuery, invalidateAfter, readQuery } from './queries'

const baseUrl = 'http://sufra.test/api/v1'
const recipeId = '3fa85f64-5717-4562-b3fc-2c963f66afa6'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

describe('readQuery', () => {
  it('caches the envelope under the key openapi-react-query uses, and fails with ApiError', async () => {
    const client = createSufraClient({
      baseUrl,
      fetch: async (request) =>
        request.url.endsWith(`/recipe/${recipeId}`)
          ? json(200, { statusCode: 200, message: 'ok', data: { _id: recipeId } })
          : json(404, { statusCode: 404, message: 'Recipe not found' }),
    })
    const init = { params: { path: { id: recipeId } } }
    const query = readQuery(client, '/recipe/{id}', init)
    expect(query.queryKey).toEqual(
      createQueryHooks(client).queryOptions('get', '/recipe/{id}', init).queryKey,
    )

    const queryClient = newQueryClient()
    expect(await queryClient.fetchQuery(query)).toMatchObject({ data: { _id: recipeId } })
    expect(cachedRead(queryClient, '/recipe/{id}', init).get()).toEqual({ _id: recipeId })

    const missing = readQuery(client, '/recipe/{id}', { params: { path: { id: 'gone' } } })
    const error = await queryClient.fetchQuery(missing).catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(ApiError)
    expect([(error as ApiError).status, (error as ApiError).fromServer]).toEqual([404, true])
  })
})

describe('currentUserQuery', () => {
  it('reads the signed-in user, and null when signed out or unreachable', async () => {
    const user = { _id: recipeId, username: 'layla' }
    const signedIn = createSufraClient({
      baseUrl,
      fetch: async () => json(200, { statusCode: 200, message: 'ok', data: user }),
    })
    const signedOut = createSufraClient({
      baseUrl,
      fetch: async () => json(401, { statusCode: 401, message: 'Please sign in' }),
    })
    const offline = createSufraClient({ baseUrl, fetch: () => Promise.reject(new TypeError('offline')) })

    expect((await newQueryClient().fetchQuery(currentUserQuery(signedIn)))?.data).toEqual(user)
    expect(await newQueryClient().fetchQuery(currentUserQuery(signedOut))).toBeNull()
    expect(await newQueryClient().fetchQuery(currentUserQuery(offline))).toBeNull()
  })
})

describe('invalidateAfter', () => {
  it('marks stale every cached read the write lists, whatever its parameters, and no other', async () => {
    const queryClient = newQueryClient()
    const seed = (key: readonly unknown[]) => queryClient.setQueryData(key, { data: null })
    const detail = ['get', '/recipe/{id}', { params: { path: { id: recipeId } } }]
    const liked = ['get', '/like']
    const lists = ['get', '/list']
    for (const key of [detail, liked, lists]) seed(key)

    await invalidateAfter(queryClient, 'post /like/{recipeId}')

    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated
    expect([invalidated(detail), invalidated(liked), invalidated(lists)]).toEqual([true, true, false])
  })

  it('refreshes the same reads after a recipe is created or edited (form and detail agree)', async () => {
    const queryClient = newQueryClient()
    const keys = [
      ['get', '/recipe/{id}', { params: { path: { id: recipeId } } }],
      ['get', '/recipe', { params: { query: { limit: 30 } } }],
      ['get', '/user/recipes/{id}', { params: { path: { id: 'u-1' } } }],
      ['get', '/recipe-user'],
    ]
    for (const write of ['post /recipe/custom', 'put /recipe/edit/{id}'] as const) {
      for (const key of keys) queryClient.setQueryData(key, { data: null })
      await invalidateAfter(queryClient, write)
      expect(keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([
        true,
        true,
        true,
        true,
      ])
    }
  })
})
