/**
 * The server side of the embed kit, on each engine: CORS (public answers to any page, x-embed operations
 * to the EMBED_ORIGINS only, preflights), embed sessions (made by Sufra's popup with the cookie session,
 * used as a bearer token only from their own origin and only on x-embed operations), the cross-site
 * guard for partner writes, the embed reads (rendered by a stand-in for the kit's server build, the
 * boundary with packages/embed) and the kit's static files.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { asc, eq } from 'drizzle-orm'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { SESSION_COOKIE } from '../../http/session-viewer'
import { engines, expectContractResponse, startTestServer, type TestServer } from '../../testing/test-server'
import { expectErrorBody, signUp } from '../session/session-testing'

const SUFRA = 'https://sufra.example'
const PARTNER = 'https://blog.example'
const OTHER_PARTNER = 'http://127.0.0.2:4100'
const EVIL = 'https://evil.example'

const CROSS_SITE = 'This request came from another website, so Sufra refused it. Please use the Sufra site.'
const WRONG_ORIGIN =
  'This Sufra sign-in belongs to another website; sign in to Sufra again on the page you are on.'
const NOT_EMBED =
  'This Sufra call does not accept a partner site’s sign-in (Authorization header); call it without one.'
const BAD_BEARER = 'The Authorization header must be "Bearer" followed by a Sufra embed sign-in token.'
const NOT_BUILT = "Sufra's embed widgets are not built on this server."

const LOADER = `(()=>{/* the loader */${' '.repeat(2000)}})()`

/** A built embed kit in a temporary folder: the loader (with its Brotli copy), an asset and a stand-in renderer. */
function fakeEmbedBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'sufra-embed-'))
  mkdirSync(path.join(dir, 'server'))
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}')
  // Answers what it was asked, so the tests see what the server passed.
  writeFileSync(
    path.join(dir, 'server', 'render.js'),
    `export function renderEmbed(input) {
      const title = input.recipe.title[input.lang]
      return {
        html: '<article data-kind="' + input.kind + '" data-servings="' + (input.servings ?? '') +
          '" data-origin="' + input.sufraOrigin + '" data-likes="' + input.recipe.likesCount + '">' + title + '</article>',
        css: '.sufra-card{color:var(--sufra-brand)}' + ' '.repeat(1500),
        // As the kit does: pictures addressed on Sufra, and the answer carries the recipe as rendered.
        recipe: input.recipe.thumbnail
          ? { ...input.recipe, thumbnail: { ...input.recipe.thumbnail, url: input.sufraOrigin + input.recipe.thumbnail.url } }
          : input.recipe,
      }
    }`,
  )
  writeFileSync(path.join(dir, 'embed.js'), LOADER)
  writeFileSync(path.join(dir, 'embed.js.br'), brotliCompressSync(LOADER))
  writeFileSync(path.join(dir, 'assets', 'recipe-abc123.js'), 'export const mount = () => {}')
  return dir
}

describe.each(engines)('embed kit server (%s)', (engine) => {
  let server: TestServer
  let embedDir: string
  let recipeIds: string[] = []
  let accounts = 0

  beforeAll(async () => {
    embedDir = fakeEmbedBuild()
    server = await startTestServer(engine, {
      config: {
        publicUrl: SUFRA,
        embedOrigins: [PARTNER, OTHER_PARTNER],
        embedDir,
        rateLimits: { signup: { points: 1000, seconds: 60 } },
      },
    })
    const rows = await server.database.db
      .select({ id: t.recipes.id })
      .from(t.recipes)
      .orderBy(asc(t.recipes.createdAt))
    recipeIds = rows.map((row) => row.id)
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    rmSync(embedDir, { recursive: true, force: true })
  })

  const inject = (options: InjectOptions) => server.app.inject(options)
  const api = (
    method: InjectOptions['method'],
    url: string,
    options: Omit<InjectOptions, 'method' | 'url'> = {},
  ) => inject({ method, url: `/api/v1${url}`, ...options })

  const newAccount = () => signUp(server, `cook${++accounts}@embed.test`)

  /** An embed token for `origin`, made as the popup makes it: on Sufra's origin, with the cookie. */
  async function embedToken(cookie: string, origin = PARTNER) {
    const response = await api('POST', '/embed/session', {
      headers: { origin: SUFRA },
      cookies: { [SESSION_COOKIE]: cookie },
      payload: { origin },
    })
    expectContractResponse('createEmbedSession', response)
    expect(response.statusCode, response.body).toBe(201)
    return (response.json() as { data: { token: string; expiresAt: string; user: { _id: string } } }).data
  }

  /** The headers of a widget's call with `token` from `origin` (null: a call without Origin). */
  const bearer = (token: string, origin: string | null = PARTNER) => ({
    authorization: `Bearer ${token}`,
    ...(origin === null ? {} : { origin }),
  })

  function expectNoCors(response: LightMyRequestResponse) {
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
    expect(response.headers['access-control-allow-credentials']).toBeUndefined()
  }
  function expectPartnerCors(response: LightMyRequestResponse, origin = PARTNER) {
    expect(response.headers['access-control-allow-origin']).toBe(origin)
    expect(response.headers['access-control-allow-credentials']).toBeUndefined()
    expect(String(response.headers.vary)).toMatch(/\bOrigin\b/)
  }

  describe('embed reads', () => {
    it('answers the card to any page: public, Access-Control-Allow-Origin *, rendered by the kit in the language asked', async () => {
      const id = recipeIds[0]!
      const response = await api('GET', `/embed/recipe-card/${id}?lang=ar`, { headers: { origin: EVIL } })
      expectContractResponse('getEmbedRecipeCard', response)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.headers['access-control-allow-origin']).toBe('*')
      expect(response.headers['access-control-allow-credentials']).toBeUndefined()
      expect(response.headers['cache-control']).toBe('public, no-cache')
      const { data } = response.json() as {
        data: {
          html: string
          css: string
          recipe: { _id: string; title: { ar: string }; likedByMe: boolean }
        }
      }
      expect(data.recipe._id).toBe(id)
      expect(data.recipe.likedByMe).toBe(false)
      expect(data.html).toContain('data-kind="recipe-card"')
      expect(data.html).toContain(`data-origin="${SUFRA}"`)
      expect(data.html).toContain(data.recipe.title.ar)
      expect(data.css).toContain('.sufra-card')
    })

    it('answers the recipe with its detail, the servings asked and JSON-LD pointing at the recipe on Sufra', async () => {
      const id = recipeIds[1]!
      const response = await api('GET', `/embed/recipe/${id}?lang=en&servings=6`)
      expectContractResponse('getEmbedRecipe', response)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.headers['access-control-allow-origin']).toBe('*')
      const { data } = response.json() as {
        data: {
          html: string
          recipe: { _id: string; title: { en: string } }
          jsonLd: Record<string, unknown>
        }
      }
      expect(data.recipe._id).toBe(id)
      expect(data.html).toContain('data-kind="recipe"')
      expect(data.html).toContain('data-servings="6"')
      expect(data.jsonLd).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: data.recipe.title.en,
        url: `${SUFRA}/en/recipe/${id}`,
        inLanguage: 'en',
      })
      expect(data.jsonLd.recipeIngredient).toEqual(expect.any(Array))
    })

    it('sends the kept answer compressed and revalidated like the recipe detail', async () => {
      const url = `/embed/recipe/${recipeIds[2]}?lang=ar`
      const first = await api('GET', url, { headers: { 'accept-encoding': 'br' } })
      expect(first.statusCode).toBe(200)
      expect(first.headers['content-encoding']).toBe('br')
      expect(String(first.headers.vary)).toContain('Accept-Encoding')
      const body = JSON.parse(brotliDecompressSync(first.rawPayload).toString()) as { data: object }
      expect(body.data).toHaveProperty('jsonLd')
      const again = await api('GET', url, { headers: { 'if-none-match': String(first.headers.etag) } })
      expect(again.statusCode).toBe(304)
      expect(again.headers['access-control-allow-origin']).toBe('*')
    })

    it('shows a like on the next read (the kept card and recipe are forgotten when the recipe changes)', async () => {
      const id = recipeIds[3]!
      const likes = async (url: string) => {
        const response = await api('GET', url)
        expect(response.statusCode, response.body).toBe(200)
        return /data-likes="(\d+)"/.exec((response.json() as { data: { html: string } }).data.html)![1]
      }
      const before = Number(await likes(`/embed/recipe-card/${id}`))
      expect(Number(await likes(`/embed/recipe/${id}?lang=ar`))).toBe(before)
      const account = await newAccount()
      const like = await api('POST', `/like/${id}`, {
        headers: { origin: SUFRA },
        cookies: { [SESSION_COOKIE]: account.token },
      })
      expect(like.statusCode, like.body).toBe(200)
      expect(Number(await likes(`/embed/recipe-card/${id}`))).toBe(before + 1)
      expect(Number(await likes(`/embed/recipe/${id}?lang=ar`))).toBe(before + 1)
    })

    it('answers an unknown recipe with the usual 404, readable by any page', async () => {
      const response = await api('GET', '/embed/recipe-card/00000000-0000-4000-8000-000000000000')
      expectContractResponse('getEmbedRecipeCard', response)
      expect(expectErrorBody(response, 404).message).toBe('Recipe not found.')
      expect(response.headers['access-control-allow-origin']).toBe('*')
      expect(response.headers['cache-control']).toBe('no-store')
    })

    it('refuses servings out of range and an unknown language with a 400', async () => {
      const id = recipeIds[0]!
      expect((await api('GET', `/embed/recipe/${id}?servings=0`)).statusCode).toBe(400)
      expect((await api('GET', `/embed/recipe/${id}?lang=fr`)).statusCode).toBe(400)
    })
  })

  describe('CORS', () => {
    it('answers an x-embed operation CORS to an allowlisted origin only, never reflecting another', async () => {
      const partner = await api('GET', '/user/profile', { headers: { origin: PARTNER } })
      expect(expectErrorBody(partner, 401).message).toBe('Please log in to do this.')
      expectPartnerCors(partner)
      expectPartnerCors(
        await api('GET', '/user/profile', { headers: { origin: OTHER_PARTNER } }),
        OTHER_PARTNER,
      )
      const evil = await api('GET', '/user/profile', { headers: { origin: EVIL } })
      expectNoCors(evil)
      expect(String(evil.headers.vary)).toMatch(/\bOrigin\b/)
      // Nearly the partner is not the partner.
      expectNoCors(await api('GET', '/user/profile', { headers: { origin: `${PARTNER}.evil.example` } }))
      expectNoCors(await api('GET', '/user/profile', { headers: { origin: 'null' } }))
    })

    it('gives no CORS to operations that are neither public nor x-embed, whatever the origin', async () => {
      expectNoCors(await api('GET', '/like', { headers: { origin: PARTNER } }))
      expectNoCors(await api('POST', '/user/logout', { headers: { origin: PARTNER } }))
    })

    it('answers preflights for the method asked: the partner for x-embed calls, * for public reads, nothing otherwise', async () => {
      const preflight = (url: string, origin: string, method: string) =>
        api('OPTIONS', url, {
          headers: {
            origin,
            'access-control-request-method': method,
            'access-control-request-headers': 'authorization, content-type',
          },
        })
      const like = await preflight(`/like/${recipeIds[0]}`, PARTNER, 'POST')
      expect(like.statusCode).toBe(204)
      expectPartnerCors(like)
      expect(like.headers['access-control-allow-methods']).toBe('POST')
      expect(like.headers['access-control-allow-headers']).toBe('Authorization, Content-Type, Accept')
      expect(like.headers['access-control-max-age']).toBe('600')

      const evil = await preflight(`/like/${recipeIds[0]}`, EVIL, 'POST')
      expect(evil.statusCode).toBe(204)
      expectNoCors(evil)
      expect(evil.headers['access-control-allow-methods']).toBeUndefined()

      const signOut = await preflight('/embed/session', PARTNER, 'DELETE')
      expectPartnerCors(signOut)
      expect(signOut.headers['access-control-allow-methods']).toBe('DELETE')
      // Making a token is for Sufra's own popup, not for a partner page.
      expectNoCors(await preflight('/embed/session', PARTNER, 'POST'))

      const read = await preflight(`/embed/recipe/${recipeIds[0]}`, EVIL, 'GET')
      expect(read.statusCode).toBe(204)
      expect(read.headers['access-control-allow-origin']).toBe('*')
      expect(read.headers['access-control-allow-methods']).toBe('GET, HEAD')
      expect(read.headers['access-control-allow-headers']).toBe('Authorization, Content-Type, Accept')
      expect(read.headers['access-control-allow-credentials']).toBeUndefined()

      const other = await preflight('/like', PARTNER, 'GET')
      expect(other.statusCode).toBe(404)
      expectNoCors(other)
    })
  })

  describe('embed sessions', () => {
    it('makes a token for a partner from the cookie session: stored hashed with its origin, 30 days', async () => {
      const account = await newAccount()
      const before = Date.now()
      const session = await embedToken(account.token)
      expect(session.user._id).toBe(account.id)
      expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      const days = (new Date(session.expiresAt).getTime() - before) / 86_400_000
      expect(days).toBeGreaterThan(29.9)
      expect(days).toBeLessThan(30.1)
      const [row] = await server.database.db
        .select()
        .from(t.sessions)
        .where(eq(t.sessions.id, createHash('sha256').update(session.token).digest('hex')))
      expect(row).toMatchObject({ userId: account.id, embedOrigin: PARTNER })
    })

    it('allows Sufra’s own origin and refuses any other with a sentence', async () => {
      const account = await newAccount()
      expect((await embedToken(account.token, SUFRA)).user._id).toBe(account.id)
      const call = (origin: string) =>
        api('POST', '/embed/session', {
          headers: { origin: SUFRA },
          cookies: { [SESSION_COOKIE]: account.token },
          payload: { origin },
        })
      const evil = await call(EVIL)
      expectContractResponse('createEmbedSession', evil)
      expect(expectErrorBody(evil, 403).message).toBe(
        'https://evil.example is not a Sufra partner site, so you cannot sign in to Sufra there.',
      )
      const path = await call(`${PARTNER}/`)
      expectContractResponse('createEmbedSession', path)
      expect(path.statusCode).toBe(400)
    })

    it('needs the cookie session, and refuses a partner page or a bearer token', async () => {
      const account = await newAccount()
      const signedOut = await api('POST', '/embed/session', {
        headers: { origin: SUFRA },
        payload: { origin: PARTNER },
      })
      expect(expectErrorBody(signedOut, 401).message).toBe('Please log in to do this.')
      // A partner page's script cannot make itself a token with the visitor's cookie.
      const fromPartner = await api('POST', '/embed/session', {
        headers: { origin: PARTNER },
        cookies: { [SESSION_COOKIE]: account.token },
        payload: { origin: PARTNER },
      })
      expect(expectErrorBody(fromPartner, 403).message).toBe(CROSS_SITE)
      const { token } = await embedToken(account.token)
      const withBearer = await api('POST', '/embed/session', {
        headers: bearer(token),
        payload: { origin: PARTNER },
      })
      expect(expectErrorBody(withBearer, 401).message).toBe(NOT_EMBED)
    })

    it('accepts the token only with its own origin and only on x-embed operations', async () => {
      const account = await newAccount()
      const { token } = await embedToken(account.token)
      const profile = await api('GET', '/user/profile', { headers: bearer(token) })
      expectContractResponse('getCurrentUser', profile)
      expect(profile.statusCode, profile.body).toBe(200)
      expect((profile.json() as { data: { _id: string } }).data._id).toBe(account.id)
      expectPartnerCors(profile)

      const otherPartner = await api('GET', '/user/profile', { headers: bearer(token, OTHER_PARTNER) })
      expect(expectErrorBody(otherPartner, 401).message).toBe(WRONG_ORIGIN)
      expect(
        expectErrorBody(await api('GET', '/user/profile', { headers: bearer(token, EVIL) }), 401).message,
      ).toBe(WRONG_ORIGIN)
      expect(
        expectErrorBody(await api('GET', '/user/profile', { headers: bearer(token, null) }), 401).message,
      ).toBe(WRONG_ORIGIN)
      // Not an x-embed operation.
      const liked = await api('GET', '/like', { headers: bearer(token) })
      expect(expectErrorBody(liked, 401).message).toBe(NOT_EMBED)
      // A public answer reads no session at all: the token is neither used nor refused there.
      const detail = await api('GET', `/recipe/${recipeIds[0]}`, { headers: bearer(token, EVIL) })
      expect(detail.statusCode).toBe(200)
      expect(detail.headers['access-control-allow-origin']).toBe('*')
      const basic = await api('GET', '/user/profile', {
        headers: { authorization: 'Basic abc', origin: PARTNER },
      })
      expect(expectErrorBody(basic, 401).message).toBe(BAD_BEARER)
    })

    it('takes a same-origin call without Origin (a widget on Sufra’s own page) as from Sufra’s origin', async () => {
      const account = await newAccount()
      // PUBLIC_URL's origin, whatever Host the request names.
      const own = { host: 'sufra.test' }
      const made = await api('POST', '/embed/session', {
        headers: { ...own, origin: SUFRA },
        cookies: { [SESSION_COOKIE]: account.token },
        payload: { origin: SUFRA },
      })
      expect(made.statusCode, made.body).toBe(201)
      const { token } = (made.json() as { data: { token: string } }).data
      const sameOrigin = await api('GET', '/user/profile', {
        headers: { ...own, ...bearer(token, null), 'sec-fetch-site': 'same-origin' },
      })
      expect(sameOrigin.statusCode, sameOrigin.body).toBe(200)
      const crossSite = await api('GET', '/user/profile', {
        headers: { ...own, ...bearer(token, null), 'sec-fetch-site': 'cross-site' },
      })
      expect(expectErrorBody(crossSite, 401).message).toBe(WRONG_ORIGIN)
    })

    it('never lets a cookie and an embed token stand in for each other', async () => {
      const account = await newAccount()
      const { token } = await embedToken(account.token)
      // The embed token as a cookie is no session.
      const asCookie = await api('GET', '/user/profile', { cookies: { [SESSION_COOKIE]: token } })
      expect(asCookie.statusCode).toBe(401)
      // With an Authorization header the cookie is not read.
      const unknownBearer = await api('GET', '/user/profile', {
        headers: bearer('x'.repeat(43)),
        cookies: { [SESSION_COOKIE]: account.token },
      })
      expect(expectErrorBody(unknownBearer, 401).message).toBe('Please log in to do this.')
    })

    it('lets a partner write with its bearer token, and refuses the cookie alone or the token from elsewhere', async () => {
      const account = await newAccount()
      const { token } = await embedToken(account.token)
      const id = recipeIds[4]!
      const saved = await api('POST', `/recipe-user/save/${id}`, { headers: bearer(token) })
      expectContractResponse('saveRecipe', saved)
      expect(saved.statusCode, saved.body).toBe(200)
      expectPartnerCors(saved)
      const state = await api('GET', `/recipe-user/state/${id}`, { headers: bearer(token) })
      expect((state.json() as { data: { savedByMe: boolean } }).data.savedByMe).toBe(true)

      const cookieOnly = await api('POST', `/recipe-user/unsave/${id}`, {
        headers: { origin: PARTNER },
        cookies: { [SESSION_COOKIE]: account.token },
      })
      expect(expectErrorBody(cookieOnly, 403).message).toBe(CROSS_SITE)
      const fromEvil = await api('POST', `/recipe-user/unsave/${id}`, { headers: bearer(token, EVIL) })
      expect(expectErrorBody(fromEvil, 403).message).toBe(CROSS_SITE)
      // A bearer from the other partner passes the guard but is not that partner's token.
      const fromOther = await api('POST', `/recipe-user/unsave/${id}`, {
        headers: bearer(token, OTHER_PARTNER),
      })
      expect(expectErrorBody(fromOther, 401).message).toBe(WRONG_ORIGIN)
      const after = await api('GET', `/recipe-user/state/${id}`, { headers: bearer(token) })
      expect((after.json() as { data: { savedByMe: boolean } }).data.savedByMe).toBe(true)
    })

    it('signs the token out (and only it), and is a 200 without one', async () => {
      const account = await newAccount()
      const { token } = await embedToken(account.token)
      const out = await api('DELETE', '/embed/session', { headers: bearer(token) })
      expectContractResponse('deleteEmbedSession', out)
      expect(out.statusCode, out.body).toBe(200)
      expectPartnerCors(out)
      expect((await api('GET', '/user/profile', { headers: bearer(token) })).statusCode).toBe(401)
      const cookie = await api('GET', '/user/profile', { cookies: { [SESSION_COOKIE]: account.token } })
      expect(cookie.statusCode).toBe(200)
      const again = await api('DELETE', '/embed/session', { headers: bearer(token) })
      expect(again.statusCode).toBe(200)
      // Called with the cookie (Sufra's own page), it leaves the cookie session alone.
      const withCookie = await api('DELETE', '/embed/session', {
        headers: { origin: SUFRA },
        cookies: { [SESSION_COOKIE]: account.token },
      })
      expect(withCookie.statusCode).toBe(200)
      expect(
        (await api('GET', '/user/profile', { cookies: { [SESSION_COOKIE]: account.token } })).statusCode,
      ).toBe(200)
    })
  })

  describe('static files', () => {
    it('serves the loader to any page, precompressed, kept for minutes', async () => {
      const response = await inject({
        method: 'GET',
        url: '/v1/embed.js',
        headers: { 'accept-encoding': 'br' },
      })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/javascript/)
      expect(response.headers['content-encoding']).toBe('br')
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(LOADER)
      expect(response.headers['access-control-allow-origin']).toBe('*')
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin')
      expect(response.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400')
      const plain = await inject({ method: 'GET', url: '/v1/embed.js' })
      expect(plain.body).toBe(LOADER)
    })

    it('serves hashed assets for good, and nothing else of the build', async () => {
      const asset = await inject({ method: 'GET', url: '/v1/embed/assets/recipe-abc123.js' })
      expect(asset.statusCode).toBe(200)
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(asset.headers['access-control-allow-origin']).toBe('*')
      expect(asset.headers['cross-origin-resource-policy']).toBe('cross-origin')
      for (const url of [
        '/v1/server/render.js',
        '/v1/package.json',
        '/v1/embed/assets/../server/render.js',
      ]) {
        const response = await inject({ method: 'GET', url })
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400)
        expect(response.body).not.toContain('renderEmbed')
      }
    })

    it('lets partner pages show stored pictures (Cross-Origin-Resource-Policy: cross-origin)', async () => {
      const card = await api('GET', `/embed/recipe-card/${recipeIds[0]}`)
      const thumbnail = (card.json() as { data: { recipe: { thumbnail: { url: string } | null } } }).data
        .recipe.thumbnail
      expect(thumbnail).not.toBeNull()
      const picture = await inject({ method: 'GET', url: new URL(thumbnail!.url, SUFRA).pathname })
      expect(thumbnail!.url.startsWith(`${SUFRA}/uploads/`)).toBe(true)
      expect(picture.statusCode).toBe(200)
      expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin')
    })
  })
})

describe('embed reads without the kit built', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      seed: false,
      config: { embedDir: mkdtempSync(path.join(tmpdir(), 'sufra-embed-empty-')) },
    })
  }, 120_000)
  afterAll(() => server?.close())

  it('answers 503 with a sentence, readable by any page', async () => {
    for (const url of [
      '/api/v1/embed/recipe-card/00000000-0000-4000-8000-000000000000',
      '/api/v1/embed/recipe/00000000-0000-4000-8000-000000000000?lang=ar',
    ]) {
      const response = await server.app.inject({ method: 'GET', url })
      expectContractResponse('getEmbedRecipeCard', response)
      expect(expectErrorBody(response, 503).message).toBe(NOT_BUILT)
      expect(response.headers['access-control-allow-origin']).toBe('*')
    }
    expect((await server.app.inject({ method: 'GET', url: '/v1/embed.js' })).statusCode).toBe(404)
  })
})
