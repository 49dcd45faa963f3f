/**
 * What the page itself says when it carries no structured recipe: its title (og:title, else the
 * first h1, else <title>), its Open Graph picture, and the lines under a heading that reads
 * Ingredients / المكونات (and variants) or Method / Directions / Instructions / Preparation /
 * طريقة التحضير (and variants). The usual words of a few other languages the web writes recipes
 * in are understood too (Zutaten, Ingrédients, Υλικά…), as cheaply as the English ones.
 */
import { type AnyNode, type Document, type Element, isTag, isText } from 'domhandler'
import { findAll, findOne, getAttributeValue, nextElementSibling, prevElementSibling } from 'domutils'
import { emptyFound, type FoundRecipe } from './fields'
import { dimension, type FoundImage, image } from './images'
import { collapse, nodesText, splitLines } from './text'
import { isStepNumber } from './steps'
import { asciiDigits, durationMinutes } from './values'

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])

/** Elements that may serve as a heading when their whole text is the heading's words. */
const HEADING_LIKE = new Set([
  ...HEADINGS,
  'p',
  'strong',
  'b',
  'dt',
  'span',
  'div',
  'header',
  'legend',
  'summary',
])

const INGREDIENT_WORDS = [
  'ingredients?',
  "what you(?:'|’)?ll need",
  'you will need',
  '(?:ال)?مكونات',
  '(?:ال)?مقادير',
  // fr, es/pt, it, de, nl, pl, el, sv/da/no, cs/sk, hu, tr, ru, zh
  'ingrédients',
  'ingredientes',
  'ingredienti',
  'zutaten',
  'ingrediënten',
  'składniki',
  'υλικά',
  'ingredienser',
  'suroviny',
  'hozzávalók',
  'malzemeler',
  'ингредиенты',
  '材料',
  '食材',
]
const STEP_WORDS = [
  'method',
  'directions?',
  'instructions?',
  'preparation',
  'procedure',
  'how to make(?: it)?',
  'steps',
  '(?:طريقة|خطوات)\\s+(?:ال)?(?:تحضير|عمل|إعداد|اعداد)',
  '(?:ال)?طريقة',
  '(?:ال)?تحضير',
  'préparation',
  'preparación',
  'elaboración',
  'preparazione',
  'procedimento',
  'zubereitung',
  'bereiding(?:swijze)?',
  'przygotowanie',
  'εκτέλεση',
  'οδηγίες',
  'fremgangsmåde',
  'tilberedning',
  'postup',
  'elkészítés',
  'hazırlanışı',
  'приготовление',
  '做法',
  '步骤',
]

/** A heading made of these words, with an optional "the", "for 4" and colon; Arabic with or without ال. */
const headingPattern = (words: string[]) =>
  new RegExp(`^(?:the\\s+)?(?:${words.join('|')})(?:\\s*(?:for|لل?|ل)\\s.*)?\\s*[:：]?$`, 'iu')

const INGREDIENTS_HEADING = headingPattern(INGREDIENT_WORDS)
const STEPS_HEADING = headingPattern(STEP_WORDS)

const MAX_HEADING_LENGTH = 60

function meta(document: Document, ...keys: string[]): string | null {
  for (const key of keys) {
    const element = findOne(
      (node) =>
        node.name === 'meta' &&
        (getAttributeValue(node, 'property') ?? getAttributeValue(node, 'name') ?? '').toLowerCase() === key,
      document.children,
    )
    const content = element ? collapse(getAttributeValue(element, 'content') ?? '') : ''
    if (content) return content
  }
  return null
}

const firstElement = (document: Document, name: string) =>
  findOne((node) => node.name === name, document.children)

const PICTURE_KEYS = new Set(['og:image', 'og:image:url', 'og:image:secure_url'])

/** The page's Open Graph pictures as written, each with the og:image:width/height that follows it. */
export function pagePictures(document: Document): FoundImage[] {
  const pictures: FoundImage[] = []
  let current: FoundImage | null = null
  const metas = findAll((element) => element.name === 'meta', document.children)
  for (const element of metas) {
    const key = (
      getAttributeValue(element, 'property') ??
      getAttributeValue(element, 'name') ??
      ''
    ).toLowerCase()
    const content = (getAttributeValue(element, 'content') ?? '').trim()
    if (!content) continue
    if (PICTURE_KEYS.has(key)) {
      current = image(content)
      pictures.push(current)
    } else if (key === 'og:image:width' && current) {
      current.width = dimension(content)
    } else if (key === 'og:image:height' && current) {
      current.height = dimension(content)
    }
  }
  return pictures
}

/** A `<base href>` the page declares, for resolving its relative addresses. */
export function baseHref(document: Document): string | null {
  const base = firstElement(document, 'base')
  return base ? (getAttributeValue(base, 'href') ?? null) : null
}

/**
 * og:title, else the first h1, else <title>. When og:title is the h1 plus more (the site's name:
 * "Banh Mi | Tofoo"), the h1 alone.
 */
export function pageTitle(document: Document): string {
  const og = meta(document, 'og:title')
  const h1 = firstElement(document, 'h1')
  const heading = h1 ? collapse(nodesText([h1])) : ''
  if (og && heading && heading.length < og.length && og.toLowerCase().startsWith(heading.toLowerCase())) {
    return heading
  }
  if (og) return og
  if (heading) return heading
  const title = firstElement(document, 'title')
  return title ? collapse(nodesText(title.children)) : ''
}

export function pageDescription(document: Document): string {
  return meta(document, 'og:description', 'description') ?? ''
}

/** Every element in document order, with the index just past its subtree. */
function flatten(document: Document) {
  const elements: Element[] = []
  const ends: number[] = []
  const walk = (node: AnyNode) => {
    if (!isTag(node)) return
    if (node.name === 'script' || node.name === 'style' || node.name === 'template') return
    const index = elements.length
    elements.push(node)
    ends.push(0)
    for (const child of node.children) walk(child)
    ends[index] = elements.length
  }
  for (const child of document.children) walk(child)
  return { elements, ends }
}

type Flat = ReturnType<typeof flatten>

/** The text of an element when it is short (a heading's), else null: never walks a long subtree. */
function shortText(element: Element): string | null {
  let length = 0
  const parts: string[] = []
  const walk = (node: AnyNode): boolean => {
    if (isText(node)) {
      length += node.data.length
      parts.push(node.data)
      return length <= MAX_HEADING_LENGTH * 4
    }
    if (!isTag(node) || node.name === 'script' || node.name === 'style') return true
    if (node.name === 'br') parts.push(' ')
    return node.children.every(walk)
  }
  return walk(element) ? collapse(parts.join('')) : null
}

function isHeadingFor(element: Element, pattern: RegExp): boolean {
  if (!HEADING_LIKE.has(element.name)) return false
  const text = shortText(element)
  return !!text && text.length <= MAX_HEADING_LENGTH && pattern.test(text)
}

const FURNITURE_ELEMENTS = new Set(['nav', 'footer', 'aside', 'form', 'header', 'menu', 'dialog'])
const FURNITURE_NAMES =
  /(?:^|[\s_-])(?:share|sharing|social|related|comments?|footer|sidebar|widget|newsletter|breadcrumbs?|nav|navigation|menu|tags?|advert|ads?|promo)(?:$|[\s_-])/i

/** Navigation, sharing buttons, related posts, comments…: never part of a recipe's lists. */
const isPageFurniture = (element: Element) =>
  FURNITURE_ELEMENTS.has(element.name) ||
  FURNITURE_NAMES.test(element.attribs.class ?? '') ||
  FURNITURE_NAMES.test(element.attribs.id ?? '')

/** h1 → 1 … h6 → 6; an element that only looks like a heading ranks below them all. */
const level = (element: Element) => (HEADINGS.has(element.name) ? Number(element.name[1]) : 7)

const isSectionHeading = (element: Element) =>
  isHeadingFor(element, INGREDIENTS_HEADING) || isHeadingFor(element, STEPS_HEADING)

/**
 * An item's text. For steps, without a first child element that only numbers the step (a "1" badge
 * before a step's text is the page's presentation); an ingredient's leading number is its quantity.
 */
function itemText(element: Element, steps: boolean): string {
  if (!steps) return collapse(nodesText([element]))
  const first = element.children.find((child) => isTag(child) || (isText(child) && child.data.trim() !== ''))
  const badge = first && isTag(first) && isStepNumber(collapse(nodesText([first])))
  return collapse(nodesText(badge ? element.children.filter((child) => child !== first) : [element]))
}

const sameKind = (a: Element | null, b: Element) =>
  !!a && a.name === b.name && (a.attribs.class ?? '') === (b.attribs.class ?? '')

/** One of several sibling elements of the same tag and class ("ingredient-row"), holding no list. */
function isRow(flat: Flat, position: number): boolean {
  const element = flat.elements[position]!
  if (!element.attribs.class || element.name === 'p') return false
  if (!sameKind(nextElementSibling(element), element) && !sameKind(prevElementSibling(element), element))
    return false
  for (let inner = position + 1; inner < flat.ends[position]!; inner++) {
    const name = flat.elements[inner]!.name
    if (name === 'li' || name === 'table') return false
  }
  return true
}

/**
 * The lines under the first heading matching `pattern`: the items of the lists that follow it; when
 * no list follows, its repeated rows (sibling elements of one class, as "ingredient" rows often are);
 * else its paragraphs. They end at the next ingredients or steps heading, or at a heading of the same
 * or a higher rank (sub-headings such as "For the sauce" stay inside).
 */
function linesUnder(flat: Flat, pattern: RegExp, steps: boolean): string[] {
  const { elements, ends } = flat
  for (let index = 0; index < elements.length; index++) {
    if (!isHeadingFor(elements[index]!, pattern)) continue
    const rank = level(elements[index]!)
    const items: string[] = []
    const rows: string[] = []
    const paragraphs: string[] = []
    let position = ends[index]!
    while (position < elements.length) {
      const element = elements[position]!
      if (isSectionHeading(element) || (HEADINGS.has(element.name) && level(element) <= rank)) break
      if (isPageFurniture(element)) {
        if (items.length > 0 || rows.length > 0 || paragraphs.length > 0) break
        position = ends[position]!
        continue
      }
      if (element.name === 'li') {
        const text = itemText(element, steps)
        if (text) items.push(text)
        position = ends[position]!
        continue
      }
      if (element.name === 'p') {
        paragraphs.push(...splitLines(nodesText([element])))
        position = ends[position]!
        continue
      }
      if (items.length === 0 && isRow(flat, position)) {
        const text = itemText(element, steps)
        if (text) rows.push(text)
        position = ends[position]!
        continue
      }
      position++
    }
    const found = items.length > 0 ? items : rows.length > 0 ? rows : paragraphs
    if (found.length > 0) return found
  }
  return []
}

const YIELD_LABEL =
  /^(?:serves|servings?|yields?|makes|portions?|porciones|porzioni|portionen|personnes|personas|pers\.|عدد الأشخاص|عدد الحصص|الحصص|تكفي|يكفي|المقدار يكفي)\s*[:：]?\s*/iu
const YIELD_WITH_UNIT =
  /^\d+(?:\s*(?:-|–|to)\s*\d+)?\s*(?:servings?|portions?|porciones|porzioni|portionen|personnes|personas|people|persons|أشخاص|اشخاص|حصص|حصة)\b/iu
const TOTAL_LABEL = /^(?:total time|total|ready in|الوقت الكلي|الوقت الإجمالي|المدة الإجمالية)\s*[:：]?\s*/iu
const PREP_LABEL = /^(?:prep(?:aration)? time|prep|وقت التحضير|مدة التحضير)\s*[:：]?\s*/iu
const COOK_LABEL = /^(?:cook(?:ing)? time|cook|وقت الطهي|مدة الطهي|وقت الطبخ)\s*[:：]?\s*/iu

/**
 * The value after a label: in the same element ("Serves 4", "Prep time: 10 mins") or, when the
 * element is only the label ("Serves:"), in the element that follows it.
 */
function labelled(element: Element, text: string, label: RegExp): string | null {
  const match = label.exec(text)
  if (!match) return null
  const rest = text.slice(match[0].length).trim()
  if (rest) return rest
  const next = nextElementSibling(element)
  const value = next ? shortText(next) : null
  return value && value.length <= MAX_HEADING_LENGTH ? value : null
}

/** Yields and times the page states in short labelled lines, for pages without structured data. */
function pageFacts(flat: Flat): Pick<FoundRecipe, 'yields' | 'totalTimeMinutes'> {
  let yields: string | null = null
  let total: number | null = null
  let prep: number | null = null
  let cook: number | null = null
  for (const element of flat.elements) {
    if (isPageFurniture(element)) continue
    const text = shortText(element)
    if (!text || text.length > MAX_HEADING_LENGTH) continue
    if (yields === null) {
      const value = YIELD_WITH_UNIT.test(asciiDigits(text)) ? text : labelled(element, text, YIELD_LABEL)
      // "Serves 4" as written; a bare label ("Serves:") with the value that follows it.
      if (value && /\d/.test(asciiDigits(value)))
        yields = value === text || text.includes(value) ? text : `${text} ${value}`
    }
    const minutes = (label: RegExp) => {
      const value = labelled(element, text, label)
      return value ? durationMinutes(value) : null
    }
    total ??= minutes(TOTAL_LABEL)
    prep ??= minutes(PREP_LABEL)
    cook ??= minutes(COOK_LABEL)
    if (yields !== null && total !== null) break
  }
  const parts = (prep ?? 0) + (cook ?? 0)
  return { yields, totalTimeMinutes: total || (parts > 0 ? parts : null) }
}

/** The page read as a recipe; ingredients and steps may be empty when no heading was found. */
export function readPage(document: Document): FoundRecipe {
  const flat = flatten(document)
  return {
    ...emptyFound(),
    ...pageFacts(flat),
    title: pageTitle(document),
    description: pageDescription(document),
    ingredients: linesUnder(flat, INGREDIENTS_HEADING, false),
    instructions: linesUnder(flat, STEPS_HEADING, true),
    images: pagePictures(document),
  }
}
