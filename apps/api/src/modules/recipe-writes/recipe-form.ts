/**
 * The recipe form's rules on the server (spec section 5), applied to the multipart text fields after the
 * contract's own checks (types, lengths, `time` and `servings` at least 1, `videoUrl` an http(s) URL).
 *
 * Every refusal is a 400 whose `message` is a sentence for a person and whose `errMessage` is
 * `<field>[<position>]: <rule>` with the position counted from 0, e.g. `ingredients[2]: Use only English`,
 * `instructions[0]: Step text is required`, `description: Use only Arabic`. The field and position are
 * what the form maps the error to; the rule is always written in English (`Use only English` /
 * `Use only Arabic`), and the client shows its own translation of the rule next to the field.
 */
import type { components } from '@sufra/api-client/schema'
import { isTextInLanguage, type Language, readIngredientLine, recipeLimits, type UnitId } from '@sufra/core'
import { badRequest, type HttpError } from '../../http/errors'
import type { FormFields } from '../../http/multipart'

export type RecipeFormFields = FormFields<components['schemas']['RecipeForm']>

// The contract's limits (RecipeForm and the lists it carries), as @sufra/core keeps them.
const {
  maxIngredients: MAX_INGREDIENTS,
  maxInstructions: MAX_INSTRUCTIONS,
  maxOtherImages: MAX_OTHER_IMAGES,
  minQuantity: MIN_QUANTITY,
  maxQuantity: MAX_QUANTITY,
  ingredientLine: MAX_LINE_LENGTH,
  ingredientName: MAX_NAME_LENGTH,
  step: MAX_STEP_LENGTH,
  imageKey: MAX_KEY_LENGTH,
  maxTerms: MAX_TERMS,
  maxDeletedImages: MAX_DELETED_IMAGES,
} = recipeLimits

export interface DraftIngredient {
  amount: number
  unitId: UnitId
  name: string
}

export interface DraftInstruction {
  step: string
  /** The picture's key, or null. */
  imageKey: string | null
}

/** A checked form: everything the recipe is saved from. Picture keys are checked against the database later. */
export interface RecipeDraft {
  lang: Language
  title: string
  description: string
  time: number
  servings: number
  videoUrl: string
  ingredients: DraftIngredient[]
  instructions: DraftInstruction[]
  thumbnailKey: string | null
  otherImageKeys: string[]
  toDeleteImages: string[]
  categories: string[]
  cuisines: string[]
}

const languageNames: Record<Language, string> = { en: 'English', ar: 'Arabic' }

/** A refusal naming the field: `message` for a person, `errMessage` `field: rule` for the form. */
export function fieldError(field: string, rule: string, message: string): HttpError {
  return badRequest(message, `${field}: ${rule}`)
}

/** "ingredient 3", "step 1": positions for people count from 1. */
const ordinal = (noun: string, index: number) => `${noun} ${index + 1}`

function parseJson(field: string, text: string | undefined, label: string): unknown {
  if (text === undefined || text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw fieldError(field, 'Not valid JSON', `The ${label} could not be read: "${field}" is not valid JSON.`)
  }
}

function jsonList(field: string, text: string | undefined, label: string): unknown[] | undefined {
  const value = parseJson(field, text, label)
  if (value === undefined || value === null) return undefined
  if (!Array.isArray(value)) {
    throw fieldError(
      field,
      'Must be a JSON list',
      `The ${label} could not be read: "${field}" must be a JSON list.`,
    )
  }
  return value
}

function checkLanguage(field: string, text: string, lang: Language, what: string) {
  if (!isTextInLanguage(text, lang)) {
    throw fieldError(
      field,
      `Use only ${languageNames[lang]}`,
      `${what} must be written in ${languageNames[lang]} only.`,
    )
  }
}

function requiredText(field: string, value: string, what: string): string {
  const text = value.trim()
  if (!text) throw fieldError(field, 'Required', `${what} is required.`)
  return text
}

function readIngredients(text: string, lang: Language): DraftIngredient[] {
  const list = jsonList('ingredients', text, 'ingredients') ?? []
  if (list.length < 1 || list.length > MAX_INGREDIENTS) {
    throw fieldError(
      'ingredients',
      `Add between 1 and ${MAX_INGREDIENTS} ingredients`,
      `A recipe has between 1 and ${MAX_INGREDIENTS} ingredients; this one has ${list.length}.`,
    )
  }
  return list.map((item, index) => {
    const field = `ingredients[${index}]`
    const Ingredient = ordinal('Ingredient', index)
    if (typeof item !== 'string') {
      throw fieldError(
        field,
        'Must be a text line',
        `${Ingredient} must be a text line such as "2 tbsp olive oil".`,
      )
    }
    if (item.length > MAX_LINE_LENGTH) {
      throw fieldError(
        field,
        `At most ${MAX_LINE_LENGTH} characters`,
        `${Ingredient} is too long; write it in at most ${MAX_LINE_LENGTH} characters.`,
      )
    }
    const result = readIngredientLine(item, lang)
    if (!result.ok) {
      if (result.problem === 'unit') {
        throw fieldError(
          field,
          'Unknown unit',
          `${Ingredient} needs a unit from the list (for example cup, tbsp or g).`,
        )
      }
      throw fieldError(field, 'Quantity is required', `${Ingredient} needs a quantity, such as 2 or 0.5.`)
    }
    const { amount, unitId, name } = result.line
    if (amount < MIN_QUANTITY) {
      throw fieldError(
        field,
        `Quantity must be at least ${MIN_QUANTITY}`,
        `${Ingredient} needs a quantity of at least ${MIN_QUANTITY}.`,
      )
    }
    if (amount > MAX_QUANTITY) {
      throw fieldError(
        field,
        `Quantity must be at most ${MAX_QUANTITY}`,
        `${Ingredient} has a quantity over ${MAX_QUANTITY}.`,
      )
    }
    if (!name) throw fieldError(field, 'Name is required', `${Ingredient} needs a name.`)
    if (name.length > MAX_NAME_LENGTH) {
      throw fieldError(
        field,
        `Name of at most ${MAX_NAME_LENGTH} characters`,
        `The name of ${ordinal('ingredient', index)} is too long; write it in at most ${MAX_NAME_LENGTH} characters.`,
      )
    }
    checkLanguage(field, name, lang, `The name of ${ordinal('ingredient', index)}`)
    return { amount, unitId, name }
  })
}

/** `{ url, key }` (the url is ignored: the server knows where its pictures are) or null. */
function imageKey(field: string, value: unknown, what: string): string | null {
  if (value === null || value === undefined || value === '') return null
  const key =
    typeof value === 'object' && !Array.isArray(value) ? (value as { key?: unknown }).key : undefined
  if (typeof key !== 'string' || key === '' || key.length > MAX_KEY_LENGTH) {
    throw fieldError(
      field,
      'Not a picture',
      `${what} must be a picture uploaded with the form ({ url, key }).`,
    )
  }
  return key
}

function readInstructions(text: string, lang: Language): DraftInstruction[] {
  const list = jsonList('instructions', text, 'steps') ?? []
  if (list.length < 1 || list.length > MAX_INSTRUCTIONS) {
    throw fieldError(
      'instructions',
      `Add between 1 and ${MAX_INSTRUCTIONS} steps`,
      `A recipe has between 1 and ${MAX_INSTRUCTIONS} steps; this one has ${list.length}.`,
    )
  }
  return list.map((item, index) => {
    const field = `instructions[${index}]`
    const Step = ordinal('Step', index)
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw fieldError(
        field,
        'Must be { step, image }',
        `${Step} could not be read; send it as { step, image }.`,
      )
    }
    const { step, image } = item as { step?: unknown; image?: unknown }
    if (step !== undefined && typeof step !== 'string') {
      throw fieldError(field, 'Step text must be text', `${Step} must be text.`)
    }
    const text = (step ?? '').trim()
    if (!text) throw fieldError(field, 'Step text is required', `${Step} needs its text.`)
    if (text.length > MAX_STEP_LENGTH) {
      throw fieldError(
        field,
        `At most ${MAX_STEP_LENGTH} characters`,
        `${Step} is too long; write it in at most ${MAX_STEP_LENGTH} characters.`,
      )
    }
    checkLanguage(field, text, lang, Step)
    return { step: text, imageKey: imageKey(field, image, `The picture of ${ordinal('step', index)}`) }
  })
}

function readTerms(field: 'category' | 'cuisine', text: string | undefined): string[] {
  const list = jsonList(field, text, field === 'category' ? 'categories' : 'cuisines') ?? []
  if (list.length > MAX_TERMS) {
    throw fieldError(
      field,
      `At most ${MAX_TERMS}`,
      `Choose at most ${MAX_TERMS} ${field === 'category' ? 'categories' : 'cuisines'}.`,
    )
  }
  return list.map((item, index) => {
    if (typeof item !== 'string' || item.trim() === '') {
      throw fieldError(
        `${field}[${index}]`,
        'Must be a key',
        `Each ${field} must be given by its key, such as "dinner".`,
      )
    }
    return item.trim()
  })
}

/** Every rule that needs no database, in the order the form shows its fields. */
export function readRecipeForm(fields: RecipeFormFields): RecipeDraft {
  const lang = fields.lang
  if (fields.language !== undefined && fields.language !== (lang === 'ar' ? 'arabic' : 'english')) {
    throw fieldError(
      'language',
      'Does not match lang',
      `"language" (${fields.language}) and "lang" (${lang}) disagree.`,
    )
  }
  const title = requiredText('title', fields.title, 'The title')
  checkLanguage('title', title, lang, 'The title')
  const description = requiredText('description', fields.description, 'The description')
  checkLanguage('description', description, lang, 'The description')
  const ingredients = readIngredients(fields.ingredients, lang)
  const instructions = readInstructions(fields.instructions, lang)

  const thumbnailKey = imageKey(
    'thumbnail',
    parseJson('thumbnail', fields.thumbnail, 'thumbnail'),
    'The thumbnail',
  )
  const others = jsonList('otherImages', fields.otherImages, 'other images') ?? []
  if (others.length > MAX_OTHER_IMAGES) {
    throw fieldError(
      'otherImages',
      `At most ${MAX_OTHER_IMAGES} images`,
      `A recipe has at most ${MAX_OTHER_IMAGES} images besides the thumbnail; this one has ${others.length}.`,
    )
  }
  const otherImageKeys = others.map((image, index) =>
    imageKey(`otherImages[${index}]`, image, `Image ${index + 1}`),
  )
  if (otherImageKeys.includes(null)) {
    const index = otherImageKeys.indexOf(null)
    throw fieldError(
      `otherImages[${index}]`,
      'Not a picture',
      `Image ${index + 1} is empty; remove it or upload a picture.`,
    )
  }

  const deleted = jsonList('toDeleteImages', fields.toDeleteImages, 'images to remove') ?? []
  if (deleted.length > MAX_DELETED_IMAGES) {
    throw fieldError(
      'toDeleteImages',
      `At most ${MAX_DELETED_IMAGES} keys`,
      'Too many images to remove at once.',
    )
  }
  const toDeleteImages = deleted.map((key, index) => {
    if (typeof key !== 'string' || key === '' || key.length > MAX_KEY_LENGTH) {
      throw fieldError(
        `toDeleteImages[${index}]`,
        'Not a picture key',
        'The images to remove must be given by their keys.',
      )
    }
    return key
  })

  return {
    lang,
    title,
    description,
    time: fields.time,
    servings: fields.servings,
    videoUrl: fields.videoUrl?.trim() ?? '',
    ingredients,
    instructions,
    thumbnailKey,
    otherImageKeys: otherImageKeys as string[],
    toDeleteImages,
    categories: readTerms('category', fields.category),
    cuisines: readTerms('cuisine', fields.cuisine),
  }
}
