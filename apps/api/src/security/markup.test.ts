/**
 * Attack case: markup and template text in every field a person writes, on each database engine:
 * `<script>`, an `onerror` attribute breaking out of a quoted value, `{{7*7}}` / `${7*7}` template text,
 * `</script>` inside JSON, `$&` replacement patterns and the U+2028/U+2029 line separators. Written
 * through the API as a person would (sign-up, profile form, recipe form, comment, list name, typed list
 * items and their renames, the planner's own meal-type names), each one is:
 *
 * - stored as written: read back through the API, character for character;
 * - inert in the served page: the recipe page's HTML, read with an HTML parser (htmlparser2, as a browser
 *   tokenises it), has only the template's script elements and one JSON-LD block, no element the text
 *   opened and no event-handler attribute; the title and meta tags show the text; the JSON-LD block has
 *   no `<` (nothing can close it) and parses back to the recipe; so does the state block the server
 *   renderer writes after the page (`pageHtml`, given the API's answer);
 * - printed as text in the recipe and shopping-list PDFs (read back with pdftotext).
 *
 * The page body itself is rendered by React on the server (the site's build, not part of this suite),
 * which escapes text by construction. Also covered: recipe text inserted straight into the database in
 * the page head (site/recipe-page-html.test.ts "keeps recipe text that looks like markup as text"), the
 * state block's escaping (site/server-render.test.ts), PDFs without scripts or actions
 * (modules/recipe-pdf/recipe-pdf.test.ts "prints user text that looks like code as text").
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { recipeJsonLd } from '@sufra/core'
import type { Element } from 'domhandler'
import { getElementsByTagName, textContent } from 'domutils'
import type { LightMyRequestResponse } from 'fastify'
import { parseDocument } from 'htmlparser2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '../http/session-viewer'
import { findRecipeDetail } from '../modules/recipes/read-model'
import { sendForm } from '../modules/images/image-testing'
import { signUp } from '../modules/session/session-testing'
import { shorten } from '../site/recipe-page-html'
import { pageHtml } from '../site/server-render'
import { pdfText } from '../testing/pdf-text'
import { engines, expectContractResponse, startTestServer, type TestServer } from '../testing/test-server'
import { HOSTILE_LINE, HOSTILE_TEXTS } from './security-testing'

const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <title>Sufra · سفرة</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

const siteDir = mkdtempSync(path.join(tmpdir(), 'sufra-markup-site-'))
writeFileSync(path.join(siteDir, 'index.html'), TEMPLATE)
afterAll(() => rmSync(siteDir, { recursive: true, force: true }))

/** Text on one line, as the page head and a PDF show it. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()
/** pdftotext breaks long lines where the PDF wrapped them: compared without any white space. */
const squash = (text: string) => text.replace(/\s+/g, '')

/** Short texts for fields of at most 40 or 50 characters. */
const [SCRIPT_TAG, ATTRIBUTE_BREAKOUT] = HOSTILE_TEXTS
const TEMPLATE_TEXT = '{{7*7}} ${7*7}'
/** An ingredient's name and a step need a word in the recipe's language: each attack follows one. */
const WORDED = HOSTILE_TEXTS.map((text) => `salt ${text}`)

/** What the HTML parser finds: elements by name, every attribute name, scripts with their text. */
function parsePage(html: string) {
  const document = parseDocument(html)
  const elements = getElementsByTagName(() => true, document, true) as Element[]
  return {
    names: elements.map((element) => element.name),
    attributeNames: elements.flatMap((element) => Object.keys(element.attribs)),
    scripts: elements
      .filter((element) => element.name === 'script')
      .map((element) => ({ attribs: element.attribs, text: textContent(element) })),
    meta: (key: string) =>
      elements
        .filter(
          (element) => element.name === 'meta' && (element.attribs.name ?? element.attribs.property) === key,
        )
        .map((element) => element.attribs.content),
    title: textContent(elements.find((element) => element.name === 'title')!),
  }
}

describe.each(engines)('markup and template text in what people write (%s)', (engine) => {
  let server: TestServer
  let writer: { id: string; token: string }

  beforeAll(async () => {
    server = await startTestServer(engine, {
      seed: false,
      siteDir,
      config: { publicUrl: 'https://sufra.example' },
    })
    writer = await signUp(server, 'writer@markup.test', {
      firstName: ATTRIBUTE_BREAKOUT,
      lastName: TEMPLATE_TEXT,
    })
  }, 120_000)
  afterAll(() => server?.close())

  async function call(
    operationId: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: Record<string, unknown>,
  ): Promise<LightMyRequestResponse> {
    const response = await server.app.inject({
      method,
      url: `/api/v1${url}`,
      cookies: { [SESSION_COOKIE]: writer.token },
      ...(payload ? { payload } : {}),
    })
    expectContractResponse(operationId, response)
    expect(response.statusCode, `${operationId}: ${response.body.slice(0, 300)}`).toBeLessThan(300)
    return response
  }
  const data = <T>(response: LightMyRequestResponse) => (response.json() as { data: T }).data

  /** The recipe written through the form with hostile text in every field. */
  let recipeId: string
  async function writeRecipe() {
    const response = await sendForm(
      server,
      'createRecipe',
      'POST',
      '/recipe/custom',
      [
        ['title', HOSTILE_LINE],
        ['description', HOSTILE_LINE],
        ['ingredients', JSON.stringify(WORDED.map((name) => `1 cup ${name}`))],
        ['instructions', JSON.stringify(WORDED.map((step) => ({ step, image: null })))],
        ['time', '15'],
        ['servings', '2'],
        ['lang', 'en'],
      ],
      writer.token,
    )
    expect(response.statusCode, response.body).toBe(200)
    recipeId = data<{ _id: string }>(response)._id
  }
  beforeAll(writeRecipe)

  describe('stored as written', () => {
    it('the recipe’s title, description, ingredient names and steps', async () => {
      const recipe = data<{
        title: { en: string }
        description: { en: string }
        ingredients: { nameClean: { en: string } }[]
        instructions: { step: { en: string } }[]
      }>(await call('getRecipe', 'GET', `/recipe/${recipeId}`))
      expect(recipe.title.en).toBe(HOSTILE_LINE)
      expect(recipe.description.en).toBe(HOSTILE_LINE)
      // An ingredient line is one line: the line separators read as spaces.
      expect(recipe.ingredients.map((line) => line.nameClean.en)).toEqual(WORDED.map(oneLine))
      expect(recipe.instructions.map((step) => step.step.en)).toEqual(WORDED)
    })

    it('the names given at sign-up, and the profile’s names and bio', async () => {
      const before = data<{ firstName: { en: string }; lastName: { en: string } }>(
        await call('getCurrentUser', 'GET', '/user/profile'),
      )
      expect([before.firstName.en, before.lastName.en]).toEqual([ATTRIBUTE_BREAKOUT, TEMPLATE_TEXT])
      const form = await sendForm(
        server,
        'updateUser',
        'PUT',
        '/user/update',
        [
          ['firstName.en', SCRIPT_TAG],
          ['lastName.ar', ATTRIBUTE_BREAKOUT],
          ['bio.en', HOSTILE_LINE],
          ['bio.ar', HOSTILE_LINE],
        ],
        writer.token,
      )
      expect(form.statusCode, form.body).toBe(200)
      const profile = data<{
        firstName: { en: string }
        lastName: { ar: string }
        bio: { en: string; ar: string }
      }>(await call('getUserProfile', 'GET', `/user/profile/${writer.id}`))
      expect([profile.firstName.en, profile.lastName.ar, profile.bio.en, profile.bio.ar]).toEqual([
        SCRIPT_TAG,
        ATTRIBUTE_BREAKOUT,
        HOSTILE_LINE,
        HOSTILE_LINE,
      ])
    })

    it('a comment and its edit', async () => {
      const created = await call('createComment', 'POST', '/comment/create', {
        recipeId,
        content: HOSTILE_LINE,
      })
      const comment = data<{ _id: string; content: { en: string } }>(created)
      expect(comment.content.en).toBe(HOSTILE_LINE)
      await call('editComment', 'PUT', `/comment/edit/${comment._id}`, { content: `${HOSTILE_LINE}!` })
      const thread = data<{ _id: string; content: { en: string } }[]>(
        await call('listComments', 'GET', `/comment/${recipeId}`),
      )
      expect(thread.find((node) => node._id === comment._id)!.content.en).toBe(`${HOSTILE_LINE}!`)
    })

    it('a list’s name, typed items and renamed items', async () => {
      const { listId, itemIds } = await writeList()
      const list = data<{ listName: { en: string }; list: { _id: string; name: { en: string } }[] }>(
        await call('getShoppingList', 'GET', `/list/${listId}`),
      )
      expect(list.listName.en).toBe(HOSTILE_LINE)
      const names = new Map(list.list.map((item) => [item._id, item.name.en]))
      // An item's name is one line: the line separators read as spaces.
      expect(itemIds.map((id) => names.get(id))).toEqual(HOSTILE_TEXTS.map(oneLine))
    })

    it('the planner’s own meal-type names', async () => {
      const date = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString().slice(0, 10)
      await call('saveMealPlan', 'POST', '/meal-planner/create', {
        date,
        mealPlan: { [SCRIPT_TAG]: [recipeId], [TEMPLATE_TEXT]: [], [ATTRIBUTE_BREAKOUT]: [] },
      })
      const day = data<{ mealPlan: Record<string, unknown> }>(
        await call('getMealPlan', 'GET', `/meal-planner/${date}`),
      )
      expect(Object.keys(day.mealPlan).sort()).toEqual([SCRIPT_TAG, TEMPLATE_TEXT, ATTRIBUTE_BREAKOUT].sort())
    })
  })

  /**
   * A list named with the hostile line and one item per hostile text: each typed as a line (read like an
   * ingredient line: amount, unit and name; tags, entities and bracketed notes are dropped from the name),
   * then renamed to the text itself (a rename stores the name as written).
   */
  async function writeList() {
    const created = data<{ _id: string }>(
      await call('createShoppingList', 'POST', '/list/create', {
        listName: { en: HOSTILE_LINE, ar: '' },
        list: [],
      }),
    )
    const itemIds: string[] = []
    for (const [index, text] of HOSTILE_TEXTS.entries()) {
      const before = new Set(itemIds)
      // A word of its own before each text, so no two typed lines read as the same item (they would merge).
      const typed = `bag ${'abcdefg'[index]} ${text}`
      const items = data<{ list: { _id: string; name: { en: string } }[] }>(
        await call('addShoppingListItems', 'POST', `/list/${created._id}/items`, { text: typed, lang: 'en' }),
      ).list
      const added = items.find((item) => !before.has(item._id))!
      itemIds.push(added._id)
      await call('updateShoppingListItem', 'PATCH', `/list/${created._id}/items/${added._id}`, { name: text })
    }
    return { listId: created._id, itemIds }
  }

  describe('inert in the served recipe page', () => {
    it('opens no element and no handler; title and meta tags show the text', async () => {
      const response = await server.app.inject({ method: 'GET', url: `/en/recipe/${recipeId}` })
      expect(response.statusCode).toBe(200)
      const page = parsePage(response.body)
      const template = parsePage(TEMPLATE)
      // Besides the template's own kinds of element, only the head's link tags (canonical, alternates).
      const added = page.names.filter((name) => !template.names.includes(name))
      expect([...new Set(added)]).toEqual(['link'])
      expect(page.attributeNames.filter((name) => /^on/i.test(name))).toEqual([])
      expect(page.scripts.map((script) => script.attribs.type)).toEqual(['module', 'application/ld+json'])
      expect(page.title).toBe(`${oneLine(HOSTILE_LINE)} | Sufra`)
      for (const key of ['og:title', 'twitter:title'])
        expect(page.meta(key)).toEqual([`${oneLine(HOSTILE_LINE)} | Sufra`])
      // The description is cut at a word to fit search results.
      for (const key of ['description', 'og:description'])
        expect(page.meta(key)).toEqual([shorten(oneLine(HOSTILE_LINE))])
    })

    it('keeps the JSON-LD block closed: no `<` in it, and it reads back as the recipe', async () => {
      const response = await server.app.inject({ method: 'GET', url: `/en/recipe/${recipeId}` })
      const [jsonLd] = parsePage(response.body).scripts.filter(
        (script) => script.attribs.type === 'application/ld+json',
      )
      expect(jsonLd!.text).not.toMatch(/[<>\u2028\u2029]/)
      const recipe = (await findRecipeDetail(server.database.db, recipeId, null))!
      const url = `https://sufra.example/en/recipe/${recipeId}`
      const parsed = JSON.parse(jsonLd!.text) as {
        name: string
        recipeIngredient: string[]
        recipeInstructions: unknown
      }
      expect(parsed).toEqual(recipeJsonLd(recipe, { lang: 'en', url }))
      expect(parsed.name).toBe(HOSTILE_LINE)
      for (const text of WORDED) {
        expect(
          parsed.recipeIngredient.some((line) => line.includes(oneLine(text))),
          text,
        ).toBe(true)
        expect(JSON.stringify(parsed.recipeInstructions)).toContain(JSON.stringify(text).slice(1, -1))
      }
    })

    it('keeps the server renderer’s state block closed around the API’s answers', async () => {
      const recipe = (await call('getRecipe', 'GET', `/recipe/${recipeId}`)).json() as unknown
      const comments = (await call('listComments', 'GET', `/comment/${recipeId}`)).json() as unknown
      const state = { [`/api/v1/recipe/${recipeId}`]: recipe, [`/api/v1/comment/${recipeId}`]: comments }
      const html = pageHtml(TEMPLATE, { html: '<p>page</p>', state }, '')
      const page = parsePage(html)
      expect(page.scripts.map((script) => script.attribs.id ?? script.attribs.type)).toEqual([
        'module',
        'sufra-state',
      ])
      const block = page.scripts[1]!.text
      expect(block).not.toMatch(/[<>\u2028\u2029]/)
      expect(JSON.parse(block)).toEqual(state)
    })
  })

  describe('printed as text in PDFs', () => {
    it('the recipe PDF', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/v1/recipe/pdf',
        payload: { recipe: recipeId, recipeLang: 'en' },
      })
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200)
      const text = squash(pdfText(response.rawPayload))
      expect(text).toContain(squash(HOSTILE_LINE))
      for (const line of WORDED) expect(text).toContain(squash(line))
    })

    it('the shopping-list PDF', async () => {
      const { listId } = await writeList()
      const response = await call('downloadShoppingListPdf', 'POST', '/list/pdf', {
        list: listId,
        lang: 'en',
      })
      const text = squash(pdfText(response.rawPayload))
      expect(text).toContain(squash(HOSTILE_LINE))
      for (const line of HOSTILE_TEXTS) expect(text).toContain(squash(line))
    })
  })
})
