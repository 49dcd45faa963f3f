import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import createQueryHooks from 'openapi-react-query'
import { ApiError, createSufraClient, fileNameFrom, serverSentence, toFormData } from './client'

const baseUrl = 'http://sufra.test/api/v1'
const recipeId = '3fa85f64-5717-4562-b3fc-2c963f66afa6'

/** A stand-in for the network: records each request and answers with the given response. */
function fakeFetch(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = []
  const fetch = async (request: Request) => {
    requests.push(request)
    return answer(request)
  }
  return { fetch, requests }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    return error as ApiError
  }
  throw new Error('expected the call to fail')
}

describe('createSufraClient', () => {
  it('sends cookies to the path under the base URL and answers with the envelope', async () => {
    const network = fakeFetch(() =>
      json(200, { statusCode: 200, message: 'Recipes fetched', data: [{ _id: recipeId }] }),
    )
    const client = createSufraClient({ baseUrl, fetch: network.fetch })

    const { data } = await client.GET('/recipe', { params: { query: { page: 2, limit: 30 } } })

    expect(data?.data).toEqual([{ _id: recipeId }])
    const [request] = network.requests
    expect(request?.url).toBe(`${baseUrl}/recipe?page=2&limit=30`)
    expect(request?.method).toBe('GET')
    expect(request?.credentials).toBe('include')
  })

  it('sends no Authorization header by default', async () => {
    const network = fakeFetch(() => json(200, { statusCode: 200, message: 'User fetched', data: null }))
    const client = createSufraClient({ baseUrl, fetch: network.fetch })

    await client.GET('/user/profile')

    expect(network.requests[0]?.headers.has('authorization')).toBe(false)
  })

  it("a partner widget's client omits cookies and sends the token in effect at each call", async () => {
    const network = fakeFetch(() => json(200, { statusCode: 200, message: 'User fetched', data: null }))
    let token: string | null = null
    const client = createSufraClient({
      baseUrl,
      fetch: network.fetch,
      credentials: 'omit',
      bearerToken: () => token,
    })

    await client.GET('/user/profile')
    token = 'embed-token-1'
    await client.GET('/user/profile')

    const [signedOut, signedIn] = network.requests
    expect(signedOut?.credentials).toBe('omit')
    expect(signedOut?.headers.has('authorization')).toBe(false)
    expect(signedIn?.credentials).toBe('omit')
    expect(signedIn?.headers.get('authorization')).toBe('Bearer embed-token-1')
  })

  it('fills path parameters and sends JSON bodies', async () => {
    const network = fakeFetch(() =>
      json(201, { statusCode: 201, message: 'Comment created', data: { _id: recipeId } }),
    )
    const client = createSufraClient({ baseUrl, fetch: network.fetch })

    await client.POST('/comment/create', { body: { content: 'Lovely', recipeId } })
    await client.DELETE('/comment/delete/{commentId}', {
      params: { path: { commentId: recipeId } },
      body: { recipeId },
    })

    const [create, remove] = network.requests
    expect(create?.headers.get('content-type')).toBe('application/json')
    expect(await create?.json()).toEqual({ content: 'Lovely', recipeId })
    expect(remove?.url).toBe(`${baseUrl}/comment/delete/${recipeId}`)
    expect(remove?.method).toBe('DELETE')
  })

  it("throws an ApiError carrying the server's message and errMessage", async () => {
    const network = fakeFetch(() =>
      json(400, {
        statusCode: 400,
        message: 'The recipe could not be saved.',
        errMessage: 'ingredients[2]: unknown unit',
      }),
    )
    const client = createSufraClient({ baseUrl, fetch: network.fetch })

    const error = await rejection(client.GET('/recipe/{id}', { params: { path: { id: recipeId } } }))

    expect(error.message).toBe('The recipe could not be saved.')
    expect(error.errMessage).toBe('ingredients[2]: unknown unit')
    expect(error.status).toBe(400)
    expect(error.statusCode).toBe(400)
    expect(error.fromServer).toBe(true)
    expect(serverSentence(error)).toBe('The recipe could not be saved.')
  })

  it('falls back to its own message when the answer is not JSON or has no message', async () => {
    const html = fakeFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502 }))
    const empty = fakeFetch(() => json(500, { statusCode: 500 }))

    const fromHtml = await rejection(
      createSufraClient({ baseUrl, fetch: html.fetch, fallbackMessage: 'Login failed' }).GET('/user/profile'),
    )
    const fromEmpty = await rejection(createSufraClient({ baseUrl, fetch: empty.fetch }).GET('/user/profile'))

    expect([fromHtml.message, fromHtml.status, fromHtml.errMessage]).toEqual(['Login failed', 502, undefined])
    expect([fromEmpty.message, fromEmpty.status]).toEqual(['Something went wrong', 500])
    // A fallback is flagged, not recognised by its wording: the page shows its own translated text.
    expect([fromHtml.fromServer, fromEmpty.fromServer]).toEqual([false, false])
    expect([serverSentence(fromHtml), serverSentence(fromEmpty)]).toEqual([null, null])
  })

  it('turns a network failure into an ApiError with status 0 and lets aborts through', async () => {
    const offline = fakeFetch(() => Promise.reject(new TypeError('fetch failed')))
    const aborted = fakeFetch(() =>
      Promise.reject(new DOMException('The operation was aborted.', 'AbortError')),
    )

    const error = await rejection(createSufraClient({ baseUrl, fetch: offline.fetch }).GET('/query'))
    expect([error.message, error.status, error.fromServer]).toEqual(['Something went wrong', 0, false])

    await expect(createSufraClient({ baseUrl, fetch: aborted.fetch }).GET('/query')).rejects.toMatchObject({
      name: 'AbortError',
    })
  })
})

describe('query hooks', () => {
  it('fetch through the given client and reject with ApiError', async () => {
    const network = fakeFetch((request) =>
      request.url.endsWith('/query')
        ? json(200, {
            statusCode: 200,
            message: 'ok',
            data: { cuisines: [], dietLabels: [], healthLabels: [] },
          })
        : json(404, { statusCode: 404, message: 'Recipe not found' }),
    )
    const $api = createQueryHooks(createSufraClient({ baseUrl, fetch: network.fetch }))
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })

    const options = await queryClient.fetchQuery($api.queryOptions('get', '/query'))
    expect(options.data).toEqual({ cuisines: [], dietLabels: [], healthLabels: [] })

    const error = await rejection(
      queryClient.fetchQuery(
        $api.queryOptions('get', '/recipe/{id}', { params: { path: { id: recipeId } } }),
      ),
    )
    expect([error.message, error.status]).toEqual(['Recipe not found', 404])
  })
})

describe('toFormData', () => {
  it('keeps files, writes lists and objects as JSON and numbers as text, skips undefined', async () => {
    const picture = new Blob(['x'], { type: 'image/png' })
    const form = toFormData({
      title: 'Lentil soup',
      servings: 4,
      ingredients: ['1 cup red lentils'],
      thumbnail: { url: '/uploads/a.webp', key: 'a.webp' },
      videoUrl: undefined,
      profilePicture: picture,
    })

    expect(form.get('title')).toBe('Lentil soup')
    expect(form.get('servings')).toBe('4')
    expect(form.get('ingredients')).toBe('["1 cup red lentils"]')
    expect(form.get('thumbnail')).toBe('{"url":"/uploads/a.webp","key":"a.webp"}')
    expect(form.has('videoUrl')).toBe(false)
    expect(await (form.get('profilePicture') as Blob).text()).toBe('x')
  })
})

describe('fileNameFrom', () => {
  it('reads plain and UTF-8 file names from Content-Disposition', () => {
    const plain = new Response(null, {
      headers: { 'content-disposition': 'attachment; filename="lentil-soup.pdf"' },
    })
    const encoded = new Response(null, {
      headers: { 'content-disposition': "attachment; filename*=UTF-8''%D8%B4%D9%88%D8%B1%D8%A8%D8%A9.pdf" },
    })

    expect(fileNameFrom(plain)).toBe('lentil-soup.pdf')
    expect(fileNameFrom(encoded)).toBe('شوربة.pdf')
    expect(fileNameFrom(new Response(null), 'list.pdf')).toBe('list.pdf')
  })
})
