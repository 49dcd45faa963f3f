import { z } from 'zod'
import type { Schema } from '@sufra/api-client'
import {
  type Language,
  type UnitId,
  composeIngredientLine,
  isTextInLanguage,
  isUnitId,
  recipeLimits,
} from '@sufra/core'
import { type SchemaForm, issue, maxIssue, minIssue, tooLongIssue } from '../shared'

/*
 * The recipe form's rules (spec section 5) and its payload (section 7, the contract's RecipeForm).
 * Issues carry a code (shared/form-issues.ts), not a sentence: the form words it in the page's
 * language ('Required', 'Use only English', 'Must be at least 0.1', ...).
 */

/** The contract's RecipeForm limits (spec section 9), as @sufra/core keeps them. */
export const limits = recipeLimits

export type ImageValue = Schema<'Image'>

export type IngredientRow = {
  /** Undefined while the number field is empty. */
  quantity?: number | undefined
  /** A units-catalogue id, or '' while none is chosen. */
  unitId: string
  name: string
}

export type InstructionRow = { step: string; image: ImageValue | null }

export type RecipeFormInput = {
  title: string
  description: string
  ingredients: IngredientRow[]
  instructions: InstructionRow[]
  time?: number | undefined
  servings?: number | undefined
  videoUrl: string
  /** Category keys (the category's slug). */
  category: string[]
  /** Cuisine keys. */
  cuisine: string[]
  thumbnail: ImageValue | null
  /** One entry per extra photo slot (always `limits.maxOtherImages` long); null is an empty slot. */
  otherImages: (ImageValue | null)[]
}

const HTTP_URL = /^https?:\/\/\S+$/

const image = z.object({ url: z.string(), key: z.string() })

/** A required number: empty is 'required', then the bounds (and whole numbers when asked). */
const requiredNumber = (min: number, max: number, wholeNumber: boolean) =>
  z
    .number()
    .optional()
    .superRefine((value, context) => {
      const fail = (message: string) => context.addIssue({ code: 'custom', message })
      if (value === undefined || Number.isNaN(value)) return fail(issue.required)
      if (wholeNumber && !Number.isInteger(value)) return fail(issue.wholeNumber)
      if (value < min) return fail(minIssue(min))
      if (value > max) fail(maxIssue(max))
    })
    .transform((value) => value as number)

/**
 * The form's schema for texts written in `lang` (the page's language when creating; the recipe's
 * language when editing). A text in the wrong script, or mixing both, fails with `language`.
 */
export function recipeFormSchema(lang: Language) {
  /** Required, at most `max` characters, and written in `lang` only. */
  const text = (max: number) =>
    z
      .string()
      .trim()
      .superRefine((value, context) => {
        const fail = (message: string) => context.addIssue({ code: 'custom', message })
        if (value === '') return fail(issue.required)
        if (value.length > max) return fail(tooLongIssue(max))
        if (!isTextInLanguage(value, lang)) fail(issue.language)
      })

  return z.object({
    title: text(limits.title),
    description: text(limits.description),
    ingredients: z
      .array(
        z.object({
          quantity: requiredNumber(limits.minQuantity, limits.maxQuantity, false),
          unitId: z.string().superRefine((value, context) => {
            if (value === '') context.addIssue({ code: 'custom', message: issue.required })
            else if (!isUnitId(value)) context.addIssue({ code: 'custom', message: issue.unit })
          }),
          name: text(limits.ingredientName),
        }),
      )
      .min(1, issue.required)
      .max(limits.maxIngredients, maxIssue(limits.maxIngredients)),
    instructions: z
      .array(z.object({ step: text(limits.step), image: image.nullable() }))
      .min(1, issue.required)
      .max(limits.maxInstructions, maxIssue(limits.maxInstructions)),
    time: requiredNumber(limits.minTime, limits.maxTime, true),
    servings: requiredNumber(limits.minServings, limits.maxServings, true),
    // Optional; an empty field sends no video.
    videoUrl: z
      .string()
      .trim()
      .max(limits.videoUrl, tooLongIssue(limits.videoUrl))
      .refine((value) => value === '' || (HTTP_URL.test(value) && URL.canParse(value)), issue.url),
    category: z.array(z.string()),
    cuisine: z.array(z.string()),
    thumbnail: image.nullable(),
    otherImages: z.array(image.nullable()),
  })
}

export type RecipeFormValues = z.output<ReturnType<typeof recipeFormSchema>>

/** The form as its parts (rows, steps) get it. */
export type RecipeFormHandle = SchemaForm<RecipeFormInput, RecipeFormValues>

export const emptyIngredient = (): IngredientRow => ({ quantity: undefined, unitId: '', name: '' })
export const emptyInstruction = (): InstructionRow => ({ step: '', image: null })
const emptySlots = (): (ImageValue | null)[] => Array.from({ length: limits.maxOtherImages }, () => null)

/** A fresh form: one empty ingredient row, one empty step, one serving. */
export function emptyRecipeValues(): RecipeFormInput {
  return {
    title: '',
    description: '',
    ingredients: [emptyIngredient()],
    instructions: [emptyInstruction()],
    time: undefined,
    servings: 1,
    videoUrl: '',
    category: [],
    cuisine: [],
    thumbnail: null,
    otherImages: emptySlots(),
  }
}

const imageOf = (value: { url: string; key: string } | null | undefined): ImageValue | null =>
  value ? { url: value.url, key: value.key } : null

/** An edited recipe's values, its texts in `lang` (the language it was written in). */
export function recipeValuesOf(recipe: Schema<'Recipe'>, lang: Language): RecipeFormInput {
  const others = recipe.otherImages.slice(0, limits.maxOtherImages).map(imageOf)
  const ingredients = recipe.ingredients.map((line): IngredientRow => ({
    quantity: line.amount > 0 ? line.amount : undefined,
    unitId: isUnitId(line.unitId) ? line.unitId : '',
    name: line.nameClean[lang],
  }))
  const instructions = recipe.instructions.map((line): InstructionRow => ({
    step: line.step[lang],
    image: imageOf(line.image),
  }))
  return {
    title: recipe.title[lang],
    description: recipe.description[lang],
    ingredients: ingredients.length > 0 ? ingredients : [emptyIngredient()],
    instructions: instructions.length > 0 ? instructions : [emptyInstruction()],
    time: recipe.time > 0 ? recipe.time : undefined,
    servings: recipe.servings,
    videoUrl: recipe.videoUrl ?? '',
    category: recipe.category.map((term) => term.key),
    cuisine: recipe.cuisine.map((term) => term.key),
    thumbnail: imageOf(recipe.thumbnail),
    otherImages: [...others, ...emptySlots()].slice(0, limits.maxOtherImages),
  }
}

/** The multipart text fields of POST /recipe/custom and PUT /recipe/edit/{id}. */
export type RecipeFormFields = Schema<'RecipeForm'>

/**
 * The request's fields (spec section 7): texts as they are, ingredients as a JSON list of text lines
 * ("2 tbsp olive oil", composed in `lang`), instructions as JSON `[{ step, image }]`, the photos and
 * the keys of removed photos as JSON, the language twice (`lang` and `language`).
 */
export function recipeFormFields(
  values: RecipeFormValues,
  lang: Language,
  toDeleteImages: readonly string[],
): RecipeFormFields {
  const lines = values.ingredients.map((row) =>
    composeIngredientLine({ quantity: row.quantity, unitId: row.unitId as UnitId, name: row.name }, lang),
  )
  return {
    title: values.title,
    description: values.description,
    ingredients: JSON.stringify(lines),
    instructions: JSON.stringify(
      values.instructions.map((row) => ({ step: row.step, image: imageOf(row.image) })),
    ),
    time: values.time,
    servings: values.servings,
    videoUrl: values.videoUrl,
    lang,
    language: lang === 'ar' ? 'arabic' : 'english',
    thumbnail: JSON.stringify(imageOf(values.thumbnail)),
    otherImages: JSON.stringify(values.otherImages.filter((slot) => slot !== null).map(imageOf)),
    toDeleteImages: JSON.stringify([...new Set(toDeleteImages)]),
    category: JSON.stringify(values.category),
    cuisine: JSON.stringify(values.cuisine),
  }
}

/** Where a refusal's `errMessage` points (contract: `ingredients[2]: ...`, `instructions[0]: ...`, `description: ...`). */
export type ServerErrorTarget =
  | { field: 'ingredients' | 'instructions'; index: number; message: string }
  | { field: 'description'; message: string }

/** Reads where a refusal's `errMessage` points, and the message without its `ingredients[1]: ` prefix. */
export function serverErrorTarget(errMessage: string): ServerErrorTarget | null {
  const row = /\b(ingredients|instructions)\s*\[\s*(\d+)\s*\](?:\.\w+)*\s*:?\s*/i.exec(errMessage)
  if (row) {
    const rest = errMessage.slice(row.index + row[0].length).trim()
    return {
      field: row[1]!.toLowerCase() as 'ingredients' | 'instructions',
      index: Number(row[2]),
      message: rest === '' ? errMessage : rest,
    }
  }
  const description = /\bdescription\b(?:\s*:\s*)?/i.exec(errMessage)
  if (description) {
    const rest = description.index === 0 ? errMessage.slice(description[0].length).trim() : errMessage
    return { field: 'description', message: rest === '' ? errMessage : rest }
  }
  return null
}
