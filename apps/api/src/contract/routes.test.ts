import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultedQueryParameters } from '../http/types'
import { operationHandlers } from '../modules'
import { engines, expectContractResponse, startTestServer, type TestServer } from '../testing/test-server'
import { listOperations, loadContract } from './contract'
import { registerOperations } from './register-operations'

const operations = listOperations(loadContract())

describe('routes and the contract', () => {
  it('has a handler for every operation and an operation for every handler', () => {
    const contractIds = operations.map((operation) => operation.operationId).sort()
    expect(Object.keys(operationHandlers).sort()).toEqual(contractIds)
    expect(new Set(contractIds).size).toBe(contractIds.length)
  })

  it('types as always present exactly the query parameters the contract gives a default', () => {
    const withDefault = new Set<string>()
    const names = new Set<string>()
    for (const operation of operations) {
      const properties = (operation.querystring?.properties ?? {}) as Record<string, object>
      for (const [name, schema] of Object.entries(properties)) {
        names.add(name)
        if ('default' in schema) withDefault.add(name)
        // A name typed as defaulted must have its default wherever it is used.
        else expect(defaultedQueryParameters, `${operation.operationId} ${name}`).not.toContain(name)
      }
    }
    expect([...withDefault].sort()).toEqual([...defaultedQueryParameters].sort())
    expect(names.size).toBeGreaterThan(withDefault.size)
  })

  it('sends only what the contract declares: an undeclared field never leaves the server', async () => {
    const app = Fastify()
    const answer = { statusCode: 200, message: 'OK', data: { google: false, clientSecret: 'not for you' } }
    registerOperations(app, loadContract(), { ...operationHandlers, getAuthOptions: async () => answer })
    const response = await app.inject({ method: 'GET', url: '/user/auth/options' })
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toContain('clientSecret')
    expect(response.json()).toEqual({ statusCode: 200, message: 'OK', data: { google: false } })
    await app.close()
  })

  it('takes each read’s Cache-Control from the contract, and refuses a public answer that needs a session', () => {
    const byId = new Map(operations.map((operation) => [operation.operationId, operation]))
    expect(byId.get('getRecipe')?.cacheControl).toBe('public, no-cache')
    expect(byId.get('listCategories')?.cacheControl).toBe('public, no-cache')
    expect(byId.get('getRecipeViewerState')?.cacheControl).toBe('private, no-store')
    expect(byId.get('listRecipes')?.cacheControl).toBeUndefined()

    const contract = loadContract()
    const viewerState = contract.paths['/recipe-user/state/{id}']!.get as {
      responses: Record<string, { headers?: Record<string, { $ref: string }> }>
    }
    viewerState.responses['200']!.headers = {
      'Cache-Control': { $ref: '#/components/headers/PublicRevalidate' },
    }
    expect(() => registerOperations(Fastify(), contract, operationHandlers)).toThrow(
      'getRecipeViewerState needs a session, so its answer cannot be public.',
    )
  })
})

describe.each(engines)('request validation (%s)', (engine) => {
  let server: TestServer
  const registered: string[] = []
  beforeAll(async () => {
    server = await startTestServer(engine, { seed: false })
  }, 60_000)
  afterAll(() => server?.close())

  it('registers every operation as a route at its contract path', () => {
    for (const operation of operations) {
      const url = `/api/v1${operation.routePath}`
      const found = server.app.hasRoute({ method: operation.method.toUpperCase() as 'GET', url })
      if (!found) registered.push(`${operation.method} ${url}`)
    }
    expect(registered).toEqual([])
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      statusCode: 404,
      message: 'There is no API call GET /api/v1/no-such-thing.',
    })
  })

  it('refuses a malformed id with a clear 400', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/recipe/not-a-uuid' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ statusCode: 400, message: '"id" must be a valid id.' })
    // ajv-formats alone lets a `urn:uuid:` id through to PostgreSQL, which answered 500.
    const urn = await server.app.inject({
      method: 'GET',
      url: '/api/v1/recipe/urn:uuid:00000000-0000-4000-8000-000000000000',
    })
    expect(urn.statusCode).toBe(400)
  })

  it('refuses a long path parameter with the same 400, whatever the method', async () => {
    // The router's 100-character limit answered a GET with the unknown-call 404 and a DELETE with a 414.
    const long = 'a'.repeat(150)
    for (const [method, url, operationId] of [
      ['GET', `/api/v1/recipe/${long}`, 'getRecipe'],
      ['DELETE', `/api/v1/recipe/delete/${long}`, 'deleteRecipe'],
    ] as const) {
      const response = await server.app.inject({ method, url })
      expectContractResponse(operationId, response)
      expect(response.statusCode, `${method} ${response.body}`).toBe(400)
    }
    const got = await server.app.inject({ method: 'GET', url: `/api/v1/recipe/${long}` })
    expect(got.json()).toEqual({ statusCode: 400, message: '"id" must be a valid id.' })
  })

  it('answers a path that is not valid percent-encoding with the API’s JSON error', async () => {
    // Half of a character (`%ED%BA%92`) got Fastify's own answer ({ error, code, … }), not the contract's.
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/meal-planner/a%ED%BA%92' })
    expectContractResponse('getMealPlan', response)
    expect(response.json()).toEqual({
      statusCode: 400,
      message: 'This address is not valid: part of it is not correctly percent-encoded.',
    })
  })

  it('refuses wrong query types, out-of-range values and unknown query fields', async () => {
    const wrongType = await server.app.inject({ method: 'GET', url: '/api/v1/category?limit=many' })
    expect(wrongType.statusCode).toBe(400)
    expect(wrongType.json().message).toBe('"limit" must be a whole number.')
    const tooMany = await server.app.inject({ method: 'GET', url: '/api/v1/category?limit=1000' })
    expect(tooMany.json().message).toBe('"limit" must be at most 100.')
    const unknown = await server.app.inject({ method: 'GET', url: '/api/v1/category?sort=name' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe('The query string has an unknown field "sort".')
  })

  it('refuses unknown body fields, wrong body types, bad JSON and oversized bodies', async () => {
    const post = (payload: string | object, contentType = 'application/json') =>
      server.app.inject({
        method: 'POST',
        url: '/api/v1/user/otp',
        payload,
        headers: { 'content-type': contentType },
      })

    const unknown = await post({ email: 'a@b.co', admin: true })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe('The request body has an unknown field "admin".')

    const wrongType = await post({ email: 42 })
    expect(wrongType.statusCode).toBe(400)
    expect(wrongType.json().message).toBe('"email" must be text.')

    const missing = await post({})
    expect(missing.json().message).toBe('The request body is missing the required field "email".')

    const badJson = await post('{"email":')
    expect(badJson.statusCode).toBe(400)
    expect(badJson.json().message).toBe('The request body is not valid JSON.')

    const huge = await post({ email: 'x'.repeat(200 * 1024) })
    expect(huge.statusCode).toBe(413)
    expect(huge.json().message).toBe('The request body is too large (at most 100 KB).')

    const text = await post('email=a', 'text/plain')
    expect(text.statusCode).toBe(415)
    expect(text.json().message).toBe('This content type is not supported; send JSON.')
  })

  it('never answers with a stack trace, SQL or a file path', async () => {
    const responses = await Promise.all([
      server.app.inject({ method: 'GET', url: '/api/v1/recipe/00000000-0000-4000-8000-000000000000' }),
      server.app.inject({
        method: 'POST',
        url: '/api/v1/user/otp',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
      server.app.inject({ method: 'GET', url: '/api/v1/ingredient/%zz' }),
    ])
    for (const response of responses) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400)
      expect(response.statusCode).toBeLessThan(500)
      expect(response.body).not.toMatch(/at .+\.(ts|js):\d+|select |\/work\/|node_modules/i)
    }
  })
})
