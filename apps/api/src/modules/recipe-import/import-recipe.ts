/**
 * Importing a recipe from a web address a person typed: the page is fetched through the guarded fetcher
 * (public addresses only, capped in time and size), read by `extractRecipe` (schema.org JSON-LD, then
 * microdata, then the page's own headings), its ingredient lines parsed by `@sufra/core` and matched to the
 * catalogue as typed recipes are, its picture fetched through the same guard and stored as an upload, and
 * the recipe saved for the person with its source (`metadata {imported, site, originalUrl}`).
 *
 * The same address imported again by the same person answers the recipe imported before; two imports of
 * one address at once share one run. A global cap keeps slow pages from tying up the server.
 */
import {
  dominantLanguage,
  type Language,
  parseFreeIngredientLine,
  recipeLimits,
  type UnitId,
} from '@sufra/core'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import * as t from '../../db/schema'
import { badRequest, HttpError } from '../../http/errors'
import { encodeImage, removeUploadFile, storeImage } from '../images/store-image'
import type { DraftIngredient, RecipeDraft } from '../recipe-writes/recipe-form'
import { saveRecipe } from '../recipe-writes/save-recipe'
import { decodeHtml } from './decode-html'
import { type ExtractedRecipe, extractRecipe } from './extract'
import { ImportFetchError, safeFetch, type SafeFetchOptions } from './safe-fetch'

export const IMPORTED_MESSAGE = 'Recipe imported successfully'
export const ALREADY_IMPORTED_MESSAGE = 'You imported this recipe before; here it is.'
const NO_RECIPE_MESSAGE = "We couldn't find a recipe on that page. Try the address of the recipe itself."
const NO_INGREDIENTS_MESSAGE = "We found a recipe on that page, but couldn't read its ingredients."
const BUSY_MESSAGE = 'Sufra is importing many recipes right now. Please try again in a minute.'

/** Imports running at once, server-wide: each holds a socket and a parsed page in memory. */
export const MAX_CONCURRENT_IMPORTS = 4
/** Pages larger than this are refused while they are read (recipe pages are well under 2 MB). */
export const MAX_PAGE_BYTES = 5 * 1024 * 1024
/** The picture is fetched with the upload limit of `image/upload`. */
const MAX_PICTURE_BYTES = 10 * 1024 * 1024
const PAGE_TIMEOUTS = { firstByteTimeoutMs: 10_000, totalTimeoutMs: 20_000 }
const PICTURE_TIMEOUTS = { firstByteTimeoutMs: 10_000, totalTimeoutMs: 20_000 }

/**
 * What the form needs and the page may not say: the review form opens right after the import, so these
 * stand-ins are in front of the person before anyone else sees the recipe's details.
 */
const UNKNOWN_TIME_MINUTES = 30
const UNKNOWN_SERVINGS = 4

const {
  maxIngredients,
  maxInstructions,
  minQuantity,
  maxQuantity,
  ingredientName,
  step,
  title,
  description,
} = recipeLimits

export interface ImportSettings {
  /** Host:port pairs that may be loopback or private (tests and e2e only; empty in `pnpm start`). */
  allowHosts: readonly string[]
  /** The resolver (tests stub it); default the system's. */
  lookup?: SafeFetchOptions['lookup']
}

export interface ImportResult {
  id: string
  /** True when the person had imported this address before (nothing new was saved). */
  existing: boolean
}

/** The address as stored and compared: no fragment, the URL parser's normal form. */
export function normalizeRecipeUrl(recipeUrl: string): string {
  let url: URL
  try {
    url = new URL(recipeUrl.trim())
  } catch {
    throw badRequest('Please enter a valid web address, starting with http:// or https://.')
  }
  url.hash = ''
  return url.href
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max).trimEnd() : text)

/** One free-text line as the recipe form stores it: an amount, a catalogue unit and the name. */
export function draftIngredient(line: string, lang: Language): DraftIngredient | null {
  const parsed = parseFreeIngredientLine(line, lang)
  const name = clip([parsed.name, parsed.note].filter(Boolean).join(', '), ingredientName)
  if (!name.trim()) return null
  if (parsed.quantity === null) {
    // "salt to taste", "ice": no amount to scale; the parser has read "to taste" in either language.
    return { amount: 1, unitId: parsed.unitId === 'to taste' ? 'to taste' : 'as needed', name }
  }
  const unitId: UnitId = parsed.unitId ?? 'count'
  const amount = Math.min(maxQuantity, Math.max(minQuantity, Math.round(parsed.quantity * 1000) / 1000))
  return { amount, unitId, name }
}

/** The recipe form's draft from what the page said, in the page's language. */
export function draftFromPage(page: ExtractedRecipe): RecipeDraft {
  const lang: Language =
    dominantLanguage([page.title, ...page.ingredients, ...page.instructions].join('\n')) ?? 'en'
  const ingredients = page.ingredients
    .map((line) => draftIngredient(line, lang))
    .filter((line) => line !== null)
    .slice(0, maxIngredients)
  if (ingredients.length === 0) throw badRequest(NO_INGREDIENTS_MESSAGE)
  return {
    lang,
    title: clip(page.title, title),
    description: clip(page.description, description),
    time:
      page.totalTimeMinutes && page.totalTimeMinutes >= 1
        ? Math.round(page.totalTimeMinutes)
        : UNKNOWN_TIME_MINUTES,
    servings: page.servings && page.servings >= 1 ? Math.round(page.servings) : UNKNOWN_SERVINGS,
    videoUrl: page.videoUrl ?? '',
    ingredients,
    instructions: page.instructions
      .slice(0, maxInstructions)
      .map((text) => ({ step: clip(text, step), imageKey: null })),
    thumbnailKey: null,
    otherImageKeys: [],
    toDeleteImages: [],
    categories: [],
    cuisines: [],
  }
}

async function previousImport(app: FastifyInstance, viewerId: string, originalUrl: string) {
  const [row] = await app.db
    .select({ id: t.recipes.id })
    .from(t.recipes)
    .where(
      and(
        eq(t.recipes.creatorId, viewerId),
        eq(t.recipes.imported, true),
        eq(t.recipes.originalUrl, originalUrl),
      ),
    )
    .limit(1)
  return row?.id ?? null
}

/** Stores the page's first picture that passes the upload checks; none is fine (the person can add one). */
async function storePicture(
  app: FastifyInstance,
  viewerId: string,
  urls: readonly string[],
  settings: ImportSettings,
): Promise<string | null> {
  for (const url of urls.slice(0, 3)) {
    try {
      const picture = await safeFetch(url, {
        accept: 'image',
        maxBytes: MAX_PICTURE_BYTES,
        allowHosts: settings.allowHosts,
        lookup: settings.lookup,
        ...PICTURE_TIMEOUTS,
      })
      const stored = await storeImage(app, viewerId, await encodeImage(picture.body))
      return stored.key
    } catch (error) {
      app.log.info({ err: error, url }, 'an imported recipe picture was skipped')
    }
  }
  return null
}

let running = 0
const inFlight = new Map<string, Promise<ImportResult>>()

async function runImport(
  app: FastifyInstance,
  viewerId: string,
  originalUrl: string,
  settings: ImportSettings,
): Promise<ImportResult> {
  let page
  try {
    page = await safeFetch(originalUrl, {
      accept: 'html',
      maxBytes: MAX_PAGE_BYTES,
      allowHosts: settings.allowHosts,
      lookup: settings.lookup,
      ...PAGE_TIMEOUTS,
    })
  } catch (error) {
    if (error instanceof ImportFetchError) throw badRequest(error.message)
    throw error
  }
  const extracted = extractRecipe(decodeHtml(page.body, page.contentType), page.url)
  if (!extracted || !extracted.title.trim()) throw badRequest(NO_RECIPE_MESSAGE)
  const draft = draftFromPage(extracted)
  const thumbnailKey = await storePicture(app, viewerId, extracted.imageUrls, settings)
  try {
    const id = await saveRecipe(
      app,
      viewerId,
      null,
      { ...draft, thumbnailKey },
      {
        site: new URL(originalUrl).hostname,
        originalUrl,
      },
    )
    return { id, existing: false }
  } catch (error) {
    if (thumbnailKey) {
      await app.db.delete(t.uploads).where(eq(t.uploads.key, thumbnailKey))
      await removeUploadFile(app.storage, thumbnailKey)
    }
    throw error
  }
}

/** Imports `recipeUrl` for `viewerId` (rate limits are the route's); answers the recipe's id. */
export async function importRecipe(
  app: FastifyInstance,
  viewerId: string,
  recipeUrl: string,
  settings: ImportSettings,
): Promise<ImportResult> {
  const originalUrl = normalizeRecipeUrl(recipeUrl)
  const before = await previousImport(app, viewerId, originalUrl)
  if (before) return { id: before, existing: true }

  const key = `${viewerId}\n${originalUrl}`
  const shared = inFlight.get(key)
  if (shared) return shared
  if (running >= MAX_CONCURRENT_IMPORTS) throw new HttpError(429, BUSY_MESSAGE)
  running += 1
  const run = runImport(app, viewerId, originalUrl, settings).finally(() => {
    running -= 1
    inFlight.delete(key)
  })
  inFlight.set(key, run)
  return run
}
