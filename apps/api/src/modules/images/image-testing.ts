/** Multipart bodies and real pictures for the image and profile tests (test code only). */
import { readdirSync } from 'node:fs'
import { deflateSync } from 'node:zlib'
import type { LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { SESSION_COOKIE } from '../../http/session-viewer'
import { expectContractResponse, type TestServer } from '../../testing/test-server'

export interface FilePart {
  filename: string
  type: string
  data: Buffer | string
}

/** A multipart/form-data body as a browser's FormData sends it (serialised by undici). */
export async function formBody(entries: [name: string, value: string | FilePart][]) {
  const form = new FormData()
  for (const [name, value] of entries) {
    if (typeof value === 'string') form.append(name, value)
    else {
      const bytes = typeof value.data === 'string' ? value.data : new Uint8Array(value.data)
      form.append(name, new Blob([bytes], { type: value.type }), value.filename)
    }
  }
  const encoded = new Response(form)
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  }
}

/** Sends a form to an operation as the holder of `token` (or signed out) and holds the answer to the contract. */
export async function sendForm(
  server: TestServer,
  operationId: string,
  method: 'POST' | 'PUT',
  url: string,
  entries: [string, string | FilePart][],
  token?: string,
): Promise<LightMyRequestResponse> {
  const { payload, headers } = await formBody(entries)
  const response = await server.app.inject({
    method,
    url: `/api/v1${url}`,
    payload,
    headers,
    cookies: token ? { [SESSION_COOKIE]: token } : {},
  })
  expectContractResponse(operationId, response)
  return response
}

/** The pictures stored under the uploads folder (our keys live at its top level). */
export function storedFiles(uploadsDir: string): string[] {
  return readdirSync(uploadsDir).filter((name) => name.endsWith('.webp'))
}

export const pngFile = async (width = 64, height = 48, filename = 'photo.png'): Promise<FilePart> => ({
  filename,
  type: 'image/png',
  data: await sharp({ create: { width, height, channels: 3, background: '#2e8b57' } })
    .png()
    .toBuffer(),
})

/** A 200×100 JPEG a phone took sideways (EXIF orientation 6), with the camera make and a GPS position. */
export async function jpegWithGps(): Promise<FilePart> {
  const data = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'SufraTestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer()
  return { filename: 'holiday.jpg', type: 'image/jpeg', data }
}

/** The little-endian EXIF tag that points at the GPS block (0x8825). */
export const GPS_IFD_TAG = Buffer.from([0x25, 0x88])

/** Random pixels (incompressible) in a PNG of about `bytes` bytes. */
export async function noisePng(bytes: number): Promise<FilePart> {
  const side = Math.ceil(Math.sqrt(bytes / 3))
  const pixels = Buffer.alloc(side * side * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24
  const data = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
  return { filename: 'big.png', type: 'image/png', data }
}

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

/** A decompression bomb: a valid ~50 KB grey PNG that decodes to 8000×6000 pixels (48 MP). */
export function decompressionBomb(): FilePart {
  const width = 8000
  const height = 6000
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth; colour type 0 (grey), no interlace
  const rows = Buffer.alloc((width + 1) * height)
  const data = Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
  return { filename: 'bomb.png', type: 'image/png', data }
}

export const svgWithScript: FilePart = {
  filename: 'logo.svg',
  type: 'image/svg+xml',
  data: '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>alert(document.cookie)</script><rect width="40" height="40" fill="red"/></svg>',
}

export const textAsPng: FilePart = {
  filename: 'photo.png',
  type: 'image/png',
  data: 'This is a text file pretending to be a picture.\n',
}

/** A JPEG cut off part-way through its pixel data. */
export async function truncatedJpeg(): Promise<FilePart> {
  const whole = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#123456' } })
    .jpeg()
    .toBuffer()
  return { filename: 'cut.jpg', type: 'image/jpeg', data: whole.subarray(0, Math.floor(whole.length * 0.6)) }
}
