/**
 * The security headers of each kind of answer (http/security-headers.ts), on each engine: a served page
 * (its Content-Security-Policy's nonce on every script the page has), the embed sign-in window, an API
 * answer, a stored picture and the embed kit's loader; HSTS over https only. The rendered pages' own
 * check, in a browser with no CSP violation, is the e2e journey served-pages.e2e.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engines, startTestServer, type TestServer } from '../testing/test-server'
import { withScriptNonce } from '../site/server-render'

// As the site's build writes it: the entry as a module script, nothing inline.
const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <title>Sufra</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

const siteDir = mkdtempSync(path.join(tmpdir(), 'sufra-headers-site-'))
writeFileSync(path.join(siteDir, 'index.html'), TEMPLATE)
mkdirSync(path.join(siteDir, 'assets'))
writeFileSync(path.join(siteDir, 'assets', 'index-abc.js'), 'console.log(1)')
const embedDir = mkdtempSync(path.join(tmpdir(), 'sufra-headers-embed-'))
writeFileSync(path.join(embedDir, 'embed.js'), '(()=>{})()')
afterAll(() => {
  rmSync(siteDir, { recursive: true, force: true })
  rmSync(embedDir, { recursive: true, force: true })
})

/** The Content-Security-Policy as directive → sources. */
function csp(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy']
  expect(header, 'a Content-Security-Policy').toBeTypeOf('string')
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  )
}

/** What every answer carries, whatever its kind. */
function expectCommonHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff')
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(response.headers['x-frame-options']).toBe('DENY')
  const permissions = String(response.headers['permissions-policy'])
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
    expect(permissions).toContain(`${feature}=()`)
  // Plain http: no HSTS (a browser ignores it there, and a development server must not be pinned).
  expect(response.headers['strict-transport-security']).toBeUndefined()
}

describe.each(engines)('security headers (%s)', (engine) => {
  let server: TestServer
  let recipe: { _id: string; thumbnail: { url: string } | null }

  beforeAll(async () => {
    server = await startTestServer(engine, {
      siteDir,
      config: { publicUrl: 'https://sufra.test', embedDir, trustProxy: true },
    })
    const list = await server.app.inject({ method: 'GET', url: '/api/v1/recipe?limit=20' })
    const recipes = (list.json() as { data: (typeof recipe)[] }).data
    recipe = recipes.find((one) => one.thumbnail)!
  }, 180_000)
  afterAll(() => server?.close())

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers })

  it("gives a page a strict policy whose nonce is on each of the page's scripts, JSON-LD included", async () => {
    const response = await get(`/en/recipe/${recipe._id}`)
    expect(response.statusCode).toBe(200)
    expectCommonHeaders(response)
    const policy = csp(response)
    const scriptSources = policy.get('script-src')!
    const nonce = /^'nonce-([A-Za-z0-9+/=]+)'$/.exec(
      scriptSources.find((source) => source.startsWith("'nonce-"))!,
    )![1]!
    expect(nonce.length).toBeGreaterThanOrEqual(22)
    expect(scriptSources).toEqual(["'self'", `'nonce-${nonce}'`])
    expect(scriptSources).not.toContain("'unsafe-inline'")
    expect(scriptSources).not.toContain("'unsafe-eval'")
    expect(policy.get('script-src-attr')).toEqual(["'none'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://i.ytimg.com'])
    expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com'])
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')

    // The entry script and the recipe's JSON-LD, each with this answer's nonce.
    const scripts = response.body.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBe(2)
    expect(response.body).toContain('type="application/ld+json"')
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`)

    // A new nonce for every answer.
    const again = csp(await get(`/en/recipe/${recipe._id}`)).get('script-src')!
    expect(again).not.toContain(`'nonce-${nonce}'`)
  })

  it('gives the plain page (no recipe to fill in) the nonce on its entry script too', async () => {
    const response = await get('/ar/explore')
    expect(response.statusCode).toBe(200)
    expectCommonHeaders(response)
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1]
    expect(response.body).toContain(
      `<script nonce="${nonce}" type="module" crossorigin src="/assets/index-abc.js"></script>`,
    )
    // The site's built files: same origin only.
    const file = await get('/assets/index-abc.js')
    expectCommonHeaders(file)
    expect(file.headers['cross-origin-resource-policy']).toBe('same-origin')
  })

  it("keeps the embed sign-in window's opener (a partner's page), so it can post the session back", async () => {
    const response = await get('/en/embed/sign-in?origin=https%3A%2F%2Fblog.example')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cross-origin-opener-policy']).toBe('unsafe-none')
    expect(csp(response).get('frame-ancestors')).toEqual(["'none'"])
  })

  it('sends HSTS over https only (behind a trusted proxy saying so)', async () => {
    const response = await get('/en/explore', { 'x-forwarded-proto': 'https' })
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000')
    const api = await get('/api/v1/recipe?limit=1', { 'x-forwarded-proto': 'https' })
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000')
  })

  it('lets nothing load, run or frame an API answer', async () => {
    for (const url of ['/api/v1/recipe?limit=1', '/api/v1/no-such-call']) {
      const response = await get(url)
      expectCommonHeaders(response)
      expect(Object.fromEntries(csp(response))).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      })
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin')
      // No opener policy: Google's sign-in redirects pass through here inside the embed sign-in window.
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined()
    }
  })

  it('serves a stored picture sandboxed, for any page to show', async () => {
    const response = await get(new URL(recipe.thumbnail!.url, 'https://sufra.test').pathname)
    expect(response.statusCode).toBe(200)
    expectCommonHeaders(response)
    expect(Object.fromEntries(csp(response))).toEqual({
      'default-src': ["'none'"],
      'style-src': ["'unsafe-inline'"],
      sandbox: [],
    })
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin')
    // The narrower copies' route, even when it has nothing to send.
    const narrower = await get('/uploads/w/480/no-such-picture.webp')
    expect(narrower.statusCode).toBe(404)
    expectCommonHeaders(narrower)
    expect(narrower.headers['content-security-policy']).toBe(response.headers['content-security-policy'])
    expect(narrower.headers['cross-origin-resource-policy']).toBe('cross-origin')
  })

  it("serves the embed kit's loader for partner pages to load", async () => {
    const response = await get('/v1/embed.js')
    expect(response.statusCode).toBe(200)
    expectCommonHeaders(response)
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin')
    expect(response.headers['access-control-allow-origin']).toBe('*')
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined()
  })
})

describe('withScriptNonce', () => {
  it('puts the nonce on every script tag, once, and nowhere else', () => {
    const html =
      '<script type="module" src="/a.js"></script><SCRIPT type="application/json" id="s">{"x":"\\u003c"}</SCRIPT>' +
      '<p>&lt;script&gt;</p><script nonce="kept"></script>'
    expect(withScriptNonce(html, 'N0nce+/=')).toBe(
      '<script nonce="N0nce+/=" type="module" src="/a.js"></script><script nonce="N0nce+/=" type="application/json" id="s">{"x":"\\u003c"}</SCRIPT>' +
        '<p>&lt;script&gt;</p><script nonce="kept"></script>',
    )
  })
})
