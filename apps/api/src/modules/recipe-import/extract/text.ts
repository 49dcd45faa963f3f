/**
 * Text from a page, as text: markup stripped, entities decoded exactly once, whitespace collapsed,
 * control characters and lone surrogates dropped.
 *
 * Two kinds of input reach here. DOM text (microdata, the page fallback) was decoded once by the
 * HTML parser already. Strings from JSON-LD are raw: they may hold markup ("<p>Mix&amp;stir</p>"),
 * which is parsed as an HTML fragment so that tags are dropped and entities decoded in one pass
 * ("&amp;lt;" becomes the text "&lt;", never "<").
 */
import { type AnyNode, isTag, isText } from 'domhandler'
import { decodeHTML } from 'entities'
import { parseDocument } from 'htmlparser2'

/** Elements whose content is never text a person reads on the page. */
const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'canvas',
  'video',
  'audio',
  'select',
  'button',
  'head',
])

/** Elements that start a new line of text. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'td',
  'th',
  'tr',
  'ul',
])

/** Block boundaries and, where asked, newlines become this marker before splitting. */
const LINE = '\n'

/**
 * The text of nodes with a newline at every block boundary (and at `<br>`). Whitespace inside text
 * nodes, newlines included, is plain whitespace, as in a browser.
 */
export function nodesText(nodes: readonly AnyNode[]): string {
  const parts: string[] = []
  const walk = (node: AnyNode) => {
    if (isText(node)) {
      parts.push(node.data.replace(/\s+/g, ' '))
    } else if (isTag(node)) {
      const name = node.name
      if (SKIPPED.has(name) || node.attribs.hidden !== undefined) return
      const block = BLOCKS.has(name)
      if (block) parts.push(LINE)
      for (const child of node.children) walk(child)
      if (block) parts.push(LINE)
    } else if ('children' in node) {
      for (const child of node.children) walk(child)
    }
  }
  for (const node of nodes) walk(node)
  return parts.join('')
}

// eslint-disable-next-line no-control-regex -- dropping control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g
const INVISIBLE = /[\u200B\uFEFF\u00AD]/g
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** One line: every run of whitespace (newlines, no-break spaces…) is one space; trimmed. */
export function collapse(text: string): string {
  return text
    .replace(LONE_SURROGATE, '')
    .replace(INVISIBLE, '')
    .replace(CONTROL, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

const looksLikeMarkup = (text: string) => /<[a-zA-Z/!]/.test(text)

/**
 * Markup as text. In markup, newlines in the source are whitespace and blocks make lines; unless it has
 * no block at all and newlines are asked to break lines (a plain string with a stray <b> in it).
 */
function markupToText(source: string, newlinesBreak: boolean, decodeEntities: boolean): string {
  const blocks = /<(p|li|br|div|ol|ul|h[1-6]|tr)\b/i.test(source)
  const html = newlinesBreak && !blocks ? source.replace(/\r?\n|\r/g, '<br>') : source
  return nodesText(parseDocument(html, { decodeEntities }).children)
}

/**
 * A raw string (from JSON-LD) as text: tags dropped, entities decoded once. Markup that appears only
 * after that one decoding ("&lt;p&gt;Heat…&lt;/p&gt;", a common double encoding) is dropped too, but its
 * entities are not decoded a second time ("&amp;lt;" stays the text "&lt;").
 */
function rawToText(raw: string, newlinesBreak: boolean): string {
  let text: string
  if (looksLikeMarkup(raw)) {
    text = markupToText(raw, newlinesBreak, true)
  } else {
    const decoded = raw.includes('&') ? decodeHTML(raw) : raw
    // In plain text a newline is a line break.
    text = newlinesBreak ? decoded : decoded.replace(/\s+/g, ' ')
  }
  return looksLikeMarkup(text) ? markupToText(text, newlinesBreak, false) : text
}

/** A raw string (JSON-LD) as one line of text. */
export function cleanText(raw: unknown): string {
  if (typeof raw === 'number') return String(raw)
  if (typeof raw !== 'string') return ''
  return collapse(rawToText(raw, false))
}

/** A raw string (JSON-LD) split into its lines of text, empty ones dropped. */
export function cleanLines(raw: unknown): string[] {
  if (typeof raw !== 'string') return []
  return splitLines(rawToText(raw, true))
}

/**
 * An attribute's value (already decoded once by the HTML parser) as text: markup in it, as in
 * content="<p>Heat the oil…</p>", is dropped without decoding entities again.
 */
export function attributeText(value: string, lines: true): string[]
export function attributeText(value: string, lines?: false): string
export function attributeText(value: string, lines = false): string | string[] {
  const text = looksLikeMarkup(value) ? markupToText(value, lines, false) : value
  return lines ? splitLines(text) : collapse(text)
}

/** Text that holds newlines (from `nodesText`) as non-empty collapsed lines. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n|\r|\u2028|\u2029/)
    .map(collapse)
    .filter(Boolean)
}

/** Cuts text to at most `max` UTF-16 units at a word boundary when one is near, never inside a pair. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  let cut = text.slice(0, max)
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1)
  const space = cut.lastIndexOf(' ')
  if (space > max * 0.8) cut = cut.slice(0, space)
  return cut.trimEnd()
}
