/**
 * A recipe as a printable A4 PDF in one language: title, author, picture, description, time and
 * servings, the ingredients scaled to the servings asked for, the numbered steps and the nutrition per
 * serving. Arabic documents run right to left throughout (see src/pdf/text-layout.ts for the line ordering).
 */
import {
  type BilingualText,
  cookIngredientLine,
  displayName,
  nutrientIds,
  pickText,
  recipeNutrients,
  type Language,
} from '@sufra/core'
import { translator } from '@sufra/i18n/translate'
import { colors, startPdf, type PdfPicture } from '../../pdf/page-writer'
import { isolateLtr, plainText } from '../../pdf/text-layout'
import type { RecipeDetail } from '../recipes/read-model'

export interface RecipePdfInput {
  recipe: RecipeDetail
  /** Each ingredient line's note ("drained"), in the order of `recipe.ingredients`. */
  notes: readonly { en: string; ar: string }[]
  picture: PdfPicture | undefined
  lang: Language
  /** Servings the amounts are scaled to. */
  servings: number
}

/** The `lang` side of a text, else the other side, as plain drawable text. */
const pick = (text: BilingualText, lang: Language) => plainText(pickText(text, lang))

/** The line as a cook reads it (core's rule, as on the page), in drawable text. */
function ingredientLine(
  ingredient: RecipeDetail['ingredients'][number],
  note: BilingualText | undefined,
  lang: Language,
  fromServings: number,
  toServings: number,
): string {
  const drawable = (text: BilingualText) => ({ en: plainText(text.en), ar: plainText(text.ar) })
  return cookIngredientLine(
    {
      amount: ingredient.amount,
      unitId: ingredient.unitId,
      unit: drawable(ingredient.unit),
      name: drawable(ingredient.nameClean),
      note: note && drawable(note),
    },
    lang,
    // An amount such as 1½ stays one left-to-right run inside an Arabic line.
    { servings: { from: fromServings, to: toServings }, isolateAmount: isolateLtr },
  )
}

const nutrientNumber = new Intl.NumberFormat('en', { maximumFractionDigits: 1 })
const wholeNumber = new Intl.NumberFormat('en', { maximumFractionDigits: 0 })

export function recipeTitle(recipe: Pick<RecipeDetail, 'title'>, lang: Language): string {
  return pick(recipe.title, lang)
}

/** The PDF file of a recipe. */
export async function renderRecipePdf({
  recipe,
  notes,
  picture,
  lang,
  servings,
}: RecipePdfInput): Promise<Buffer> {
  const title = recipeTitle(recipe, lang)
  const creator = recipe.createdBy ? plainText(displayName(recipe.createdBy, lang)) : ''
  const { doc, page, finished } = startPdf(lang, { title, author: creator })
  // The same words and plural rules as the recipe page.
  const t = translator(lang)

  page.paragraph(title, page.style(24, 'bold'), { after: 2 })
  if (creator)
    page.paragraph(`${t('recipeDetail.creator.by')} ${creator}`, page.style(11, 'regular', colors.muted), {
      after: 10,
    })
  else page.y += 8
  if (picture) page.picture(picture)
  const description = pick(recipe.description, lang)
  if (description) page.paragraph(description, page.style(11.5), { after: 10 })
  page.facts([
    { label: t('recipeDetail.time.label'), value: t('recipeDetail.time', { count: recipe.time }) },
    { label: t('recipeDetail.servings.label'), value: t('recipeDetail.servings', { count: servings }) },
  ])

  if (recipe.ingredients.length > 0) {
    page.heading(t('ingredients.title'), t('ingredients.forServings', { count: servings }))
    recipe.ingredients.forEach((ingredient, index) => {
      page.bullet(ingredientLine(ingredient, notes[index], lang, recipe.servings, servings), page.style(11.5))
    })
  }

  const steps = recipe.instructions.map((instruction) => pick(instruction.step, lang)).filter(Boolean)
  if (steps.length > 0) {
    page.heading(t('instructions.title'))
    steps.forEach((step, index) => page.numbered(index + 1, step, page.style(11.5)))
  }

  const amounts = new Map(
    recipe.nutrition.nutrients.map((nutrient) => [nutrient.nutrientId, nutrient.amount]),
  )
  const basics = recipeNutrients.filter((nutrient) => nutrient.basic && amounts.has(nutrient.id))
  if (basics.length > 0) {
    page.heading(t('nutrition.title'), t('nutrition.perServing'))
    for (const nutrient of basics) {
      const amount = amounts.get(nutrient.id)!
      const number = (
        nutrient.id === nutrientIds.calories || nutrient.unit.en === 'mg' ? wholeNumber : nutrientNumber
      ).format(amount)
      page.row(nutrient.name[lang], `${isolateLtr(number)} ${nutrient.unit[lang]}`)
    }
  }

  page.footers(t('app.name'))
  doc.end()
  return finished
}
