/**
 * The embed reads with the embed kit's real server build (packages/embed/dist, made by
 * `pnpm build:packages` before the e2e project runs): what a partner page's loader receives for a card
 * and a recipe, in English and Arabic. The unit tests (src/modules/embed) stand a small renderer in for
 * the build; this checks the two fit.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectContractResponse, startTestServer, type TestServer } from '../src/testing/test-server'

const embedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/embed/dist')
const SUFRA = 'https://sufra.example'

describe('embed reads rendered by the built kit', () => {
  let server: TestServer
  let id: string
  beforeAll(async () => {
    expect(existsSync(path.join(embedDir, 'server', 'render.js')), 'pnpm build:packages first').toBe(true)
    server = await startTestServer('pglite', { config: { publicUrl: SUFRA, embedDir } })
    const list = await server.app.inject({ method: 'GET', url: '/api/v1/recipe?limit=1' })
    id = (list.json() as { data: { _id: string }[] }).data[0]!._id
  }, 120_000)
  afterAll(() => server?.close())

  it.each(['en', 'ar'] as const)(
    'answers the card in %s: its container, the CSS it uses, pictures on Sufra',
    async (lang) => {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/v1/embed/recipe-card/${id}?lang=${lang}`,
      })
      expectContractResponse('getEmbedRecipeCard', response)
      expect(response.statusCode, response.body).toBe(200)
      const { data } = response.json() as {
        data: {
          html: string
          css: string
          recipe: { _id: string; title: Record<string, string>; thumbnail: { url: string } | null }
        }
      }
      expect(
        data.html.startsWith(`<div data-sufra-root lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`),
      ).toBe(true)
      expect(data.html).toContain(`data-recipe-id="${id}"`)
      expect(data.css.length).toBeGreaterThan(0)
      expect(data.recipe._id).toBe(id)
      if (data.recipe.thumbnail) expect(data.recipe.thumbnail.url.startsWith(`${SUFRA}/`)).toBe(true)
    },
  )

  it.each(['en', 'ar'] as const)('answers the recipe in %s with its JSON-LD, compressed', async (lang) => {
    const url = `/api/v1/embed/recipe/${id}?lang=${lang}&servings=2`
    const response = await server.app.inject({ method: 'GET', url })
    expectContractResponse('getEmbedRecipe', response)
    expect(response.statusCode, response.body).toBe(200)
    const { data } = response.json() as {
      data: { html: string; css: string; jsonLd: Record<string, unknown> }
    }
    expect(data.html).toContain(`data-sufra-root lang="${lang}"`)
    expect(data.jsonLd).toMatchObject({
      '@type': 'Recipe',
      url: `${SUFRA}/${lang}/recipe/${id}`,
      inLanguage: lang,
    })
    const compressed = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } })
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(compressed.rawPayload.length).toBeLessThan(response.rawPayload.length / 2)
  })

  it('serves the built loader', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/v1/embed.js',
      headers: { 'accept-encoding': 'br' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['access-control-allow-origin']).toBe('*')
  })
})
