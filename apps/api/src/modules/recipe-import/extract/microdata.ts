/**
 * schema.org Recipe in microdata: the first element with `itemscope` whose `itemtype` names Recipe
 * (schema.org, or the older data-vocabulary.org), and the `itemprop`s that belong to it (not those of
 * items nested inside it, such as a nutrition or author item).
 */
import { type AnyNode, type Document, type Element, isTag } from 'domhandler'
import { findOne, getAttributeValue } from 'domutils'
import { emptyFound, type FoundRecipe } from './fields'
import { image } from './images'
import { attributeText, collapse, nodesText, splitLines } from './text'
import { durationMinutes } from './values'

const isScope = (element: Element) => element.attribs.itemscope !== undefined

const isRecipeType = (element: Element) =>
  (getAttributeValue(element, 'itemtype') ?? '')
    .split(/\s+/)
    .some((type) => /^(https?:\/\/)?(www\.)?(schema\.org|data-vocabulary\.org)\/Recipe\/?$/i.test(type))

export function findMicrodataRecipe(document: Document): Element | null {
  return findOne((element) => isScope(element) && isRecipeType(element), document.children)
}

/** The item's properties in document order, each with its lower-case names. */
function propertiesOf(scope: Element): Array<{ names: string[]; element: Element }> {
  const properties: Array<{ names: string[]; element: Element }> = []
  const walk = (node: AnyNode) => {
    if (!isTag(node)) return
    const names = getAttributeValue(node, 'itemprop')
    if (names?.trim()) properties.push({ names: names.trim().toLowerCase().split(/\s+/), element: node })
    if (isScope(node)) return // its own properties belong to the nested item
    for (const child of node.children) walk(child)
  }
  for (const child of scope.children) walk(child)
  return properties
}

const URL_ATTRIBUTE: Record<string, string> = {
  a: 'href',
  area: 'href',
  link: 'href',
  img: 'src',
  source: 'src',
  video: 'src',
  audio: 'src',
  embed: 'src',
  iframe: 'src',
  track: 'src',
  object: 'data',
}

/** A property's value: `content` when given, the address for links and media, datetime for time, else its text. */
function valueOf(element: Element): string {
  const content = getAttributeValue(element, 'content')
  if (content !== undefined) return attributeText(content)
  const urlAttribute = URL_ATTRIBUTE[element.name]
  if (urlAttribute) return (getAttributeValue(element, urlAttribute) ?? '').trim()
  if (element.name === 'time') {
    const datetime = getAttributeValue(element, 'datetime')
    if (datetime !== undefined) return collapse(datetime)
  }
  if (element.name === 'data' || element.name === 'meter') {
    const value = getAttributeValue(element, 'value')
    if (value !== undefined) return collapse(value)
  }
  return collapse(nodesText([element]))
}

/** A nested item's own property (e.g. a HowToStep's text, an ImageObject's url). */
function nestedValue(element: Element, names: string[]): string | null {
  const properties = propertiesOf(element)
  for (const name of names) {
    const found = properties.find((property) => property.names.includes(name))
    if (found) return valueOf(found.element)
  }
  return null
}

function textValue(element: Element | undefined): string {
  return element ? valueOf(element) : ''
}

/** An element's lines: its `content` or its text, split at blocks and <br>. */
function linesOf(element: Element): string[] {
  const content = getAttributeValue(element, 'content')
  if (content !== undefined) return attributeText(content, true)
  return splitLines(nodesText([element]))
}

function stepsOf(element: Element): string[] {
  if (isScope(element)) {
    const text = nestedValue(element, ['text', 'name', 'description'])
    if (text) return [text]
  }
  return linesOf(element)
}

export function readMicrodataRecipe(scope: Element): FoundRecipe {
  const properties = propertiesOf(scope)
  const all = (...names: string[]) =>
    properties
      .filter((property) => names.some((name) => property.names.includes(name)))
      .map((property) => property.element)
  /** Like `all`, without an element that wraps others of the same list (a div around the li's). */
  const innermost = (...names: string[]) => {
    const elements = all(...names)
    const listed = new Set<unknown>(elements)
    const wrappers = new Set<unknown>()
    for (const element of elements) {
      for (let node = element.parent; node && node !== scope; node = node.parent) {
        if (listed.has(node)) wrappers.add(node)
      }
    }
    return elements.filter((element) => !wrappers.has(element))
  }
  // One line per element, unless the element itself holds several lines (a list, <br>s).
  const ingredients = innermost('recipeingredient', 'ingredients').flatMap(linesOf)
  const instructions = innermost('recipeinstructions').flatMap(stepsOf)
  const yields = textValue(all('recipeyield')[0] ?? all('yield')[0]) || null
  const duration = (name: string) => {
    const element = all(name)[0]
    return element ? durationMinutes(valueOf(element)) : null
  }
  const total = duration('totaltime')
  const parts = (duration('preptime') ?? 0) + (duration('cooktime') ?? 0)
  const images = all('image').map((element) =>
    isScope(element)
      ? image(
          nestedValue(element, ['url', 'contenturl']) ?? '',
          nestedValue(element, ['width']),
          nestedValue(element, ['height']),
        )
      : image(valueOf(element), getAttributeValue(element, 'width'), getAttributeValue(element, 'height')),
  )
  const video = all('video')[0]
  return {
    ...emptyFound(),
    title: textValue(all('name')[0]),
    description: textValue(all('description')[0]),
    ingredients,
    instructions,
    yields,
    totalTimeMinutes: total || (parts > 0 ? parts : null),
    images: images.filter((found) => found.url),
    videoUrl: video
      ? isScope(video)
        ? nestedValue(video, ['contenturl', 'embedurl', 'url'])
        : valueOf(video) || null
      : null,
  }
}
