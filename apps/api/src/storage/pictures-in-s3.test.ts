/**
 * The server with S3 settings: the seed's artwork, uploads, their narrower copies and the PDF's picture all
 * live in the bucket (a local S3-compatible server), nothing in the uploads folder, and /uploads/… answers
 * as it does from the folder.
 */
import { existsSync, readdirSync } from 'node:fs'
import { like } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../db/schema'
import { SESSION_COOKIE } from '../http/session-viewer'
import { pngFile, sendForm } from '../modules/images/image-testing'
import { UPLOAD_HEADERS } from '../modules/images/serve-uploads'
import { signUp } from '../modules/session/session-testing'
import { startS3Server, type TestS3Server } from '../testing/s3-server'
import { expectContractResponse, startTestServer, type TestServer } from '../testing/test-server'
import { readObject } from './object-store'

describe('pictures in an S3 bucket (S3_BUCKET)', () => {
  let s3: TestS3Server
  let server: TestServer
  let owner: { id: string; token: string }

  beforeAll(async () => {
    s3 = await startS3Server()
    server = await startTestServer('pglite', { config: { s3: s3.settings('app-test/') } })
    owner = await signUp(server, 'owner@s3.test')
  }, 180_000)
  afterAll(async () => {
    await server?.close()
    await s3?.close()
  })

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers })

  function expectUploadHeaders(headers: Record<string, unknown>) {
    for (const [name, value] of Object.entries(UPLOAD_HEADERS))
      expect(headers[name.toLowerCase()]).toBe(value)
  }

  it('serves the seed’s artwork from the bucket, and writes nothing to the uploads folder', async () => {
    const [recipe] = await server.database.db
      .select({ url: t.recipes.thumbnailUrl, key: t.recipes.thumbnailKey })
      .from(t.recipes)
      .where(like(t.recipes.thumbnailUrl, '/uploads/demo/recipes/%'))
      .limit(1)
    expect(recipe).toBeDefined()
    expect(await server.app.storage.exists(recipe!.key)).toBe(true)
    const answer = await get(recipe!.url)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('image/svg+xml')
    expectUploadHeaders(answer.headers)
    expect(answer.body).toContain('<svg')
    expect(existsSync(server.uploadsDir) ? readdirSync(server.uploadsDir) : []).toEqual([])
  })

  it('stores an upload in the bucket and serves it with validators, 304s, HEAD and narrower copies', async () => {
    const response = await sendForm(
      server,
      'uploadImage',
      'POST',
      '/image/upload',
      [['image', await pngFile(1200, 600, 'wide.png')]],
      owner.token,
    )
    expect(response.statusCode, response.body).toBe(200)
    const { key, url } = (response.json() as { data: { key: string; url: string } }).data
    const stored = await readObject(server.app.storage, key)
    expect(stored).not.toBeNull()

    const answer = await get(url)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('image/webp')
    expectUploadHeaders(answer.headers)
    expect(answer.rawPayload.equals(stored!)).toBe(true)
    const etag = String(answer.headers.etag)
    expect(etag).toMatch(/^"/)
    expect(answer.headers['last-modified']).toBeTruthy()
    const again = await get(url, { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    const head = await server.app.inject({ method: 'HEAD', url })
    expect(head.statusCode).toBe(200)
    expect(Number(head.headers['content-length'])).toBe(stored!.length)

    const narrow = await get(`/uploads/w/480/${key}`)
    expect(narrow.statusCode).toBe(200)
    expectUploadHeaders(narrow.headers)
    expect((await sharp(narrow.rawPayload).metadata()).width).toBe(480)
    expect(await server.app.storage.exists(`.w480/${key}`)).toBe(true)
    // The kept copy is read back from the bucket, not made again, and never served as it is.
    expect((await get(`/uploads/w/480/${key}`)).rawPayload.equals(narrow.rawPayload)).toBe(true)
    expect((await get(`/uploads/.w480/${key}`)).statusCode).toBe(404)

    // Removed: the picture and its copy leave the bucket.
    const removal = await server.app.inject({
      method: 'DELETE',
      url: `/api/v1/image/${key}`,
      cookies: { [SESSION_COOKIE]: owner.token },
    })
    expectContractResponse('deleteImage', removal)
    expect(removal.statusCode).toBe(200)
    expect(await server.app.storage.exists(key)).toBe(false)
    expect(await server.app.storage.exists(`.w480/${key}`)).toBe(false)
    expect((await get(url)).statusCode).toBe(404)
    expect((await get(`/uploads/w/480/${key}`)).statusCode).toBe(404)
  })

  it('prints a recipe’s picture from the bucket in its PDF', async () => {
    const [recipe] = await server.database.db
      .select({ id: t.recipes.id })
      .from(t.recipes)
      .where(like(t.recipes.thumbnailUrl, '/uploads/demo/recipes/%'))
      .limit(1)
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/recipe/pdf',
      payload: { recipe: recipe!.id, recipeLang: 'en' },
    })
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200)
    expect(response.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/)
  })

  it('answers 404 for paths out of the store and keys it does not hold', async () => {
    for (const url of [
      '/uploads/missing.webp',
      '/uploads/../../etc/passwd',
      '/uploads/%2e%2e/x',
      '/uploads/a%00b',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404)
    }
  })
})
