/**
 * The fonts of recipe PDFs: Noto Sans Arabic for Arabic script (its GSUB tables give fontkit the joined
 * letter forms) and Noto Sans for everything else, each in a regular and a bold weight. The files are
 * read once; each document registers them and embeds (subsets) only those it draws with.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { inflateSync } from 'node:zlib'
import PDFDocument from 'pdfkit'

export type Weight = 'regular' | 'bold'

/** A font registered in a document under `name`, with the code points it has glyphs for. */
export interface FontFace {
  readonly name: string
  readonly covers: ReadonlySet<number>
}

/** The faces of one weight: Arabic, then the others in fallback order. */
export interface FontChain {
  readonly arabic: FontFace
  readonly others: readonly FontFace[]
}

const require = createRequire(import.meta.url)

const WEIGHTS: Record<Weight, number> = { regular: 400, bold: 700 }

/** Fontsource subsets (package/file prefix) in fallback order after Arabic. */
const OTHER_SUBSETS = [
  'noto-sans/files/noto-sans-latin',
  'noto-sans/files/noto-sans-latin-ext',
  'noto-sans/files/noto-sans-greek',
  'noto-sans/files/noto-sans-cyrillic',
]
const ARABIC_SUBSET = 'noto-sans-arabic/files/noto-sans-arabic-arabic'

interface LoadedFace {
  name: string
  data: Buffer
  covers: Set<number>
}

let loaded: { faces: LoadedFace[]; chains: Record<Weight, FontChain> } | undefined

/**
 * A WOFF file as the plain TrueType/OpenType font it wraps. fontkit reads WOFF itself but inflates a
 * table (with a JavaScript inflater) on every access, which made an Arabic PDF take seconds; the tables
 * are inflated once here instead.
 */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff
  const flavor = woff.readUInt32BE(4)
  const numTables = woff.readUInt16BE(12)
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20
    const offset = woff.readUInt32BE(entry + 4)
    const compLength = woff.readUInt32BE(entry + 8)
    const origLength = woff.readUInt32BE(entry + 12)
    const stored = woff.subarray(offset, offset + compLength)
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    }
  })
  const power = 2 ** Math.floor(Math.log2(numTables))
  const header = Buffer.alloc(12 + 16 * numTables)
  header.writeUInt32BE(flavor, 0)
  header.writeUInt16BE(numTables, 4)
  header.writeUInt16BE(power * 16, 6)
  header.writeUInt16BE(Math.log2(power), 8)
  header.writeUInt16BE(numTables * 16 - power * 16, 10)
  const parts: Buffer[] = [header]
  let offset = header.length
  tables.forEach((table, index) => {
    const record = 12 + index * 16
    table.tag.copy(header, record)
    header.writeUInt32BE(table.checksum, record + 4)
    header.writeUInt32BE(offset, record + 8)
    header.writeUInt32BE(table.data.length, record + 12)
    const padding = (4 - (table.data.length % 4)) % 4
    parts.push(table.data, Buffer.alloc(padding))
    offset += table.data.length + padding
  })
  return Buffer.concat(parts)
}

/** The characters a font has glyphs for, as fontkit reads them (pdfkit keeps its fontkit font in `_font.font`). */
function characterSet(data: Buffer): Set<number> {
  const probe = new PDFDocument({ autoFirstPage: false })
  probe.font(data)
  const font = (probe as unknown as { _font: { font: { characterSet: number[] } } })._font.font
  return new Set(font.characterSet)
}

function loadFonts() {
  if (loaded) return loaded
  const faces: LoadedFace[] = []
  const face = (subset: string, weight: Weight): LoadedFace => {
    const data = sfntFromWoff(
      readFileSync(require.resolve(`@fontsource/${subset}-${WEIGHTS[weight]}-normal.woff`)),
    )
    const entry = { name: `${subset.split('/').pop()}-${weight}`, data, covers: characterSet(data) }
    faces.push(entry)
    return entry
  }
  const chain = (weight: Weight): FontChain => ({
    arabic: face(ARABIC_SUBSET, weight),
    others: OTHER_SUBSETS.map((subset) => face(subset, weight)),
  })
  const chains = { regular: chain('regular'), bold: chain('bold') }
  loaded = { faces, chains }
  return loaded
}

/** Registers every face in `doc` and returns the chains by weight. */
export function registerFonts(doc: PDFKit.PDFDocument): Record<Weight, FontChain> {
  const { faces, chains } = loadFonts()
  for (const face of faces) doc.registerFont(face.name, face.data)
  return chains
}

interface FontkitGlyph {
  id: number
  codePoints: number[]
  advanceWidth: number
}

interface FontkitFont {
  getGlyph(id: number, codePoints?: number[]): FontkitGlyph
  layout(text: string, ...rest: unknown[]): unknown
  sufraPatched?: true
}

/** The parts of pdfkit's EmbeddedFont that `encode` touches. */
interface EmbeddedFont {
  font: FontkitFont
  layout(text: string, features?: unknown): { glyphs: FontkitGlyph[]; positions: unknown[] }
  subset: { glyphs: number[]; includeGlyph(id: number): number }
  unicode: number[][]
  widths: number[]
  scale: number
  encode(text: string, features?: unknown): [string[], unknown[]]
  sufraDistinctGlyphs?: Map<string, number>
}

/**
 * Text extraction (copy, search, pdftotext) reads a PDF through its ToUnicode map, one text per glyph.
 * Noto Sans Arabic draws several letters with one dotless base glyph plus dot marks (ت, ث, ب, ن, ي in
 * the middle of a word share one), and two things would make every such letter read as the first one
 * drawn: fontkit caches one glyph object per glyph id, keeping the characters of its first use, and
 * pdfkit maps each glyph id to one text. So glyphs are looked up with the characters of each use, and a
 * glyph drawn for different characters gets a copy in the font subset for each.
 * (`patchFontkitFont` also makes a fontkit layout error on marks non-fatal.)
 */
function patchFontkitFont(font: FontkitFont) {
  if (font.sufraPatched) return
  const getGlyph = font.getGlyph.bind(font)
  font.getGlyph = (id: number, ...rest: [number[]?]) => {
    const glyph = getGlyph(id, ...rest)
    const codePoints = rest[0]
    if (!glyph || codePoints === undefined || codePoints.join(',') === glyph.codePoints.join(','))
      return glyph
    return Object.create(glyph, { codePoints: { value: codePoints } }) as FontkitGlyph
  }
  // fontkit 2.0.4 throws on a mark positioning anchor the font leaves empty (seen with some stacked
  // Arabic marks); the word is then drawn without its combining marks rather than failing the PDF.
  const layout = font.layout.bind(font)
  font.layout = (text: string, ...rest: unknown[]) => {
    try {
      return layout(text, ...rest)
    } catch (error) {
      const bare = text.replace(/\p{Mn}/gu, '')
      if (bare === text) throw error
      return layout(bare, ...rest)
    }
  }
  font.sufraPatched = true
}

/** pdfkit's `EmbeddedFont.encode`, giving each (glyph, characters) pair its own glyph id in the subset. */
function encodeDistinct(this: EmbeddedFont, text: string, features?: unknown): [string[], unknown[]] {
  const { glyphs, positions } = this.layout(text, features)
  const distinct = (this.sufraDistinctGlyphs ??= new Map())
  const encoded: string[] = []
  for (const glyph of glyphs) {
    const key = `${glyph.id}:${glyph.codePoints.join(',')}`
    let gid = distinct.get(key)
    if (gid === undefined) {
      gid = this.subset.includeGlyph(glyph.id)
      const known = this.unicode[gid]
      if (known != null && known.join(',') !== glyph.codePoints.join(',')) {
        this.subset.glyphs.push(glyph.id)
        gid = this.subset.glyphs.length - 1
      }
      distinct.set(key, gid)
      this.widths[gid] ??= glyph.advanceWidth * this.scale
      this.unicode[gid] ??= glyph.codePoints
    }
    encoded.push(`0000${gid.toString(16)}`.slice(-4))
  }
  return [encoded, positions]
}

/** Selects a registered font (pdfkit's `doc.font`) whose drawn text extracts letter for letter. */
export function selectFont(doc: PDFKit.PDFDocument, name: string): PDFKit.PDFDocument {
  doc.font(name)
  const font = (doc as unknown as { _font: EmbeddedFont })._font
  if (font.encode !== encodeDistinct) {
    patchFontkitFont(font.font)
    font.encode = encodeDistinct
  }
  return doc
}
