/**
 * Served recipe pages on each database engine: the head carries the recipe's title, description,
 * links, Open Graph, Twitter card and JSON-LD in the page language; recipe text that looks like markup
 * stays text; unknown recipes are a 404 with the plain page; other routes are untouched.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { recipeJsonLd } from '@sufra/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findRecipeDetail } from '../modules/recipes/read-model'
import { insertRecipe } from '../modules/recipe-pdf/recipe-pdf-testing'
import { engines, startTestServer, type TestServer } from '../testing/test-server'
import { escapeHtml, fillHead, matchRecipePage, shorten } from './recipe-page-html'

const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Sufra — discover, cook, plan and share recipes in English and Arabic."
    />
    <title>Sufra · سفرة</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

const siteDir = mkdtempSync(path.join(tmpdir(), 'sufra-site-test-'))
writeFileSync(path.join(siteDir, 'index.html'), TEMPLATE)
afterAll(() => rmSync(siteDir, { recursive: true, force: true }))

const decode = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!,
  )

/**
 * The script elements as an HTML parser finds them: a start tag `<script` opens one, and its content
 * runs to the first `</script` whatever it contains.
 */
function scriptElements(html: string): { attributes: string; content: string }[] {
  const scripts: { attributes: string; content: string }[] = []
  const start = /<script(?=[\s>/])([^>]*)>/gi
  let match: RegExpExecArray | null
  while ((match = start.exec(html))) {
    const end = html.toLowerCase().indexOf('</script', start.lastIndex)
    const content = html.slice(start.lastIndex, end === -1 ? undefined : end)
    scripts.push({ attributes: match[1]!, content })
    if (end === -1) break
    start.lastIndex = end
  }
  return scripts
}

/** The head's meta and link tags as attribute maps, values decoded. */
function headTags(html: string) {
  const head = html.slice(0, html.search(/<\/head>/i))
  return [...head.matchAll(/<(meta|link)\b([^>]*)>/gi)].map(([, tag, attributes]) => ({
    tag: tag!.toLowerCase(),
    ...Object.fromEntries(
      [...attributes!.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, decode(value!)]),
    ),
  })) as { tag: string; [attribute: string]: string }[]
}

const metaContent = (html: string, key: string) =>
  headTags(html)
    .filter((tag) => tag.tag === 'meta' && (tag.name === key || tag.property === key))
    .map((tag) => tag.content)

const titleOf = (html: string) => decode(/<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '')

function jsonLdOf(html: string): unknown {
  const scripts = scriptElements(html).filter((script) => script.attributes.includes('application/ld+json'))
  expect(scripts).toHaveLength(1)
  return JSON.parse(scripts[0]!.content)
}

describe('recipe page helpers', () => {
  it('finds recipe ids in recipe paths only', () => {
    const id = randomUUID()
    expect(matchRecipePage(`/en/recipe/${id}`)).toEqual({ lang: 'en', id })
    expect(matchRecipePage(`/ar/recipe/${id.toUpperCase()}/?utm_source=x`)).toEqual({ lang: 'ar', id })
    for (const url of [
      '/en/recipe/create',
      `/en/recipe/edit/${id}`,
      `/fr/recipe/${id}`,
      `/en/recipes/${id}`,
      '/en/recipe/',
    ]) {
      expect(matchRecipePage(url), url).toBeUndefined()
    }
  })

  it('escapes text for attributes and elements', () => {
    expect(escapeHtml(`"><script>alert('x')</script>&`)).toBe(
      '&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;',
    )
  })

  it('shortens long descriptions at a word', () => {
    const long = 'word '.repeat(60).trim()
    const short = shorten(long)
    expect([...short].length).toBeLessThanOrEqual(160)
    expect(short).toMatch(/word…$/)
    expect(shorten('Short and sweet.')).toBe('Short and sweet.')
  })

  it('keeps `$` patterns in recipe text as they are', () => {
    const html = fillHead(TEMPLATE, {
      lang: 'en',
      title: "$& $' $1 | Sufra",
      description: '$`',
      url: 'https://sufra.test/en/recipe/1',
      alternates: { en: 'https://sufra.test/en/recipe/1', ar: 'https://sufra.test/ar/recipe/1' },
      publishedTime: '2025-01-01T00:00:00.000Z',
      jsonLd: '{}',
    })
    expect(titleOf(html)).toBe("$& $' $1 | Sufra")
    expect(metaContent(html, 'description')).toEqual(['$`'])
  })
})

describe.each(engines)('served recipe pages (%s)', (engine) => {
  let server: TestServer
  let hummusId: string

  beforeAll(async () => {
    server = await startTestServer(engine, { siteDir, config: { publicUrl: 'https://sufra.test' } })
    const list = await server.app.inject({ method: 'GET', url: '/api/v1/recipe?limit=100' })
    const recipes = (list.json() as { data: { _id: string; title: { en: string } }[] }).data
    hummusId = recipes.find((recipe) => recipe.title.en === 'Silky Hummus with Tahini')!._id
  }, 180_000)
  afterAll(() => server?.close())

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers })

  it('fills the head of an English recipe page', async () => {
    const response = await get(`/en/recipe/${hummusId}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers['cache-control']).toBe('no-cache')
    const html = response.body
    const recipe = (await findRecipeDetail(server.database.db, hummusId, null))!
    const url = `https://sufra.test/en/recipe/${hummusId}`
    const image = `https://sufra.test${recipe.thumbnail!.url}`

    expect(html).toMatch(/<html lang="en" dir="ltr">/)
    expect(titleOf(html)).toBe('Silky Hummus with Tahini | Sufra')
    expect(html.match(/<title>/g)).toHaveLength(1)
    const description = metaContent(html, 'description')
    expect(description).toHaveLength(1)
    expect(recipe.description.en.startsWith(description[0]!.replace(/…$/, ''))).toBe(true)
    expect([...description[0]!].length).toBeLessThanOrEqual(160)

    const links = headTags(html).filter((tag) => tag.tag === 'link')
    expect(links).toEqual(
      expect.arrayContaining([
        { tag: 'link', rel: 'canonical', href: url },
        { tag: 'link', rel: 'alternate', hreflang: 'en', href: url },
        { tag: 'link', rel: 'alternate', hreflang: 'ar', href: `https://sufra.test/ar/recipe/${hummusId}` },
      ]),
    )
    expect(metaContent(html, 'og:type')).toEqual(['article'])
    expect(metaContent(html, 'og:title')).toEqual(['Silky Hummus with Tahini | Sufra'])
    expect(metaContent(html, 'og:description')).toEqual(description)
    expect(metaContent(html, 'og:url')).toEqual([url])
    expect(metaContent(html, 'og:image')).toEqual([image])
    expect(metaContent(html, 'og:locale')).toEqual(['en_US'])
    expect(metaContent(html, 'og:locale:alternate')).toEqual(['ar_AR'])
    expect(metaContent(html, 'og:site_name')).toEqual(['Sufra'])
    expect(metaContent(html, 'twitter:card')).toEqual(['summary_large_image'])
    expect(metaContent(html, 'twitter:image')).toEqual([image])
    expect(jsonLdOf(html)).toEqual(recipeJsonLd(recipe, { lang: 'en', url }))
    // The rest of the template is still there.
    // The entry script as built, with this answer's CSP nonce (http/security-headers.ts).
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1]
    expect(html).toContain(
      `<script nonce="${nonce}" type="module" crossorigin src="/assets/index-abc123.js"></script>`,
    )
    expect(html).toContain('<div id="root"></div>')
  })

  it('fills the head of an Arabic recipe page right to left', async () => {
    const response = await get(`/ar/recipe/${hummusId}`)
    expect(response.statusCode).toBe(200)
    const html = response.body
    const recipe = (await findRecipeDetail(server.database.db, hummusId, null))!
    const url = `https://sufra.test/ar/recipe/${hummusId}`
    expect(html).toMatch(/<html lang="ar" dir="rtl">/)
    expect(titleOf(html)).toBe('حمص بالطحينة | سفرة')
    expect(metaContent(html, 'og:title')).toEqual(['حمص بالطحينة | سفرة'])
    expect(metaContent(html, 'og:locale')).toEqual(['ar_AR'])
    expect(metaContent(html, 'og:site_name')).toEqual(['سفرة'])
    expect(metaContent(html, 'og:url')).toEqual([url])
    expect(recipe.description.ar.startsWith(metaContent(html, 'description')[0]!.replace(/…$/, ''))).toBe(
      true,
    )
    expect(jsonLdOf(html)).toEqual(recipeJsonLd(recipe, { lang: 'ar', url }))
    expect((jsonLdOf(html) as { name: string }).name).toBe('حمص بالطحينة')
  })

  it('keeps recipe text that looks like markup as text', async () => {
    const title = '"><script>alert(1)</script>'
    const description = '</script><script>alert(2)</script> & \u2028 <!-- $& \' "'
    const id = await insertRecipe(server.database.db, {
      titleEn: title,
      descriptionEn: description,
      thumbnailUrl: '/uploads/x.webp?"><script>alert(3)</script>',
    })
    const html = (await get(`/en/recipe/${id}`)).body
    const templateScripts = scriptElements(TEMPLATE).length
    // Only the template's own script and the JSON-LD: nothing in the recipe opened another element.
    expect(scriptElements(html)).toHaveLength(templateScripts + 1)
    expect(html.match(/<script/gi)).toHaveLength(templateScripts + 1)
    expect(titleOf(html)).toBe(`${title} | Sufra`)
    expect(metaContent(html, 'og:title')).toEqual([`${title} | Sufra`])
    expect(metaContent(html, 'description')).toEqual([description.replace(/\s+/g, ' ')])
    expect(metaContent(html, 'og:image')[0]).toContain('alert(3)')
    const data = jsonLdOf(html) as { name: string; description: string }
    expect(data.name).toBe(title)
    expect(data.description).toBe(description)
    // Every tag in the head is well formed: values never carry a raw quote or angle bracket.
    const head = html.slice(0, html.search(/<\/head>/i))
    for (const [tag] of head.matchAll(/<(meta|link)\b[^>]*>/gi)) {
      expect(tag).toMatch(/^<(meta|link)(\s+[a-zA-Z:-]+="[^"<>]*")*\s*\/?>$/)
    }
  })

  it('answers an unknown recipe with the plain page and a 404, in its language', async () => {
    const response = await get(`/ar/recipe/${randomUUID()}`)
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.body).toMatch(/<html lang="ar" dir="rtl">/)
    expect(titleOf(response.body)).toBe('Sufra · سفرة')
    expect(metaContent(response.body, 'og:title')).toEqual([])
    expect(scriptElements(response.body).filter((script) => script.attributes.includes('ld+json'))).toEqual(
      [],
    )
  })

  it('serves other routes as the plain page', async () => {
    for (const url of ['/en/recipe/create', '/en/explore', `/en/recipe/edit/${hummusId}`]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(200)
      // As built, but for the answer's CSP nonce on its script.
      const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1]
      expect(response.body, url).toBe(TEMPLATE.replace('<script ', `<script nonce="${nonce}" `))
    }
  })

  it('uses the request host when no public URL is configured', async () => {
    const config = server.app.config
    const publicUrl = config.publicUrl
    config.publicUrl = undefined
    try {
      const html = (await get(`/en/recipe/${hummusId}`, { host: 'localhost:8080' })).body
      expect(metaContent(html, 'og:url')).toEqual([`http://localhost:8080/en/recipe/${hummusId}`])
      expect(metaContent(html, 'og:image')[0]).toMatch(/^http:\/\/localhost:8080\/uploads\//)
    } finally {
      config.publicUrl = publicUrl
    }
  })
})
