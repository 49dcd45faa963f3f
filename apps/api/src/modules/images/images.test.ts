/**
 * Image upload and removal on each database engine, with real pictures: what is stored is a re-encoded,
 * metadata-free WebP; anything that is not an accepted picture, or too large, stores nothing.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { SESSION_COOKIE } from '../../http/session-viewer'
import { engines, expectContractResponse, startTestServer, type TestServer } from '../../testing/test-server'
import {
  decompressionBomb,
  GPS_IFD_TAG,
  jpegWithGps,
  noisePng,
  pngFile,
  sendForm,
  storedFiles,
  svgWithScript,
  textAsPng,
  truncatedJpeg,
  type FilePart,
} from './image-testing'
import { signUp } from '../session/session-testing'

const INVALID_IMAGE = 'Please upload a valid image file.'
const TOO_LARGE = 'The picture is too large; the limit is 2 MB.'

describe.each(engines)('image upload and removal (%s)', (engine) => {
  let server: TestServer
  let owner: { id: string; token: string }
  let other: { id: string; token: string }
  beforeAll(async () => {
    server = await startTestServer(engine, {
      seed: false,
      config: { rateLimits: { signup: { points: 1000, seconds: 60 } } },
    })
    owner = await signUp(server, 'owner@images.test')
    other = await signUp(server, 'other@images.test')
  }, 120_000)
  afterAll(() => server?.close())

  /** `token` null: signed out. */
  const upload = (entries: [string, string | FilePart][], token: string | null = owner.token) =>
    sendForm(server, 'uploadImage', 'POST', '/image/upload', entries, token ?? undefined)

  async function remove(key: string, token: string | null = owner.token) {
    const response = await server.app.inject({
      method: 'DELETE',
      url: `/api/v1/image/${encodeURIComponent(key)}`,
      cookies: token ? { [SESSION_COOKIE]: token } : {},
    })
    expectContractResponse('deleteImage', response)
    return response
  }

  async function uploadRows() {
    const [row] = await server.database.db.select({ n: count() }).from(t.uploads)
    return Number(row!.n)
  }

  /** Runs `send` and checks it stored nothing: no new file, no new row. */
  async function expectNothingStored(send: () => Promise<unknown>) {
    const files = storedFiles(server.uploadsDir)
    const rows = await uploadRows()
    await send()
    expect(storedFiles(server.uploadsDir)).toEqual(files)
    expect(await uploadRows()).toBe(rows)
  }

  function storedFile(key: string) {
    return readFileSync(path.join(server.uploadsDir, key))
  }

  it('stores a PNG as WebP with its owner, size and dimensions, served with a safe content type', async () => {
    const response = await upload([['image', await pngFile(64, 48)]])
    expect(response.statusCode, response.body).toBe(200)
    const { data, message } = response.json() as { data: { url: string; key: string }; message: string }
    expect(message).toBe('Image uploaded successfully')
    expect(data.key).toMatch(/^[0-9a-f-]{36}\.webp$/)
    expect(data.url).toBe(`/uploads/${data.key}`)

    const stored = storedFile(data.key)
    const metadata = await sharp(stored).metadata()
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 64, 48])
    const [row] = await server.database.db.select().from(t.uploads).where(eq(t.uploads.key, data.key))
    expect(row).toMatchObject({
      ownerId: owner.id,
      mimeType: 'image/webp',
      bytes: stored.length,
      width: 64,
      height: 48,
    })

    const served = await server.app.inject({ method: 'GET', url: data.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.rawPayload.equals(stored)).toBe(true)
  })

  it('turns a sideways phone photo upright and drops its EXIF, GPS position included', async () => {
    const photo = await jpegWithGps()
    const input = await sharp(photo.data as Buffer).metadata()
    expect(input.orientation).toBe(6)
    expect(input.exif?.includes(GPS_IFD_TAG)).toBe(true)
    expect(input.exif?.toString('latin1')).toContain('SufraTestCam')

    const response = await upload([['image', photo]])
    expect(response.statusCode, response.body).toBe(200)
    const stored = storedFile((response.json() as { data: { key: string } }).data.key)
    const output = await sharp(stored).metadata()
    expect(output.exif).toBeUndefined()
    expect(output.orientation).toBeUndefined()
    expect(output.icc).toBeUndefined()
    expect(stored.includes(Buffer.from('SufraTestCam'))).toBe(false)
    // 200×100 turned a quarter: upright it is 100 wide and 200 high.
    expect([output.width, output.height]).toEqual([100, 200])
  })

  it('shrinks large pictures to fit 1600×1600 and never enlarges small ones', async () => {
    const large = await upload([['image', await pngFile(3200, 1000, 'wide.png')]])
    expect(large.statusCode, large.body).toBe(200)
    const stored = await sharp(storedFile((large.json() as { data: { key: string } }).data.key)).metadata()
    expect([stored.width, stored.height]).toEqual([1600, 500])
    const small = await upload([['image', await pngFile(20, 30, 'tiny.png')]])
    const tiny = await sharp(storedFile((small.json() as { data: { key: string } }).data.key)).metadata()
    expect([tiny.width, tiny.height]).toEqual([20, 30])
  })

  it('refuses a file over 2 MB with a 413 and stores nothing', async () => {
    const big = await noisePng(2.5 * 1024 * 1024)
    expect(big.data.length).toBeGreaterThan(2.5 * 1024 * 1024)
    await expectNothingStored(async () => {
      const response = await upload([['image', big]])
      expect(response.statusCode).toBe(413)
      expect(response.json()).toEqual({ statusCode: 413, message: TOO_LARGE })
    })
  })

  it.each([
    ['a text file named photo.png and sent as image/png', () => textAsPng],
    ['an SVG with a script inside', () => svgWithScript],
    ['a truncated JPEG', truncatedJpeg],
  ])('refuses %s with a 400 and stores nothing', async (_name, make) => {
    const file = await make()
    await expectNothingStored(async () => {
      const response = await upload([['image', file]])
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ statusCode: 400, message: INVALID_IMAGE })
    })
  })

  it('refuses a decompression bomb (small file, 48 megapixels) before decoding it', async () => {
    const bomb = decompressionBomb()
    expect(bomb.data.length).toBeLessThan(200 * 1024)
    await expectNothingStored(async () => {
      const response = await upload([['image', bomb]])
      expect(response.statusCode).toBe(400)
      expect((response.json() as { message: string }).message).toBe(
        'This picture has too many pixels; it may have at most 40 megapixels.',
      )
    })
  })

  it('holds the form to the contract: the file is required, unknown fields and a second file are refused', async () => {
    const png = await pngFile()
    const cases: [entries: [string, string | FilePart][], status: number, message: string][] = [
      [
        [
          ['image', png],
          ['caption', 'hello'],
        ],
        400,
        'The form has an unknown field "caption".',
      ],
      [[], 400, 'The form is missing the required field "image".'],
      [[['image', 'not a file']], 400, 'The form field "image" must be a file.'],
      [[['picture', png]], 400, 'The form has an unknown field "picture".'],
      [
        [
          ['image', png],
          ['image', png],
        ],
        400,
        'Send at most one file with this form.',
      ],
    ]
    for (const [entries, status, message] of cases) {
      await expectNothingStored(async () => {
        const response = await upload(entries)
        expect(response.json(), JSON.stringify(entries.map(([name]) => name))).toEqual({
          statusCode: status,
          message,
        })
      })
    }
  })

  it('answers a JSON body with a 415 that says to send a form', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/image/upload',
      payload: { image: 'data:image/png;base64,AAAA' },
      cookies: { [SESSION_COOKIE]: owner.token },
    })
    expect(response.statusCode).toBe(415)
    expect((response.json() as { message: string }).message).toBe(
      'This call takes a form (multipart/form-data); send the fields as form data.',
    )
  })

  it('needs a session to upload or remove', async () => {
    await expectNothingStored(async () => {
      const response = await upload([['image', await pngFile()]], null)
      expect(response.statusCode).toBe(401)
    })
    expect((await remove('00000000-0000-4000-8000-000000000000.webp', null)).statusCode).toBe(401)
  })

  it('lets the owner remove an upload: row and file go, a second removal is a 404', async () => {
    const response = await upload([['image', await pngFile()]])
    const { key } = (response.json() as { data: { key: string } }).data
    expect(existsSync(path.join(server.uploadsDir, key))).toBe(true)

    const removed = await remove(key)
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json()).toEqual({ statusCode: 200, message: 'Image removed successfully', data: null })
    expect(existsSync(path.join(server.uploadsDir, key))).toBe(false)
    expect(await server.database.db.select().from(t.uploads).where(eq(t.uploads.key, key))).toEqual([])
    expect((await server.app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404)

    const again = await remove(key)
    expect(again.statusCode).toBe(404)
    expect((again.json() as { message: string }).message).toBe('There is no such picture.')
  })

  it('keeps a picture a recipe still shows: 400, row and file stay', async () => {
    const response = await upload([['image', await pngFile()]])
    const image = (response.json() as { data: { key: string; url: string } }).data
    await server.database.db.insert(t.recipes).values({
      creatorId: owner.id,
      titleEn: 'Picture in use',
      timeMinutes: 10,
      thumbnailUrl: image.url,
      thumbnailKey: image.key,
    })

    const refused = await remove(image.key)
    expect(refused.statusCode).toBe(400)
    expect((refused.json() as { message: string }).message).toBe(
      'This picture is used by a recipe. Remove it in the recipe form instead.',
    )
    expect(existsSync(path.join(server.uploadsDir, image.key))).toBe(true)
    expect(
      await server.database.db.select().from(t.uploads).where(eq(t.uploads.key, image.key)),
    ).toHaveLength(1)
  })

  it("refuses to remove someone else's upload with a 403 and keeps it", async () => {
    const response = await upload([['image', await pngFile()]])
    const { key } = (response.json() as { data: { key: string } }).data
    const refused = await remove(key, other.token)
    expect(refused.statusCode).toBe(403)
    expect((refused.json() as { message: string }).message).toBe('You can only remove pictures you uploaded.')
    expect(existsSync(path.join(server.uploadsDir, key))).toBe(true)
    expect(await server.database.db.select().from(t.uploads).where(eq(t.uploads.key, key))).toHaveLength(1)
  })

  it('answers unknown keys with a 404 and keys with a path with a 400, touching no file', async () => {
    expect((await remove('00000000-0000-4000-8000-000000000000.webp')).statusCode).toBe(404)
    // A file that exists in the folder but was never an upload (like the seed's pictures) is not removable.
    writeFileSync(path.join(server.uploadsDir, 'not-an-upload.webp'), 'x')
    expect((await remove('not-an-upload.webp')).statusCode).toBe(404)
    expect(existsSync(path.join(server.uploadsDir, 'not-an-upload.webp'))).toBe(true)
    for (const key of ['../outbox/secret.eml', 'demo/avatars/a.svg', '.hidden', '..%2F..%2Fapp.ts']) {
      const response = await remove(key)
      expect(response.statusCode, key).toBe(400)
    }
  })

  it('puts the default avatar back when the current avatar is removed', async () => {
    const profile = await sendForm(
      server,
      'updateUser',
      'PUT',
      '/user/update',
      [['profilePicture', await pngFile()]],
      other.token,
    )
    expect(profile.statusCode, profile.body).toBe(200)
    const { key } = (profile.json() as { data: { image: { key: string } } }).data.image
    expect((await remove(key, other.token)).statusCode).toBe(200)
    const [row] = await server.database.db
      .select({ imageUrl: t.users.imageUrl, imageKey: t.users.imageKey })
      .from(t.users)
      .where(eq(t.users.id, other.id))
    expect(row).toEqual({ imageUrl: 'default.webp', imageKey: '' })
  })

  describe('narrower copies for srcset (GET /uploads/w/{width}/{key})', () => {
    it('answers a stored picture scaled to 480 and 960 wide, the same as a stored file, and keeps the copy', async () => {
      const response = await upload([['image', await pngFile(3200, 1000, 'wide.png')]])
      const { key } = (response.json() as { data: { key: string } }).data
      for (const width of [480, 960]) {
        const answer = await server.app.inject({ method: 'GET', url: `/uploads/w/${width}/${key}` })
        expect(answer.statusCode, answer.body).toBe(200)
        expect(answer.headers['content-type']).toBe('image/webp')
        expect(answer.headers['x-content-type-options']).toBe('nosniff')
        expect(answer.headers['content-security-policy']).toContain('sandbox')
        expect(answer.headers['cache-control']).toBe('public, max-age=86400')
        const picture = await sharp(answer.rawPayload).metadata()
        expect([picture.format, picture.width, picture.height]).toEqual(['webp', width, width / 3.2])
        expect(existsSync(path.join(server.uploadsDir, `.w${width}`, key))).toBe(true)
        // Asked again: the same bytes, from the kept copy.
        const again = await server.app.inject({ method: 'GET', url: `/uploads/w/${width}/${key}` })
        expect(again.rawPayload.equals(answer.rawPayload)).toBe(true)
      }
      // The hidden folders are not served as they are.
      expect((await server.app.inject({ method: 'GET', url: `/uploads/.w480/${key}` })).statusCode).toBe(404)
    })

    it('never enlarges a small picture', async () => {
      const response = await upload([['image', await pngFile(300, 200, 'small.png')]])
      const { key } = (response.json() as { data: { key: string } }).data
      const answer = await server.app.inject({ method: 'GET', url: `/uploads/w/960/${key}` })
      expect(answer.statusCode).toBe(200)
      const picture = await sharp(answer.rawPayload).metadata()
      expect([picture.width, picture.height]).toEqual([300, 200])
    })

    it('answers 404 for other widths, unknown keys and paths, and makes no file', async () => {
      const response = await upload([['image', await pngFile()]])
      const { key } = (response.json() as { data: { key: string } }).data
      for (const url of [
        `/uploads/w/481/${key}`,
        `/uploads/w/0/${key}`,
        `/uploads/w/480/00000000-0000-4000-8000-000000000000.webp`,
        `/uploads/w/480/..%2F..%2Fetc%2Fpasswd`,
        `/uploads/w/480/demo%2Frecipes%2Fx.svg`,
      ]) {
        const answer = await server.app.inject({ method: 'GET', url })
        expect(answer.statusCode, url).toBe(404)
        expect((answer.json() as { message: string }).message, url).toBe('There is no such picture.')
      }
      expect(existsSync(path.join(server.uploadsDir, '.w481'))).toBe(false)
    })

    it('removes the copies with the picture', async () => {
      const response = await upload([['image', await pngFile(1200, 900, 'photo.png')]])
      const { key } = (response.json() as { data: { key: string } }).data
      await server.app.inject({ method: 'GET', url: `/uploads/w/480/${key}` })
      expect(existsSync(path.join(server.uploadsDir, '.w480', key))).toBe(true)
      expect((await remove(key)).statusCode).toBe(200)
      expect(existsSync(path.join(server.uploadsDir, '.w480', key))).toBe(false)
      expect((await server.app.inject({ method: 'GET', url: `/uploads/w/480/${key}` })).statusCode).toBe(404)
    })
  })
})
