/**
 * POST /recipe/import on each database engine, against pages served by a local HTTP server that the
 * test's settings allow (exactly its host and port): what is saved (text, parsed lines matched to the
 * catalogue, nutrition, the picture re-encoded as an upload, the source), the same address twice, two at
 * once, pages without a recipe, refusals by the fetch guard in the default settings, and the rate limit.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { SESSION_COOKIE } from '../../http/session-viewer'
import { engines, expectContractResponse, startTestServer, type TestServer } from '../../testing/test-server'
import { signUp } from '../session/session-testing'

interface ImportedRecipe {
  _id: string
  lang: 'en' | 'ar'
  title: { en: string; ar: string }
  time: number
  servings: number
  thumbnail: { url: string; key: string } | null
  ingredients: { amount: number; unitId: string; nameClean: { en: string; ar: string }; details: unknown }[]
  instructions: { step: { en: string; ar: string } }[]
  nutrition: { nutrients: { nutrientId: number; amount: number }[] }
  metadata: { imported: boolean; site: string; originalUrl: string }
}

const englishPage = (
  picture: string,
) => `<!doctype html><html lang="en"><head><title>Lentil soup | A blog</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'A blog' },
    {
      '@type': 'Recipe',
      name: 'Red lentil soup',
      description: 'A <b>warm</b> soup &amp; bread.',
      image: [picture],
      recipeYield: '4 servings',
      totalTime: 'PT45M',
      recipeIngredient: ['2 tablespoons olive oil', '1 cup red lentils', '1 onion, chopped', 'salt to taste'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Soften the onion in the oil.' },
        { '@type': 'HowToStep', text: 'Add the lentils and simmer for 20 minutes.' },
      ],
    },
  ],
})}</script></head><body><h1>Red lentil soup</h1><script>alert(1)</script></body></html>`

const arabicPage = `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8">
<title>شوربة العدس</title></head><body><h1>شوربة العدس</h1>
<h2>المكونات</h2><ul><li>٢ ملعقة كبيرة زيت زيتون</li><li>١ كوب عدس أحمر</li><li>ملح حسب الرغبة</li></ul>
<h2>طريقة التحضير</h2><ol><li>يُقلّب البصل في الزيت.</li><li>يُضاف العدس ويُطهى عشرين دقيقة.</li></ol>
</body></html>`

describe.each(engines)('recipe import (%s)', (engine) => {
  let server: TestServer
  let pages: Server
  let origin: string
  let person: { id: string; token: string }
  let other: { id: string; token: string }
  const requests: string[] = []
  let releaseSlow: () => void = () => {}
  let slowGate = Promise.resolve()

  beforeAll(async () => {
    const png = await sharp({
      create: { width: 80, height: 60, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .png()
      .toBuffer()
    pages = createServer((request: IncomingMessage, response) => {
      const url = request.url ?? '/'
      requests.push(url)
      const html = (body: string) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        response.end(body)
      }
      if (url === '/soup' || url === '/soup-again' || url.startsWith('/soup?'))
        return html(englishPage(`${origin}/soup.png`))
      if (url === '/slow-soup') return void slowGate.then(() => html(englishPage(`${origin}/soup.png`)))
      if (url === '/arabic') return html(arabicPage)
      if (url === '/broken-picture') return html(englishPage(`${origin}/not-a-picture.png`))
      if (url === '/no-recipe')
        return html('<!doctype html><html><body><h1>About us</h1><p>We like food.</p></body></html>')
      if (url === '/soup.png') {
        response.writeHead(200, { 'content-type': 'image/png' })
        return response.end(png)
      }
      if (url === '/not-a-picture.png') {
        response.writeHead(200, { 'content-type': 'image/png' })
        return response.end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
      }
      response.writeHead(404).end()
    })
    await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve))
    const { port } = pages.address() as AddressInfo
    origin = `http://127.0.0.1:${port}`
    server = await startTestServer(engine, {
      config: {
        importAllowHosts: [`127.0.0.1:${port}`],
        rateLimits: { signup: { points: 1000, seconds: 60 }, import: { points: 14, seconds: 60 } },
      },
    })
    person = await signUp(server, 'importer@import.test')
    other = await signUp(server, 'other@import.test')
  }, 180_000)
  afterAll(async () => {
    await server?.close()
    await new Promise((resolve) => pages?.close(resolve))
  })

  async function importUrl(recipeUrl: string, token: string | null = person.token) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/recipe/import',
      payload: { recipeUrl },
      cookies: token ? { [SESSION_COOKIE]: token } : {},
    })
    expectContractResponse('importRecipe', response)
    return response
  }

  const recipesOf = async (userId: string) =>
    (
      await server.database.db.select({ n: count() }).from(t.recipes).where(eq(t.recipes.creatorId, userId))
    )[0]!.n

  it('saves the page recipe with parsed lines, nutrition, a re-encoded picture and its source', async () => {
    const response = await importUrl(`${origin}/soup#comments`)
    expect(response.statusCode, response.body).toBe(201)
    const body = response.json() as { message: string; data: ImportedRecipe }
    expect(body.message).toBe('Recipe imported successfully')
    const recipe = body.data
    expect(recipe.lang).toBe('en')
    expect(recipe.title.en).toBe('Red lentil soup')
    expect(recipe.time).toBe(45)
    expect(recipe.servings).toBe(4)
    expect(recipe.metadata).toEqual({ imported: true, site: '127.0.0.1', originalUrl: `${origin}/soup` })
    expect(recipe.ingredients.map((line) => [line.amount, line.unitId, line.nameClean.en])).toEqual([
      [2, 'tbsp', 'olive oil'],
      [1, 'cup', 'red lentils'],
      [1, 'count', 'onion, chopped'],
      [1, 'to taste', 'salt'],
    ])
    expect(recipe.ingredients.filter((line) => line.details !== null).length).toBeGreaterThanOrEqual(3)
    expect(recipe.instructions.map((step) => step.step.en)).toEqual([
      'Soften the onion in the oil.',
      'Add the lentils and simmer for 20 minutes.',
    ])
    const energy = recipe.nutrition.nutrients.find((nutrient) => nutrient.nutrientId === 1008)
    expect(energy?.amount).toBeGreaterThan(0)
    // The picture was fetched, checked and stored as the person's upload, as WebP.
    expect(recipe.thumbnail?.key).toMatch(/\.webp$/)
    const [upload] = await server.database.db
      .select({ ownerId: t.uploads.ownerId, mimeType: t.uploads.mimeType })
      .from(t.uploads)
      .where(eq(t.uploads.key, recipe.thumbnail!.key))
    expect(upload).toEqual({ ownerId: person.id, mimeType: 'image/webp' })
  })

  it('answers the recipe imported before when the same person imports the same address again', async () => {
    const before = await recipesOf(person.id)
    const first = (await importUrl(`${origin}/soup`)).json() as { data: ImportedRecipe }
    const again = await importUrl(`${origin}/soup`)
    expect(again.statusCode).toBe(201)
    expect((again.json() as { message: string }).message).toBe('You imported this recipe before; here it is.')
    expect((again.json() as { data: ImportedRecipe }).data._id).toBe(first.data._id)
    expect(await recipesOf(person.id)).toBe(before)
    // Someone else importing it gets a recipe of their own.
    const theirs = await importUrl(`${origin}/soup`, other.token)
    expect((theirs.json() as { data: ImportedRecipe }).data._id).not.toBe(first.data._id)
  })

  it('runs two imports of one address at once as one', async () => {
    slowGate = new Promise((resolve) => (releaseSlow = resolve))
    const before = await recipesOf(person.id)
    const both = Promise.all([importUrl(`${origin}/slow-soup`), importUrl(`${origin}/slow-soup`)])
    // Both requests are in before the page answers.
    await expect.poll(() => requests.filter((url) => url === '/slow-soup').length).toBe(1)
    releaseSlow()
    const [one, two] = await both
    expect(one.statusCode).toBe(201)
    expect(two.statusCode).toBe(201)
    expect((one.json() as { data: ImportedRecipe }).data._id).toBe(
      (two.json() as { data: ImportedRecipe }).data._id,
    )
    expect(await recipesOf(person.id)).toBe(before + 1)
    expect(requests.filter((url) => url === '/slow-soup')).toHaveLength(1)
  })

  it('reads an Arabic page without structured data into an Arabic recipe', async () => {
    const response = await importUrl(`${origin}/arabic`)
    expect(response.statusCode, response.body).toBe(201)
    const recipe = (response.json() as { data: ImportedRecipe }).data
    expect(recipe.lang).toBe('ar')
    expect(recipe.title.ar).toBe('شوربة العدس')
    expect(recipe.ingredients.map((line) => [line.amount, line.unitId, line.nameClean.ar])).toEqual([
      [2, 'tbsp', 'زيت زيتون'],
      [1, 'cup', 'عدس أحمر'],
      [1, 'to taste', 'ملح'],
    ])
    expect(recipe.instructions).toHaveLength(2)
    expect(recipe.thumbnail).toBeNull()
  })

  it('imports the recipe without a picture when the picture is not one', async () => {
    const response = await importUrl(`${origin}/broken-picture`)
    expect(response.statusCode, response.body).toBe(201)
    expect((response.json() as { data: ImportedRecipe }).data.thumbnail).toBeNull()
  })

  it('refuses a page without a recipe with a sentence, storing nothing', async () => {
    const before = await recipesOf(person.id)
    const response = await importUrl(`${origin}/no-recipe`)
    expect(response.statusCode).toBe(400)
    expect((response.json() as { message: string }).message).toMatch(/couldn't find a recipe/)
    expect(await recipesOf(person.id)).toBe(before)
  })

  it('asks a visitor to sign in', async () => {
    const response = await importUrl(`${origin}/soup`, null)
    expect(response.statusCode).toBe(401)
  })

  it('refuses other loopback ports and private addresses: the allowance is this host and port only', async () => {
    const sink = createServer((_request, response) => {
      sinkRequests += 1
      response.end('<html></html>')
    })
    let sinkRequests = 0
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve))
    const { port } = sink.address() as AddressInfo
    try {
      for (const address of [
        `http://127.0.0.1:${port}/soup`,
        `http://localhost:${port}/`,
        'http://10.0.0.1/',
        'http://[::1]/',
      ]) {
        const response = await importUrl(address)
        expect(response.statusCode, address).toBe(400)
      }
      expect(sinkRequests).toBe(0)
    } finally {
      await new Promise((resolve) => sink.close(resolve))
    }
  })

  it('limits how often one person imports, counting asks that found the recipe imported before', async () => {
    const limited = await signUp(server, 'busy@import.test')
    const statuses: number[] = []
    for (let attempt = 0; attempt < 14; attempt += 1) {
      statuses.push((await importUrl(`${origin}/soup`, limited.token)).statusCode)
    }
    expect(statuses.every((status) => status === 201)).toBe(true)
    const refused = await importUrl(`${origin}/soup`, limited.token)
    expect(refused.statusCode).toBe(429)
    expect((refused.json() as { message: string }).message).toMatch(/Too many attempts/)
    expect(await recipesOf(limited.id)).toBe(1)
  })
})
