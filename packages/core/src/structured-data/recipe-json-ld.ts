import { cookIngredientLine } from '../ingredient-line/cook-line'
import type { Language } from '../language/detect-language'
import { nutrientIds } from '../nutrition/nutrients'
import { type BilingualText, displayName, pickText } from '../text/bilingual'

/**
 * The parts of the API's `Recipe` that structured data uses (a structural type, so the generated
 * `Schema<'Recipe'>` and the server's read model both fit).
 */
export interface JsonLdRecipe {
  readonly title: BilingualText
  readonly description: BilingualText
  readonly thumbnail: { readonly url: string } | null
  readonly otherImages: readonly { readonly url: string }[]
  readonly createdBy: {
    readonly _id?: string
    readonly firstName: BilingualText
    readonly lastName: BilingualText
    readonly username: string
  } | null
  readonly createdAt: string
  /** Minutes. */
  readonly time: number
  readonly servings: number
  readonly ingredients: readonly {
    readonly amount: number | null
    readonly unit: BilingualText
    readonly unitId?: string
    readonly nameClean: BilingualText
  }[]
  readonly instructions: readonly { readonly step: BilingualText }[]
  readonly nutrition: {
    readonly nutrients: readonly { readonly nutrientId: number; readonly amount: number }[]
  }
  readonly category: readonly { readonly name: BilingualText }[]
  readonly cuisine: readonly { readonly name: BilingualText }[]
  readonly likesCount: number
  readonly commentsCount: number
  readonly videoUrl: string | null
}

export interface JsonLdOptions {
  /** The language of the page the data describes. */
  readonly lang: Language
  /** The page's absolute URL (`https://sufra.app/en/recipe/<id>`); relative picture URLs resolve against it. */
  readonly url: string
}

type JsonLdValue = string | number | boolean | null | JsonLdValue[] | { [key: string]: JsonLdValue }
export type JsonLdObject = { [key: string]: JsonLdValue }

/** The `lang` side of a text, else the other side (trimmed; '' when both are empty). */
const pick = (text: BilingualText, lang: Language) => pickText(text, lang).trim()

/** Minutes as an ISO 8601 duration: 90 → `PT1H30M`, 45 → `PT45M`, 120 → `PT2H`. */
export function isoDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes))
  const hours = Math.floor(whole / 60)
  const rest = whole % 60
  if (whole === 0) return 'PT0M'
  return `PT${hours ? `${hours}H` : ''}${rest ? `${rest}M` : ''}`
}

const round = (value: number, digits: number) => {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

/** The line as a cook reads it on the page (`½ cup tahini`, `salt to taste`). */
function ingredientLine(ingredient: JsonLdRecipe['ingredients'][number], lang: Language): string {
  const { nameClean, ...line } = ingredient
  return cookIngredientLine({ ...line, unitId: line.unitId ?? '', name: nameClean }, lang).trim()
}

/** schema.org NutritionInformation properties by USDA nutrient number, with the unit word they carry. */
const NUTRITION_PROPERTIES: readonly [
  property: string,
  ids: readonly number[],
  unit: string,
  digits: number,
][] = [
  ['calories', [nutrientIds.calories], 'calories', 0],
  ['fatContent', [nutrientIds.fat], 'g', 1],
  ['saturatedFatContent', [nutrientIds.saturatedFat], 'g', 1],
  ['transFatContent', [nutrientIds.transFat], 'g', 1],
  ['unsaturatedFatContent', [nutrientIds.monounsaturatedFat, nutrientIds.polyunsaturatedFat], 'g', 1],
  ['carbohydrateContent', [nutrientIds.carbohydrates], 'g', 1],
  ['sugarContent', [nutrientIds.sugar], 'g', 1],
  ['fiberContent', [nutrientIds.fiber], 'g', 1],
  ['proteinContent', [nutrientIds.protein], 'g', 1],
  ['cholesterolContent', [nutrientIds.cholesterol], 'mg', 0],
  ['sodiumContent', [nutrientIds.sodium], 'mg', 0],
]

function nutritionInformation(recipe: JsonLdRecipe): JsonLdObject | undefined {
  const amounts = new Map(
    recipe.nutrition.nutrients.map((nutrient) => [nutrient.nutrientId, nutrient.amount]),
  )
  const info: JsonLdObject = { '@type': 'NutritionInformation' }
  let any = false
  for (const [property, ids, unit, digits] of NUTRITION_PROPERTIES) {
    const present = ids.filter((id) => amounts.has(id))
    if (present.length === 0) continue
    const total = present.reduce((sum, id) => sum + (amounts.get(id) ?? 0), 0)
    info[property] = `${round(total, digits)} ${unit}`
    any = true
  }
  return any ? info : undefined
}

function absolute(url: string, base: string): string | undefined {
  try {
    return new URL(url, base).toString()
  } catch {
    return undefined
  }
}

/** A direct video file (played by a video element) rather than a page that embeds one. */
const VIDEO_FILE = /\.(mp4|webm|ogg|ogv|mov|m4v)(\?|#|$)/i

/**
 * schema.org `Recipe` structured data for a recipe page in `lang`: each text in that language, else
 * the other side. Optional properties are left out when the recipe has nothing for them.
 */
export function recipeJsonLd(recipe: JsonLdRecipe, { lang, url }: JsonLdOptions): JsonLdObject {
  const name = pick(recipe.title, lang)
  const description = pick(recipe.description, lang)
  const images = [recipe.thumbnail, ...recipe.otherImages]
    .flatMap((image) => (image?.url ? [absolute(image.url, url)] : []))
    .filter((image): image is string => image !== undefined)

  const data: JsonLdObject = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name,
    url,
    inLanguage: lang,
  }
  if (description) data.description = description
  if (images.length > 0) data.image = images
  if (recipe.createdBy) {
    const person = recipe.createdBy
    const author: JsonLdObject = { '@type': 'Person', name: displayName(person, lang) }
    const profile = person._id
      ? absolute(`/${lang}/creators/${encodeURIComponent(person._id)}`, url)
      : undefined
    if (profile) author.url = profile
    data.author = author
  }
  data.datePublished = recipe.createdAt
  if (recipe.time > 0) data.totalTime = isoDuration(recipe.time)
  data.recipeYield = String(recipe.servings)
  const categories = recipe.category.map((term) => pick(term.name, lang)).filter(Boolean)
  if (categories.length > 0) data.recipeCategory = categories
  const cuisines = recipe.cuisine.map((term) => pick(term.name, lang)).filter(Boolean)
  if (cuisines.length > 0) data.recipeCuisine = cuisines
  data.recipeIngredient = recipe.ingredients
    .map((ingredient) => ingredientLine(ingredient, lang))
    .filter(Boolean)
  data.recipeInstructions = recipe.instructions
    .map((instruction) => pick(instruction.step, lang))
    .filter(Boolean)
    .map((text): JsonLdObject => ({ '@type': 'HowToStep', text }))
  const nutrition = nutritionInformation(recipe)
  if (nutrition) data.nutrition = nutrition

  const video = recipe.videoUrl ? absolute(recipe.videoUrl, url) : undefined
  if (video) {
    const videoObject: JsonLdObject = {
      '@type': 'VideoObject',
      name,
      description: description || name,
      uploadDate: recipe.createdAt,
    }
    if (images.length > 0) videoObject.thumbnailUrl = images
    videoObject[VIDEO_FILE.test(video) ? 'contentUrl' : 'embedUrl'] = video
    data.video = videoObject
  }

  data.interactionStatistic = [
    {
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/LikeAction',
      userInteractionCount: recipe.likesCount,
    },
    {
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/CommentAction',
      userInteractionCount: recipe.commentsCount,
    },
  ]
  return data
}

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g

/**
 * JSON for a `<script type="application/ld+json">` element: `<`, `>`, `&`, U+2028 and U+2029 become
 * `\uXXXX` escapes, so no text inside (such as `</script>` or `<!--`) can end or change the element,
 * while JSON.parse reads the same value back.
 */
export function serializeJsonLd(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(
    UNSAFE_IN_SCRIPT,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}
