/**
 * schema.org Recipe from JSON-LD: `<script type="application/ld+json">` blocks, read tolerantly,
 * searched through top-level arrays, `@graph`, `mainEntity` and any nesting for a node whose `@type`
 * is (or includes) Recipe; `{"@id": …}` references are followed to the node they name.
 */
import { type Document, type Element } from 'domhandler'
import { findAll, getAttributeValue, textContent } from 'domutils'
import { emptyFound, type FoundRecipe } from './fields'
import { type FoundImage, image } from './images'
import { parseJsonLoose } from './json-parse'
import { isStepNumber } from './steps'
import { cleanLines, cleanText } from './text'
import { durationMinutes } from './values'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Bounds on walking a page's JSON-LD, so a hostile page cannot make us walk forever. */
const MAX_DEPTH = 12
const MAX_NODES = 20_000

/** The type names of a node, lower case, without a vocabulary prefix ("http://schema.org/Recipe" → "recipe"). */
function typesOf(node: JsonObject): string[] {
  const type = node['@type'] ?? node.type
  const list = Array.isArray(type) ? type : [type]
  return list
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.replace(/^.*[/#:]/, '').toLowerCase())
}

const hasType = (node: JsonObject, type: string) => typesOf(node).includes(type)

function ldScripts(document: Document): Element[] {
  return findAll(
    (element) =>
      element.name === 'script' &&
      (getAttributeValue(element, 'type') ?? '').trim().toLowerCase().startsWith('application/ld+json'),
    document,
  )
}

/** Every object in the page's JSON-LD, in document order (depth-first), and the ones with an @id by id. */
function collectNodes(values: unknown[]): { nodes: JsonObject[]; byId: Map<string, JsonObject> } {
  const nodes: JsonObject[] = []
  const byId = new Map<string, JsonObject>()
  const walk = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH || nodes.length >= MAX_NODES) return
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1)
      return
    }
    if (!isObject(value)) return
    nodes.push(value)
    const id = value['@id']
    // A node that is only a reference does not replace the node it names.
    if (typeof id === 'string' && Object.keys(value).length > 1 && !byId.has(id)) byId.set(id, value)
    for (const child of Object.values(value)) {
      if (typeof child === 'object' && child !== null) walk(child, depth + 1)
    }
  }
  for (const value of values) walk(value, 0)
  return { nodes, byId }
}

/** A reference `{"@id": "…"}` replaced by the node it names (when the page has it). */
function resolver(byId: Map<string, JsonObject>) {
  return (value: Json | undefined): Json | undefined => {
    if (isObject(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1) {
      return byId.get(value['@id']) ?? value
    }
    return value
  }
}

const recipeWeight = (node: JsonObject) =>
  (node.recipeIngredient || node.ingredients ? 2 : 0) + (node.recipeInstructions ? 1 : 0)

/** The page's Recipe node: the first one that has ingredients and steps, else the fullest, else none. */
export function findJsonLdRecipe(document: Document) {
  const values = ldScripts(document).flatMap((script) => parseJsonLoose(textContent(script)))
  const { nodes, byId } = collectNodes(values)
  const recipes = nodes.filter((node) => hasType(node, 'recipe'))
  if (recipes.length === 0) return null
  let best = recipes[0]!
  for (const recipe of recipes) {
    if (recipeWeight(recipe) > recipeWeight(best)) best = recipe
    if (recipeWeight(best) === 3) break
  }
  return { recipe: best, resolve: resolver(byId) }
}

const first = (value: Json | undefined): Json | undefined => (Array.isArray(value) ? value[0] : value)

function textOf(value: Json | undefined): string {
  const item = first(value)
  if (isObject(item)) return cleanText(item.text ?? item.name ?? item['@value'])
  return cleanText(item)
}

/** An ingredient entry's lines: usually one, several when the entry holds line breaks or a list. */
function ingredientLines(item: Json): string[] {
  if (isObject(item)) {
    // PropertyValue ("value unitText name") or an object with the line as its name or text.
    if (item.value !== undefined && item.name !== undefined) {
      return [
        [item.value, item.unitText ?? item.unitCode, item.name]
          .map((part) => cleanText(part))
          .filter(Boolean)
          .join(' '),
      ]
    }
    return cleanLines(item.text ?? item.name ?? '')
  }
  return typeof item === 'number' ? [String(item)] : cleanLines(item)
}

function readIngredients(recipe: JsonObject): string[] {
  const raw = recipe.recipeIngredient ?? recipe.ingredients
  if (raw === undefined || raw === null) return []
  if (typeof raw === 'string') return cleanLines(raw)
  const list = (Array.isArray(raw) ? raw : [raw]).flat(2) as Json[]
  return list.flatMap(ingredientLines).filter(Boolean)
}

type Resolve = (value: Json | undefined) => Json | undefined

/** "Preheat the oven." names the step "Preheat the oven to 200 °C…" begins with (ignoring case and a final dot). */
const begins = (text: string, name: string) =>
  text.toLowerCase().startsWith(name.replace(/[.:]+$/, '').toLowerCase())

/** A step's or section's name, unless it only numbers the step ("Step 2", "2."). */
const stepName = (name: string) => (isStepNumber(name) ? '' : name)

/**
 * Steps: a string (split at its line breaks and paragraphs), an array of strings, HowToStep objects,
 * HowToSection objects (their name, then their `itemListElement` flattened in order), ItemList
 * wrappers. A step's `name` is a step of its own when its `text` does not begin with it (a short title
 * such as "Marinate" before the step's text); a section's name (such as "For the sauce:") is kept as a
 * step before the section's steps, as the page shows it.
 */
function readInstructions(value: Json | undefined, resolve: Resolve, depth = 0): string[] {
  const item = resolve(value)
  if (item === undefined || item === null || depth > MAX_DEPTH) return []
  if (typeof item === 'string') return cleanLines(item)
  if (Array.isArray(item)) {
    // Each string of a list is one step, whatever line breaks it holds.
    return item.flatMap((child) =>
      typeof child === 'string'
        ? [cleanText(child)].filter(Boolean)
        : readInstructions(child, resolve, depth + 1),
    )
  }
  if (!isObject(item)) return []
  const name = stepName(textOf(item.name ?? item.Name))
  const children = item.itemListElement ?? (hasType(item, 'howtosection') ? item.steps : undefined)
  const isStep = hasType(item, 'howtostep') || hasType(item, 'howtodirection') || hasType(item, 'howtotip')
  if (!isStep && children !== undefined && children !== null) {
    const steps = readInstructions(children, resolve, depth + 1)
    return hasType(item, 'howtosection') && name ? [name, ...steps] : steps
  }
  if (hasType(item, 'howtosection')) return name ? [name] : []
  // A HowToStep's text is one step, whatever line breaks it holds.
  const body = item.text ?? item.description ?? item.itemListElement
  const text =
    typeof body === 'string'
      ? [cleanText(body)].filter(Boolean)
      : body
        ? readInstructions(body, resolve, depth + 1)
        : []
  if (text.length === 0) return name ? [name] : []
  return name && !begins(text[0]!, name) ? [name, ...text] : text
}

/** recipeYield as written: a string, a number, an array (["4", "4 servings"] → the wordier one) or a QuantitativeValue. */
function readYields(recipe: JsonObject): string | null {
  const raw = recipe.recipeYield ?? recipe.yield
  const candidates = (Array.isArray(raw) ? raw : [raw])
    .map((item) => {
      if (isObject(item)) {
        return [cleanText(item.value ?? item.minValue), cleanText(item.unitText)].filter(Boolean).join(' ')
      }
      return cleanText(item)
    })
    .filter(Boolean)
  if (candidates.length === 0) return null
  const withWords = candidates.find((text) => /\p{L}/u.test(text) && /\d/.test(text))
  return withWords ?? candidates[0]!
}

function readDuration(value: Json | undefined): number | null {
  const item = first(value)
  if (isObject(item)) return durationMinutes(item.maxValue ?? item.value ?? item['@value'] ?? null)
  return durationMinutes(item)
}

/** totalTime; else prepTime + cookTime (either alone); null when none is readable or all are zero. */
function readTotalTime(recipe: JsonObject): number | null {
  const total = readDuration(recipe.totalTime)
  if (total) return total
  const prep = readDuration(recipe.prepTime) ?? 0
  const cook = readDuration(recipe.cookTime) ?? 0
  return prep + cook > 0 ? prep + cook : null
}

function readImages(value: Json | undefined, resolve: Resolve, depth = 0): FoundImage[] {
  const item = resolve(value)
  if (depth > 4 || item === undefined || item === null) return []
  if (typeof item === 'string') return [image(item)]
  if (Array.isArray(item)) return item.flatMap((child) => readImages(child, resolve, depth + 1))
  if (isObject(item)) {
    const url = item.url ?? item.contentUrl
    if (typeof url === 'string') return [image(url, item.width, item.height)]
    return readImages(url, resolve, depth + 1)
  }
  return []
}

function readVideo(value: Json | undefined, resolve: Resolve): string | null {
  const item = resolve(first(value))
  if (typeof item === 'string') return item
  if (!isObject(item)) return null
  for (const key of ['contentUrl', 'embedUrl', 'url']) {
    const url = item[key]
    if (typeof url === 'string' && url.trim()) return url
  }
  return null
}

export function readJsonLdRecipe(recipe: JsonObject, resolve: Resolve): FoundRecipe {
  return {
    ...emptyFound(),
    title: textOf(recipe.name ?? recipe.headline),
    description: textOf(recipe.description),
    ingredients: readIngredients(recipe),
    instructions: readInstructions(recipe.recipeInstructions ?? recipe.RecipeInstructions, resolve),
    yields: readYields(recipe),
    totalTimeMinutes: readTotalTime(recipe),
    images: readImages(recipe.image ?? recipe.thumbnailUrl, resolve),
    videoUrl: readVideo(recipe.video, resolve),
  }
}
