/**
 * The parts of server rendering that live in the API server: the page assembled from index.html,
 * the preloads read from the build manifest, and API calls answered in-process as the visitor.
 * (The whole path, from a request to a hydrated page, is the e2e journey served-pages.e2e.ts.)
 */
import Fastify, { type FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { inProcessFetch, pageHtml, preloadLinks } from './server-render'

const TEMPLATE = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-def.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

describe('pageHtml', () => {
  it('puts the rendered page in the root, its state after it and the preloads in the head', () => {
    const html = pageHtml(TEMPLATE, { html: '<main>مناقيش</main>', state: { a: 1 } }, '<link rel="x" />')
    expect(html).toContain('<div id="root"><main>مناقيش</main></div>')
    expect(html).toContain('<script type="application/json" id="sufra-state">{"a":1}</script>')
    expect(html.indexOf('<link rel="x" />')).toBeLessThan(html.indexOf('</head>'))
  })

  it('keeps state text from ending its script element or being read as a replacement pattern', () => {
    const state = { title: '</script><script>alert(1)</script>', note: "$& $' $`" }
    const html = pageHtml(TEMPLATE, { html: '<p>$&</p>', state }, '')
    expect(html).not.toContain('</script><script>alert(1)')
    expect(html).toContain('<p>$&</p>')
    const json = /id="sufra-state">(.*?)<\/script>/s.exec(html)?.[1]
    expect(JSON.parse(json!)).toEqual(state)
  })

  it('refuses a template without an empty root', () => {
    expect(() => pageHtml('<html><body></body></html>', { html: '', state: {} }, '')).toThrow(/root/)
  })
})

describe('preloadLinks', () => {
  const manifest = {
    'src/main.tsx': { file: 'assets/index-abc.js', imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared-def.js' },
    'src/pages/recipe/recipe-page.tsx': {
      file: 'assets/recipe-page-1.js',
      imports: ['_parts.js', '_shared.js'],
    },
    '_parts.js': { file: 'assets/parts-2.js', imports: ['_shared.js', '_parts.js'] },
  }

  it("preloads a page's chunk and what it imports, once each, leaving out what the template loads", () => {
    const links = preloadLinks(manifest, ['src/pages/recipe/recipe-page.tsx'], TEMPLATE)
    expect(links.split('\n').map((line) => line.trim())).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/recipe-page-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/parts-2.js" />',
    ])
  })

  it('gives nothing for a page without a chunk of its own, or one the manifest does not know', () => {
    expect(preloadLinks(manifest, [], TEMPLATE)).toBe('')
    expect(preloadLinks(manifest, ['src/pages/gone.tsx'], TEMPLATE)).toBe('')
  })
})

describe('inProcessFetch', () => {
  it('answers a call through the app with the visitor’s cookie, status, headers and body', async () => {
    const app = Fastify()
    app.get('/api/v1/echo', async (request, reply) =>
      reply
        .status(203)
        .header('x-seen', request.headers.cookie ?? 'none')
        .send({ q: request.query }),
    )
    app.get('/api/v1/empty', async (_request, reply) => reply.status(204).send())
    const pageRequest = { headers: { cookie: 'sufra_session=abc' }, ip: '203.0.113.9' } as FastifyRequest
    const fetchApi = inProcessFetch(app, pageRequest)

    const answer = await fetchApi(new Request('http://sufra.test/api/v1/echo?x=1'))
    expect(answer.status).toBe(203)
    expect(answer.headers.get('x-seen')).toBe('sufra_session=abc')
    expect(await answer.json()).toEqual({ q: { x: '1' } })

    const empty = await fetchApi(new Request('http://sufra.test/api/v1/empty'))
    expect(empty.status).toBe(204)
    expect(await empty.text()).toBe('')
    await app.close()
  })
})
