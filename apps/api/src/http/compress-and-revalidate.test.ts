/**
 * Bytes on the wire: pages, scripts and API answers go out as Brotli or gzip when the client accepts
 * them (built files from their precompressed copies), every such answer says `Vary: Accept-Encoding`,
 * hashed assets are immutable, and pages and API reads revalidate with ETags (304, no body).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/test-server'

// A page and a script big enough to be worth compressing, each with its precompressed copies
// (as the site's build writes them). The copies say which file was sent.
const page = `<!doctype html><html lang="en" dir="ltr"><head><title>Sufra</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`
const script = `console.log(${JSON.stringify('x'.repeat(4000))})`
const siteDir = mkdtempSync(path.join(tmpdir(), 'sufra-wire-test-'))
mkdirSync(path.join(siteDir, 'assets'))
writeFileSync(path.join(siteDir, 'index.html'), page)
writeFileSync(path.join(siteDir, 'index.html.br'), brotliCompressSync(page))
writeFileSync(path.join(siteDir, 'index.html.gz'), gzipSync(page))
const scriptPath = path.join(siteDir, 'assets', 'index-abc123.js')
writeFileSync(scriptPath, script)
writeFileSync(`${scriptPath}.br`, brotliCompressSync(script))
writeFileSync(`${scriptPath}.gz`, gzipSync(script))
afterAll(() => rmSync(siteDir, { recursive: true, force: true }))

let server: TestServer
beforeAll(async () => {
  server = await startTestServer('pglite', { siteDir })
  // Migrating and seeding PGlite takes 10–15 s on a busy two-core machine.
}, 120_000)
afterAll(() => server?.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers })

describe('compression', () => {
  it('sends a built script as its Brotli copy, immutable, and plain to a client that takes no encoding', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script)

    const gzip = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script)

    const plain = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
  })

  it('sends a page (a client route) compressed and always revalidated', async () => {
    const response = await get('/en/explore', { 'accept-encoding': 'br' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page)
  })

  it('sends a recipe page made per request (its head filled in) compressed', async () => {
    const list = await get('/api/v1/recipe?limit=1')
    const id = (list.json() as { data: { _id: string }[] }).data[0]!._id
    const response = await get(`/ar/recipe/${id}`, { 'accept-encoding': 'gzip, br' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    const html = brotliDecompressSync(response.rawPayload).toString()
    expect(html).toContain('application/ld+json')
    expect(html).toContain('dir="rtl"')
  })

  it('keeps the API its own 404 and files a plain one, beside the pages', async () => {
    const api = await get('/api/v1/no-such-thing')
    expect(api.statusCode).toBe(404)
    expect(api.json()).toEqual({
      statusCode: 404,
      message: 'There is no API call GET /api/v1/no-such-thing.',
    })
    const asset = await get('/assets/missing.js')
    expect(asset.statusCode).toBe(404)
    expect(asset.json()).toEqual({ statusCode: 404, message: 'Not found.' })
    const post = await server.app.inject({ method: 'POST', url: '/en/explore' })
    expect(post.statusCode).toBe(404)
  })

  it('compresses an API answer made per request, and leaves a small one as it is', async () => {
    const big = await get('/api/v1/category', { 'accept-encoding': 'br;q=1, gzip;q=0.5' })
    expect(big.statusCode).toBe(200)
    expect(big.headers['content-encoding']).toBe('br')
    expect(big.headers.vary).toMatch(/accept-encoding/i)
    const text = brotliDecompressSync(big.rawPayload).toString()
    expect(text.length).toBeGreaterThan(1024)
    expect(big.rawPayload.length).toBeLessThan(text.length)
    const categories: unknown = JSON.parse(text)

    const gzip = await get('/api/v1/category', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(categories)

    // A 401's few bytes are not worth compressing.
    const small = await get('/api/v1/user/profile', { 'accept-encoding': 'br' })
    expect(small.statusCode).toBe(401)
    expect(small.headers['content-encoding']).toBeUndefined()
  })

  it('takes no compressed request bodies', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'cook@sufra.app', password: 'not-the-password' })),
    })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
  })
})

describe('revalidation', () => {
  it('gives an API read a weak ETag and answers 304 with no body when the client has it', async () => {
    const first = await get('/api/v1/category')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/"/)
    const again = await get('/api/v1/category', { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    // The same version in another encoding is still the same version.
    const compressed = await get('/api/v1/category', { 'if-none-match': etag, 'accept-encoding': 'br' })
    expect(compressed.statusCode).toBe(304)
    // An old version gets the full answer.
    const stale = await get('/api/v1/category', { 'if-none-match': 'W/"0-stale"' })
    expect(stale.statusCode).toBe(200)
    expect(stale.json()).toEqual(first.json())
  })

  it('revalidates pages and files, and never turns a write or a failure into a 304', async () => {
    const pageAnswer = await get('/en/explore')
    const pageEtag = pageAnswer.headers.etag as string
    expect(pageEtag).toBeTruthy()
    expect((await get('/en/explore', { 'if-none-match': pageEtag })).statusCode).toBe(304)

    const file = await get('/assets/index-abc123.js')
    const fileEtag = file.headers.etag as string
    expect(fileEtag).toBeTruthy()
    expect((await get('/assets/index-abc123.js', { 'if-none-match': fileEtag })).statusCode).toBe(304)

    const failed = await get('/api/v1/user/profile')
    expect(failed.statusCode).toBe(401)
    expect(failed.headers.etag).toBeUndefined()
  })
})
