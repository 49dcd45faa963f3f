/**
 * The spec's upload limits at their edges, on each database engine: a web page renamed `photo.png` is no
 * picture, and 2 MB is the most a picture may weigh (exactly 2 MB is accepted, one byte more is a 413);
 * a refused file stores nothing.
 */
import { count } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { MAX_UPLOAD_BYTES } from '../../http/multipart'
import { engines, startTestServer, type TestServer } from '../../testing/test-server'
import { signUp } from '../session/session-testing'
import { sendForm, storedFiles, type FilePart } from './image-testing'

const INVALID_IMAGE = 'Please upload a valid image file.'
const TOO_LARGE = 'The picture is too large; the limit is 2 MB.'

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function pngChunk(type: string, data: Buffer) {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data])
  let crc = 0xffffffff
  for (const byte of typed) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  const head = Buffer.alloc(4)
  head.writeUInt32BE(data.length)
  const tail = Buffer.alloc(4)
  tail.writeUInt32BE((crc ^ 0xffffffff) >>> 0)
  return Buffer.concat([head, typed, tail])
}

/**
 * A valid PNG of exactly `bytes` bytes: a small picture padded with a private ancillary chunk (`prVt`,
 * which decoders skip) just before its end chunk.
 */
async function pngOfSize(bytes: number): Promise<FilePart> {
  const picture = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#e67e22' } })
    .png()
    .toBuffer()
  const END_CHUNK_BYTES = 12
  const body = picture.subarray(0, picture.length - END_CHUNK_BYTES)
  const padding = pngChunk('prVt', Buffer.alloc(bytes - picture.length - 12, 0x61))
  const data = Buffer.concat([body, padding, picture.subarray(picture.length - END_CHUNK_BYTES)])
  expect(data.length).toBe(bytes)
  return { filename: 'exact.png', type: 'image/png', data }
}

const htmlAsPng: FilePart = {
  filename: 'photo.png',
  type: 'image/png',
  data: '<!doctype html><html><head><title>Hi</title></head><body><script>alert(document.cookie)</script></body></html>\n',
}

describe.each(engines)('upload limits (%s)', (engine) => {
  let server: TestServer
  let token: string
  beforeAll(async () => {
    server = await startTestServer(engine, {
      seed: false,
      config: { rateLimits: { upload: { points: 1000, seconds: 60 } } },
    })
    token = (await signUp(server, 'limits@images.test')).token
  }, 120_000)
  afterAll(() => server?.close())

  const upload = (file: FilePart) =>
    sendForm(server, 'uploadImage', 'POST', '/image/upload', [['image', file]], token)

  async function uploadRows() {
    const [row] = await server.database.db.select({ n: count() }).from(t.uploads)
    return Number(row!.n)
  }

  async function expectNothingStored(send: () => Promise<unknown>) {
    const files = storedFiles(server.uploadsDir)
    const rows = await uploadRows()
    await send()
    expect(storedFiles(server.uploadsDir)).toEqual(files)
    expect(await uploadRows()).toBe(rows)
  }

  it('refuses an HTML page named photo.png and sent as image/png, storing nothing', async () => {
    await expectNothingStored(async () => {
      const response = await upload(htmlAsPng)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ statusCode: 400, message: INVALID_IMAGE })
    })
  })

  it('refuses a picture of 2 MB and one byte with a 413, storing nothing', async () => {
    const file = await pngOfSize(MAX_UPLOAD_BYTES + 1)
    await expectNothingStored(async () => {
      const response = await upload(file)
      expect(response.statusCode).toBe(413)
      expect(response.json()).toEqual({ statusCode: 413, message: TOO_LARGE })
    })
  })

  it('accepts a picture of exactly 2 MB', async () => {
    expect(MAX_UPLOAD_BYTES).toBe(2 * 1024 * 1024)
    const rows = await uploadRows()
    const response = await upload(await pngOfSize(MAX_UPLOAD_BYTES))
    expect(response.statusCode, response.body).toBe(200)
    const { key } = (response.json() as { data: { key: string } }).data
    expect(storedFiles(server.uploadsDir)).toContain(key)
    expect(await uploadRows()).toBe(rows + 1)
  })
})
