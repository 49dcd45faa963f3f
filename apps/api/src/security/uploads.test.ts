/**
 * Attack case: hostile uploads, on each database engine, through both ways a file reaches the server
 * (POST /image/upload, which the recipe form's pictures go through, and the profile picture of
 * PUT /user/update). Everything is checked over HTTP (the answer, then the stored copy as it is served),
 * so it holds whatever the pictures are stored on.
 *
 * A file is either refused with a 4xx and a sentence, storing nothing, or stored as a WebP the server
 * re-encoded, under a key the server chose, served as image/webp with nosniff.
 *
 * Covered in the module tests (not repeated here):
 * - oversized (2 MB + 1 byte, 2.5 MB of noise): modules/images/upload-limits.test.ts, images.test.ts,
 *   modules/profile/update-user.test.ts "refuses a picture that is not an image, or too large";
 * - empty (0 bytes), both ways: contract/unstorable-text.test.ts "refuses an empty (0-byte) picture";
 * - an HTML page named photo.png: modules/images/upload-limits.test.ts; an SVG with a script, a text file
 *   named .png, a truncated JPEG: modules/images/images.test.ts "refuses %s with a 400";
 * - a pixel bomb on /image/upload: images.test.ts "refuses a decompression bomb" (the profile picture's
 *   is below);
 * - GPS EXIF and orientation on /image/upload: images.test.ts "turns a sideways phone photo upright and
 *   drops its EXIF"; the profile picture's EXIF: update-user.test.ts "replaces the picture";
 * - a recipe form naming a picture by key: only the person's own uploads, the client's `url` ignored:
 *   modules/recipe-writes/recipe-writes.test.ts "refuses someone else's upload and keys that were never
 *   uploaded"; keys with a path (`../`) on removal: images.test.ts "answers unknown keys with a 404".
 */
import type { LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engines, startTestServer, type TestServer } from '../testing/test-server'
import {
  decompressionBomb,
  jpegWithGps,
  pngFile,
  sendForm,
  svgWithScript,
  type FilePart,
} from '../modules/images/image-testing'
import { signUp } from '../modules/session/session-testing'
import { stateFingerprint } from './security-testing'

const INVALID_IMAGE = 'Please upload a valid image file.'
const TOO_MANY_PIXELS = 'This picture has too many pixels; it may have at most 40 megapixels.'
const SCRIPT = '<html><body><script>alert(document.cookie)</script></body></html>'

interface EntryPoint {
  name: string
  /** Cases its module tests already hold for this way in (by the start of their name). */
  coveredElsewhere: string[]
  /** Sends one file; answers the response and the key of the stored picture on success. */
  send(
    server: TestServer,
    token: string,
    file: FilePart,
  ): Promise<{ response: LightMyRequestResponse; key?: string }>
}

const entryPoints: EntryPoint[] = [
  {
    name: 'POST /image/upload',
    coveredElsewhere: ['a pixel bomb', 'GPS'],
    async send(server, token, file) {
      const response = await sendForm(
        server,
        'uploadImage',
        'POST',
        '/image/upload',
        [['image', file]],
        token,
      )
      const key =
        response.statusCode === 200 ? (response.json() as { data: { key: string } }).data.key : undefined
      return { response, key }
    },
  },
  {
    name: 'the profile picture (PUT /user/update)',
    coveredElsewhere: [],
    async send(server, token, file) {
      const response = await sendForm(
        server,
        'updateUser',
        'PUT',
        '/user/update',
        [['profilePicture', file]],
        token,
      )
      const key =
        response.statusCode === 200
          ? (response.json() as { data: { image: { key: string } } }).data.image.key
          : undefined
      return { response, key }
    },
  },
]

/** A real picture with a web page after its last byte (readers stop at the end marker, browsers sniff). */
async function withPageAppended(format: 'jpeg' | 'gif'): Promise<FilePart> {
  const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#8e44ad' } })
    .toFormat(format)
    .toBuffer()
  return {
    filename: `photo.${format === 'jpeg' ? 'jpg' : 'gif'}`,
    type: `image/${format}`,
    data: Buffer.concat([picture, Buffer.from(SCRIPT)]),
  }
}

/** Files refused with a 400 and a sentence, storing nothing. */
const refused: [name: string, file: () => FilePart, message: string][] = [
  [
    'an SVG with a script renamed photo.png and sent as image/png',
    () => ({ ...svgWithScript, filename: 'photo.png', type: 'image/png' }),
    INVALID_IMAGE,
  ],
  [
    'an HTML page named photo.jpg and sent as image/jpeg',
    () => ({ filename: 'photo.jpg', type: 'image/jpeg', data: `<!doctype html>${SCRIPT}` }),
    INVALID_IMAGE,
  ],
  [
    'a GIF header followed by HTML (a polyglot a browser could sniff as a page)',
    () => ({ filename: 'photo.gif', type: 'image/gif', data: `GIF89a${SCRIPT}` }),
    INVALID_IMAGE,
  ],
  [
    'a JPEG header followed by HTML',
    () => ({
      filename: 'photo.jpg',
      type: 'image/jpeg',
      data: Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
        Buffer.from('JFIF\0' + SCRIPT),
      ]),
    }),
    INVALID_IMAGE,
  ],
  ['a pixel bomb (48 megapixels in a ~50 KB PNG)', decompressionBomb, TOO_MANY_PIXELS],
]

/** Names a browser sends as the file's name: none of them may reach a path, a page or a header. */
const hostileNames = [
  '../../../outbox/evil.png',
  '..\\..\\evil.png',
  'photo\u0000.html',
  `${'a'.repeat(1000)}.png`,
  'photo\u202Egnp.html',
  '<script>alert(1)</script>.png',
  '"; filename=evil.html',
  '.htaccess',
]

describe.each(engines)('hostile uploads (%s)', (engine) => {
  let server: TestServer
  let token: string
  beforeAll(async () => {
    server = await startTestServer(engine, {
      seed: false,
      config: { rateLimits: { upload: { points: 1000, seconds: 60 } } },
    })
    token = (await signUp(server, 'uploader@security.test')).token
  }, 120_000)
  afterAll(() => server?.close())

  /** The stored copy as it is served: checked to be a WebP with nosniff, and answered as bytes. */
  async function served(key: string) {
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/)
    const response = await server.app.inject({ method: 'GET', url: `/uploads/${key}` })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/webp')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect((await sharp(response.rawPayload).metadata()).format).toBe('webp')
    return response.rawPayload
  }

  for (const entry of entryPoints) {
    describe(entry.name, () => {
      const cases = refused.filter(
        ([name]) => !entry.coveredElsewhere.some((start) => name.startsWith(start)),
      )
      it.each(cases)('refuses %s with a 400 and stores nothing', async (_name, make, message) => {
        const before = await stateFingerprint(server)
        const { response } = await entry.send(server, token, make())
        expect(response.statusCode, response.body).toBe(400)
        expect(response.json()).toEqual({ statusCode: 400, message })
        expect(await stateFingerprint(server)).toEqual(before)
      })

      it.each(['jpeg', 'gif'] as const)(
        'stores a real %s with a web page appended as a clean WebP: the page is gone',
        async (format) => {
          const { response, key } = await entry.send(server, token, await withPageAppended(format))
          expect(response.statusCode, response.body).toBe(200)
          const bytes = await served(key!)
          expect(bytes.includes(Buffer.from('<script'))).toBe(false)
          expect(bytes.includes(Buffer.from('<html'))).toBe(false)
        },
      )

      it('stores a picture under a key of its own whatever the file is called; the name goes nowhere', async () => {
        for (const filename of hostileNames) {
          const { response, key } = await entry.send(server, token, await pngFile(32, 24, filename))
          // A name the form reader cannot take would be a 400 with a sentence; these are all taken.
          expect(response.statusCode, `${JSON.stringify(filename)}: ${response.body}`).toBe(200)
          expect(response.body).not.toContain('evil')
          expect(response.body).not.toContain('<script>')
          expect(response.body).not.toContain('aaaaaaaaaa')
          const bytes = await served(key!)
          expect(bytes.includes(Buffer.from('evil'))).toBe(false)
        }
        // Nothing outside the server's keys was written, anywhere under the uploads folder.
        const files = (await stateFingerprint(server)).uploads as string[]
        for (const file of files) {
          expect(file).toMatch(/^(\.w\d+\/)?[0-9a-f-]{36}\.webp:\d+$/)
        }
      })

      if (!entry.coveredElsewhere.includes('GPS'))
        it('drops a photo’s GPS position and camera from the stored copy', async () => {
          const { response, key } = await entry.send(server, token, await jpegWithGps())
          expect(response.statusCode, response.body).toBe(200)
          const bytes = await served(key!)
          const metadata = await sharp(bytes).metadata()
          // No EXIF block at all, so no GPS block (images.test.ts shows the input has one).
          expect(metadata.exif).toBeUndefined()
          expect(bytes.includes(Buffer.from('SufraTestCam'))).toBe(false)
        })
    })
  }
})
