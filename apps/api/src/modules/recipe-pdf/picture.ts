/**
 * The recipe's picture for a PDF: read from the server's store (never fetched from elsewhere), decoded
 * with sharp (WebP uploads, SVG demo pictures) and re-encoded as a JPEG pdfkit can embed.
 */
import sharp from 'sharp'
import type { PdfPicture } from '../../pdf/page-writer'
import { isPublicKey, readObject, type ObjectStore } from '../../storage/object-store'
import { MAX_INPUT_PIXELS } from '../images/store-image'

export type { PdfPicture }

const UPLOADS_PREFIX = '/uploads/'
/** Wide enough for a sharp print across an A4 text column (about 500 pt) at 2× pixels. */
const MAX_WIDTH = 1000
const MAX_HEIGHT = 700

/**
 * The picture at an `/uploads/...` URL, or undefined when there is none, it is not a stored picture's
 * address, or it cannot be decoded: a PDF without its picture is better than no PDF.
 */
export async function loadPicture(
  store: ObjectStore,
  url: string | undefined,
): Promise<PdfPicture | undefined> {
  if (!url?.startsWith(UPLOADS_PREFIX)) return undefined
  let key: string
  try {
    key = decodeURIComponent(url.slice(UPLOADS_PREFIX.length).split(/[?#]/)[0]!)
  } catch {
    return undefined
  }
  if (!isPublicKey(key)) return undefined
  try {
    const input = await readObject(store, key)
    if (!input) return undefined
    // SVG is rasterised at twice its nominal size so a demo picture stays sharp in print.
    const density = key.toLowerCase().endsWith('.svg') ? 144 : undefined
    const { data, info } = await sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      ...(density ? { density } : {}),
    })
      .autoOrient()
      .resize(MAX_WIDTH, MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true })
    return { data, width: info.width, height: info.height }
  } catch {
    return undefined
  }
}
