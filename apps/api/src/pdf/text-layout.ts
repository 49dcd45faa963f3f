/**
 * Bidirectional text for pdfkit. pdfkit draws what it is given left to right and fontkit shapes (joins)
 * Arabic, but neither orders a mixed line: this module wraps a paragraph in logical order, gets the
 * embedding levels of the Unicode Bidirectional Algorithm (bidi-js), reorders each line into visual
 * order and cuts it into pieces of one font and one direction, each drawn at its own x.
 *
 * fontkit reverses the glyphs of a run whose script is right-to-left (Arabic) after shaping, so such a
 * piece is passed in logical order; a right-to-left piece without Arabic letters (brackets, dots) is
 * reversed here; a left-to-right piece fontkit would reverse (Arabic-Indic digits) is passed reversed so
 * it comes out in order. Spaces are never drawn: pdfkit lays out each space-separated word on its own
 * and would put the words of an Arabic piece in the wrong order, so spaces are gaps between pieces.
 */
import bidiFactory, { type EmbeddingLevels } from 'bidi-js'
import { selectFont, type FontChain, type FontFace } from './fonts'

const bidi = bidiFactory()

export type Direction = 'ltr' | 'rtl'
export type Align = 'left' | 'right' | 'center'

/** Left-to-right isolate: keeps an amount such as `1½` in order inside an Arabic line. */
export const isolateLtr = (text: string) => `\u2066${text}\u2069`

const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
/** Formatting characters that take no room: bidi marks, embeddings and isolates, zero-width spaces. */
const INVISIBLE = /^[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]$/
const INVISIBLES = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g
// Script (not Script_Extensions): what fontkit looks at to decide a run is right-to-left.
const ARABIC_SCRIPT = /\p{Script=Arabic}/u
const ARABIC_LETTERISH = /^\p{Script_Extensions=Arabic}$/u

/**
 * User text made drawable: line breaks and tabs become spaces, other control and bidi formatting
 * characters are dropped (the layout adds its own isolates), runs of spaces become one.
 */
export function plainText(text: string): string {
  return text
    .replace(BIDI_CONTROLS, '')
    .replace(/[\t\r\n\f\v\u2028\u2029]+/g, ' ')
    .replace(/\p{Cc}/gu, '')
    .replace(/ {2,}/g, ' ')
    .trim()
}

export interface TextStyle {
  size: number
  fonts: FontChain
  color: string
}

/** One drawn piece of a line: a string in one font, `width` points wide; `text` null is a gap. */
interface Piece {
  text: string | null
  font: string
  width: number
}

export interface LaidOutLine {
  pieces: Piece[]
  width: number
}

export interface LaidOutParagraph {
  lines: LaidOutLine[]
  lineHeight: number
  style: TextStyle
}

type Doc = PDFKit.PDFDocument

function covers(face: FontFace, text: string) {
  for (const character of text) if (!face.covers.has(character.codePointAt(0)!)) return false
  return true
}

/** The face that draws `character`: Arabic script in the Arabic face, the rest in the first face that has it. */
function faceFor(fonts: FontChain, character: string): FontFace | undefined {
  if (ARABIC_LETTERISH.test(character) && covers(fonts.arabic, character)) return fonts.arabic
  return (
    fonts.others.find((face) => covers(face, character)) ??
    (covers(fonts.arabic, character) ? fonts.arabic : undefined)
  )
}

/**
 * Shadda typed after another vowel mark (`فِّ`, the canonical order) is moved first (`فّ` + kasra), the
 * order Noto Sans Arabic has ligatures for; fontkit cannot position the other order.
 */
const HARAKAT_BEFORE_SHADDA = /([\u064b-\u0650\u0652]+)\u0651/g

/**
 * Characters no face has are replaced by their compatibility form when every face can draw that
 * (`⅓` → `1⁄3`, after a digit `1⅓` → `1 1⁄3`); anything else stays (and draws as a missing glyph).
 */
function drawable(text: string, fonts: FontChain): string {
  let out = ''
  for (const character of text.replace(HARAKAT_BEFORE_SHADDA, '\u0651$1')) {
    if (INVISIBLE.test(character) || character === ' ' || faceFor(fonts, character)) {
      out += character
      continue
    }
    const compatible = character.normalize('NFKC')
    if (compatible !== character && [...compatible].every((part) => faceFor(fonts, part))) {
      out += /\d$/.test(out) && /^\d/.test(compatible) ? ` ${compatible}` : compatible
    } else out += character
  }
  return out
}

/** Which face draws each UTF-16 unit (undefined: not drawn); spaces take a neighbour's face. */
function assignFaces(text: string, fonts: FontChain, direction: Direction): (FontFace | undefined)[] {
  const faces: (FontFace | undefined)[] = new Array(text.length)
  let index = 0
  for (const character of text) {
    const face = INVISIBLE.test(character) || character === ' ' ? undefined : faceFor(fonts, character)
    for (let unit = 0; unit < character.length; unit++)
      faces[index + unit] = face ?? (character === ' ' ? undefined : fonts.others[0])
    index += character.length
  }
  const fallback = direction === 'rtl' ? fonts.arabic : fonts.others[0]!
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== ' ') continue
    let face: FontFace | undefined
    for (let j = i - 1; j >= 0 && !face; j--) if (text[j] !== ' ') face = faces[j]
    for (let j = i + 1; j < text.length && !face; j++) if (text[j] !== ' ') face = faces[j]
    faces[i] = face ?? fallback
  }
  return faces
}

function measure(doc: Doc, font: string, size: number, text: string): number {
  return selectFont(doc, font).fontSize(size).widthOfString(text)
}

/** Width of text[start, end) drawn in its faces (shaping happens inside each same-face run). */
function widthOf(
  doc: Doc,
  text: string,
  faces: (FontFace | undefined)[],
  size: number,
  start: number,
  end: number,
) {
  let width = 0
  let runStart = start
  for (let i = start; i <= end; i++) {
    if (i === end || faces[i] !== faces[runStart] || text[i] === ' ' || text[runStart] === ' ') {
      const face = faces[runStart]
      if (i > runStart && face) {
        const run = text.slice(runStart, i).replace(INVISIBLES, '')
        if (run) width += measure(doc, face.name, size, run)
      }
      runStart = i
    }
  }
  return width
}

/** Line ranges [start, end) of the paragraph wrapped to `maxWidth` at spaces (long words break anywhere). */
function wrap(doc: Doc, text: string, faces: (FontFace | undefined)[], size: number, maxWidth: number) {
  const words: { start: number; end: number; width: number }[] = []
  for (const match of text.matchAll(/[^ ]+/g)) {
    const start = match.index
    const end = start + match[0].length
    words.push({ start, end, width: widthOf(doc, text, faces, size, start, end) })
  }
  const lines: [number, number][] = []
  let lineStart = -1
  let lineEnd = -1
  const flush = () => {
    if (lineStart >= 0) lines.push([lineStart, lineEnd])
    lineStart = -1
  }
  for (const word of words) {
    if (word.width > maxWidth) {
      flush()
      // Cut the word into pieces that fit, at code point boundaries.
      let pieceStart = word.start
      while (pieceStart < word.end) {
        let pieceEnd = pieceStart
        for (const character of text.slice(pieceStart, word.end)) {
          const next = pieceEnd + character.length
          if (pieceEnd > pieceStart && widthOf(doc, text, faces, size, pieceStart, next) > maxWidth) break
          pieceEnd = next
        }
        lines.push([pieceStart, pieceEnd])
        pieceStart = pieceEnd
      }
      continue
    }
    if (lineStart >= 0 && widthOf(doc, text, faces, size, lineStart, word.end) <= maxWidth) {
      lineEnd = word.end
      continue
    }
    flush()
    lineStart = word.start
    lineEnd = word.end
  }
  flush()
  return lines
}

const reversed = (text: string) => [...text].reverse().join('')

/** The pieces of text[start, end) in visual (left-to-right) order. */
function visualPieces(
  doc: Doc,
  text: string,
  levels: EmbeddingLevels,
  faces: (FontFace | undefined)[],
  size: number,
  start: number,
  end: number,
): Piece[] {
  const order: number[] = []
  for (let i = start; i < end; i++) order.push(i)
  // Each segment [from, to] (inclusive) is reversed in turn: rule L2 of the algorithm.
  for (const [from, to] of bidi.getReorderSegments(text, levels, start, end - 1) as [number, number][]) {
    const segment = order.slice(from - start, to - start + 1).reverse()
    order.splice(from - start, segment.length, ...segment)
  }
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels, start, end - 1)
  const level = (index: number) => levels.levels[index]!

  const pieces: Piece[] = []
  let group: number[] = []
  const close = () => {
    if (group.length === 0) return
    const face = faces[group[0]!]!
    const rtl = level(group[0]!) % 2 === 1
    const logical = [...group].sort((a, b) => a - b)
    const content = logical
      .map((index) => mirrored.get(index) ?? text[index])
      .join('')
      .replace(INVISIBLES, '')
    group = []
    if (!content) return
    // fontkit reverses a run whose script is Arabic; pass what makes the glyphs come out in visual order.
    const fontkitReverses = ARABIC_SCRIPT.test(content)
    const drawn = rtl === fontkitReverses ? content : reversed(content)
    pieces.push({ text: drawn, font: face.name, width: measure(doc, face.name, size, drawn) })
  }
  const invisibleBetween = (a: number, b: number) => {
    for (let i = Math.min(a, b) + 1; i < Math.max(a, b); i++) if (!INVISIBLE.test(text[i]!)) return false
    return true
  }
  for (const index of order) {
    const character = text[index]!
    if (character === ' ') {
      close()
      const face = faces[index]!
      pieces.push({ text: null, font: face.name, width: measure(doc, face.name, size, ' ') })
      continue
    }
    if (INVISIBLE.test(character)) continue
    const previous = group[group.length - 1]
    // One piece: same face, same level, and next in logical order in that level's direction.
    const continues =
      previous !== undefined &&
      faces[previous] === faces[index] &&
      level(previous) === level(index) &&
      (level(index) % 2 === 1 ? index < previous : index > previous) &&
      invisibleBetween(previous, index)
    if (!continues) close()
    group.push(index)
  }
  close()
  return pieces
}

/** The direction of the first strong character outside isolates (rule P2 of the algorithm), if any. */
export function firstStrongDirection(text: string): Direction | undefined {
  let depth = 0
  for (const character of text) {
    const type = bidi.getBidiCharTypeName(character)
    if (type === 'LRI' || type === 'RLI' || type === 'FSI') depth++
    else if (type === 'PDI') depth = Math.max(0, depth - 1)
    else if (depth === 0 && type === 'L') return 'ltr'
    else if (depth === 0 && (type === 'R' || type === 'AL')) return 'rtl'
  }
  return undefined
}

/**
 * Wraps `text` (one paragraph, already plain) to `maxWidth` and orders each line for drawing. The base
 * direction is the first strong character's (a `dir="auto"` paragraph), else `direction`.
 */
export function layoutParagraph(
  doc: Doc,
  text: string,
  style: TextStyle,
  maxWidth: number,
  direction: Direction,
  lineSpacing = 1.5,
): LaidOutParagraph {
  const source = drawable(text, style.fonts)
  const base = firstStrongDirection(source) ?? direction
  const levels = bidi.getEmbeddingLevels(source, base)
  const faces = assignFaces(source, style.fonts, base)
  const lines = wrap(doc, source, faces, style.size, maxWidth).map(([start, end]) => {
    const pieces = visualPieces(doc, source, levels, faces, style.size, start, end)
    return { pieces, width: pieces.reduce((sum, piece) => sum + piece.width, 0) }
  })
  const arabic = ARABIC_SCRIPT.test(source)
  return { lines, lineHeight: style.size * (arabic ? lineSpacing + 0.2 : lineSpacing), style }
}

/** Draws one laid-out line with its top at `top`, aligned in [left, left + width]. */
export function drawLine(
  doc: Doc,
  paragraph: LaidOutParagraph,
  line: LaidOutLine,
  left: number,
  top: number,
  width: number,
  align: Align,
) {
  const { size, color } = paragraph.style
  let x =
    align === 'right'
      ? left + width - line.width
      : align === 'center'
        ? left + (width - line.width) / 2
        : left
  // The baseline sits where a line of this height puts it: centred ascent of about 0.8 em.
  const baseline = top + (paragraph.lineHeight - size) / 2 + size * 0.8
  for (const piece of line.pieces) {
    if (piece.text !== null) {
      selectFont(doc, piece.font).fontSize(size).fillColor(color).text(piece.text, x, baseline, {
        lineBreak: false,
        baseline: 'alphabetic',
      })
    }
    x += piece.width
  }
}
