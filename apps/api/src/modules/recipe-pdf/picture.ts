/**
 * The recipe's picture for a PDF: read from the uploads folder (never fetched from elsewhere), decoded
 * with sharp (WebP uploads, SVG demo pictures) and re-encoded as a JPEG pdfkit can embed.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { PdfPicture } from '../../pdf/page-writer'
import { MAX_INPUT_PIXELS } from '../images/store-image'

export type { PdfPicture }

const UPLOADS_PREFIX = '/uploads/'
/** Wide enough for a sharp print across an A4 text column (about 500 pt) at 2× pixels. */
const MAX_WIDTH = 1000
const MAX_HEIGHT = 700

/**
 * The picture at an `/uploads/...` URL, or undefined when there is none, it lies outside the uploads
 * folder, or it cannot be decoded: a PDF without its picture is better than no PDF.
 */
export async function loadPicture(
  uploadsDir: string,
  url: string | undefined,
): Promise<PdfPicture | undefined> {
  if (!url?.startsWith(UPLOADS_PREFIX)) return undefined
  const root = path.resolve(uploadsDir)
  let key: string
  try {
    key = decodeURIComponent(url.slice(UPLOADS_PREFIX.length).split(/[?#]/)[0]!)
  } catch {
    return undefined
  }
  const file = path.resolve(root, key)
  if (!file.startsWith(root + path.sep)) return undefined
  try {
    const input = await readFile(file)
    // SVG is rasterised at twice its nominal size so a demo picture stays sharp in print.
    const density = path.extname(file).toLowerCase() === '.svg' ? 144 : undefined
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
