/**
 * A recipe read from a web page's HTML, for URL import.
 *
 * Sources, in order: schema.org Recipe in JSON-LD, then in microdata, then the page itself (title,
 * Open Graph picture, the lists under "Ingredients" / "المكونات" and "Method" / "طريقة التحضير"
 * headings). When the structured recipe lacks ingredients or steps, the next source fills them.
 *
 * Everything returned is plain text: markup stripped, entities decoded once, whitespace collapsed.
 * Addresses are absolute http(s) only. Sizes follow the product's limits (`recipeLimits` in
 * @sufra/core), so an import never produces a form the server would refuse for length:
 *
 * - title is cut to 200 characters, description to 5,000, each step to 5,000 and each ingredient line
 *   to 500 (at a word boundary when one is near the end);
 * - at most 100 ingredient lines and 50 steps are kept (the first ones; the rest are dropped);
 * - servings outside 1–100 and total times outside 1 minute – 1 week are dropped (null);
 * - at most 6 pictures (the main one and 5 others); addresses longer than 2,048 characters are dropped.
 */
import { recipeLimits } from '@sufra/core'
import { type Document } from 'domhandler'
import { parseDocument } from 'htmlparser2'
import { type FoundRecipe } from './fields'
import { rankImages } from './images'
import { tidyIngredients } from './ingredients'
import { findJsonLdRecipe, readJsonLdRecipe } from './json-ld'
import { findMicrodataRecipe, readMicrodataRecipe } from './microdata'
import { baseHref, pageDescription, pagePictures, pageTitle, readPage } from './page'
import { splitRunOnSteps } from './steps'
import { collapse, truncate } from './text'
import { firstNumber, safeUrl } from './values'

export interface ExtractedRecipe {
  title: string
  /** '' when the page gives none. */
  description: string
  /** One free-text line each, as the page writes it. */
  ingredients: string[]
  /** One step each; HowToSection steps flattened in order. */
  instructions: string[]
  /** As written ("4 servings", "Makes 12"). */
  yields: string | null
  /** The first number in `yields` ("Makes 12" → 12, "4-6" → 4), when within 1–100. */
  servings: number | null
  /** totalTime, else prepTime + cookTime, in minutes. */
  totalTimeMinutes: number | null
  /** Absolute http(s) addresses, the recipe's own first, then the page's Open Graph picture. */
  imageUrls: string[]
  videoUrl: string | null
  source: 'json-ld' | 'microdata' | 'page'
}

/** The main picture and the others a recipe may carry. */
export const MAX_IMAGES = 1 + recipeLimits.maxOtherImages
const MAX_YIELDS = 200

function servingsOf(yields: string | null): number | null {
  const number = yields === null ? null : firstNumber(yields)
  if (number === null) return null
  const whole = Math.round(number)
  return whole >= recipeLimits.minServings && whole <= recipeLimits.maxServings ? whole : null
}

function lines(list: string[], maxCount: number, maxLength: number): string[] {
  return list
    .map((line) => truncate(collapse(line), maxLength))
    .filter(Boolean)
    .slice(0, maxCount)
}

function finish(found: FoundRecipe, document: Document, pageUrl: string, source: ExtractedRecipe['source']) {
  const declaredBase = baseHref(document)
  const base = (declaredBase && safeUrl(declaredBase, pageUrl, 4096)) || pageUrl
  const yields = found.yields ? truncate(collapse(found.yields), MAX_YIELDS) || null : null
  const minutes = found.totalTimeMinutes
  const recipe: ExtractedRecipe = {
    title: truncate(collapse(found.title), recipeLimits.title),
    description: truncate(collapse(found.description), recipeLimits.description),
    ingredients: lines(
      tidyIngredients(found.ingredients),
      recipeLimits.maxIngredients,
      recipeLimits.ingredientLine,
    ),
    instructions: lines(splitRunOnSteps(found.instructions), recipeLimits.maxInstructions, recipeLimits.step),
    yields,
    servings: servingsOf(yields),
    totalTimeMinutes:
      minutes !== null && minutes >= recipeLimits.minTime && minutes <= recipeLimits.maxTime ? minutes : null,
    imageUrls: rankImages(
      [...found.images, ...pagePictures(document)],
      base,
      recipeLimits.videoUrl,
      MAX_IMAGES,
    ),
    videoUrl: found.videoUrl ? safeUrl(found.videoUrl, base, recipeLimits.videoUrl) : null,
    source,
  }
  return recipe
}

/** Fills what the structured recipe lacks from a later source. */
function fillFrom(found: FoundRecipe, more: () => FoundRecipe): FoundRecipe {
  if (found.ingredients.length > 0 && found.instructions.length > 0 && found.title) return found
  const other = more()
  return {
    ...found,
    title: found.title || other.title,
    yields: found.yields ?? other.yields,
    totalTimeMinutes: found.totalTimeMinutes ?? other.totalTimeMinutes,
    ingredients: found.ingredients.length > 0 ? found.ingredients : other.ingredients,
    instructions: found.instructions.length > 0 ? found.instructions : other.instructions,
  }
}

/** The recipe a page describes, or null when it has no readable recipe. */
export function extractRecipe(html: string, pageUrl: string): ExtractedRecipe | null {
  const document = parseDocument(html)
  const readRest = () => {
    const scope = findMicrodataRecipe(document)
    const page = readPage(document)
    if (!scope) return page
    const microdata = readMicrodataRecipe(scope)
    return fillFrom(microdata, () => page)
  }

  const jsonLd = findJsonLdRecipe(document)
  if (jsonLd) {
    const found = fillFrom(readJsonLdRecipe(jsonLd.recipe, jsonLd.resolve), readRest)
    if (!found.description) found.description = pageDescription(document)
    return finish(found, document, pageUrl, 'json-ld')
  }

  const scope = findMicrodataRecipe(document)
  if (scope) {
    const found = fillFrom(readMicrodataRecipe(scope), () => readPage(document))
    return finish(found, document, pageUrl, 'microdata')
  }

  const page = readPage(document)
  if (page.ingredients.length === 0 && page.instructions.length === 0) return null
  if (!page.title) page.title = pageTitle(document)
  return finish(page, document, pageUrl, 'page')
}
