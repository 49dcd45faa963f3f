import { describe, expect, it } from 'vitest'
import { ApiError } from './client'
import { dehydratePageState, hydratePageState } from './page-state'
import { createSufraQueryClient } from './queries'

/** A server's query cache after its reads: one answer, one refusal, one still loading. */
async function serverCache() {
  const queryClient = createSufraQueryClient()
  queryClient.getQueryCache().config.onError = undefined
  await queryClient.prefetchQuery({ queryKey: ['get', '/recipe/{id}', 'a'], queryFn: () => ({ data: 'A' }) })
  await queryClient.prefetchQuery({
    queryKey: ['get', '/recipe/{id}', 'gone'],
    queryFn: () => Promise.reject(new ApiError('Recipe not found.', 404, { errMessage: 'gone' })),
  })
  void queryClient.prefetchQuery({ queryKey: ['get', '/slow'], queryFn: () => new Promise(() => {}) })
  return queryClient
}

describe('page state', () => {
  it('carries answers and ApiError refusals through JSON, not reads still in flight', async () => {
    const served = JSON.parse(JSON.stringify(dehydratePageState(await serverCache())))
    const browser = createSufraQueryClient()
    hydratePageState(browser, served)

    expect(browser.getQueryData(['get', '/recipe/{id}', 'a'])).toEqual({ data: 'A' })
    const refusal = browser.getQueryState(['get', '/recipe/{id}', 'gone'])?.error
    expect(refusal).toBeInstanceOf(ApiError)
    expect(refusal).toMatchObject({ message: 'Recipe not found.', status: 404, errMessage: 'gone' })
    expect(browser.getQueryState(['get', '/slow'])).toBeUndefined()
  })

  it('serves the same bytes for the same data (no clock), and the browser counts the reads as just made', async () => {
    const first = JSON.stringify(dehydratePageState(await serverCache()))
    await new Promise((resolve) => setTimeout(resolve, 5))
    const second = JSON.stringify(dehydratePageState(await serverCache()))
    expect(second).toBe(first)

    const browser = createSufraQueryClient()
    const before = Date.now()
    hydratePageState(browser, JSON.parse(first))
    expect(browser.getQueryState(['get', '/recipe/{id}', 'a'])?.dataUpdatedAt).toBeGreaterThanOrEqual(before)
  })
})
