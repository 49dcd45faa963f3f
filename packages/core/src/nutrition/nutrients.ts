import type { Language } from '../language/detect-language'

type Localized = Readonly<Record<Language, string>>

export interface NutrientDefinition {
  /** FoodData Central nutrient id (the USDA tables use the same numbering). */
  readonly id: number
  readonly name: Localized
  readonly unit: Localized
  /** Shown as a ring on the recipe page; the rest appear in the full nutrition table. */
  readonly basic: boolean
}

/** FoodData Central ids of the nutrients rules refer to by name. */
export const nutrientIds = {
  calories: 1008,
  fat: 1004,
  carbohydrates: 1005,
  sugar: 2000,
  protein: 1003,
  sodium: 1093,
  fiber: 1079,
  saturatedFat: 1258,
  transFat: 1257,
  monounsaturatedFat: 1292,
  polyunsaturatedFat: 1293,
  cholesterol: 1253,
} as const

const kcal = { en: 'kcal', ar: 'سعرة' } as const
const g = { en: 'g', ar: 'غ' } as const
const mg = { en: 'mg', ar: 'ملغ' } as const
const µg = { en: 'µg', ar: 'ميكروغرام' } as const

/**
 * The nutrients a recipe reports, in display order: the basic set of the spec (calories, fat,
 * carbohydrates, sugar, protein, sodium, fiber) first, then fats, minerals and vitamins.
 */
export const recipeNutrients: readonly NutrientDefinition[] = [
  { id: 1008, name: { en: 'Calories', ar: 'السعرات الحرارية' }, unit: kcal, basic: true },
  { id: 1004, name: { en: 'Fat', ar: 'الدهون' }, unit: g, basic: true },
  { id: 1005, name: { en: 'Carbohydrates', ar: 'الكربوهيدرات' }, unit: g, basic: true },
  { id: 2000, name: { en: 'Sugar', ar: 'السكر' }, unit: g, basic: true },
  { id: 1003, name: { en: 'Protein', ar: 'البروتين' }, unit: g, basic: true },
  { id: 1093, name: { en: 'Sodium', ar: 'الصوديوم' }, unit: mg, basic: true },
  { id: 1079, name: { en: 'Fiber', ar: 'الألياف' }, unit: g, basic: true },
  { id: 1258, name: { en: 'Saturated fat', ar: 'الدهون المشبعة' }, unit: g, basic: false },
  { id: 1292, name: { en: 'Monounsaturated fat', ar: 'الدهون الأحادية غير المشبعة' }, unit: g, basic: false },
  { id: 1293, name: { en: 'Polyunsaturated fat', ar: 'الدهون المتعددة غير المشبعة' }, unit: g, basic: false },
  { id: 1257, name: { en: 'Trans fat', ar: 'الدهون المتحولة' }, unit: g, basic: false },
  { id: 1253, name: { en: 'Cholesterol', ar: 'الكوليسترول' }, unit: mg, basic: false },
  { id: 1087, name: { en: 'Calcium', ar: 'الكالسيوم' }, unit: mg, basic: false },
  { id: 1089, name: { en: 'Iron', ar: 'الحديد' }, unit: mg, basic: false },
  { id: 1090, name: { en: 'Magnesium', ar: 'المغنيسيوم' }, unit: mg, basic: false },
  { id: 1091, name: { en: 'Phosphorus', ar: 'الفوسفور' }, unit: mg, basic: false },
  { id: 1092, name: { en: 'Potassium', ar: 'البوتاسيوم' }, unit: mg, basic: false },
  { id: 1095, name: { en: 'Zinc', ar: 'الزنك' }, unit: mg, basic: false },
  { id: 1106, name: { en: 'Vitamin A', ar: 'فيتامين أ' }, unit: µg, basic: false },
  { id: 1162, name: { en: 'Vitamin C', ar: 'فيتامين ج' }, unit: mg, basic: false },
  { id: 1114, name: { en: 'Vitamin D', ar: 'فيتامين د' }, unit: µg, basic: false },
  { id: 1109, name: { en: 'Vitamin E', ar: 'فيتامين هـ' }, unit: mg, basic: false },
  { id: 1185, name: { en: 'Vitamin K', ar: 'فيتامين ك' }, unit: µg, basic: false },
  { id: 1165, name: { en: 'Thiamin (B1)', ar: 'الثيامين (ب1)' }, unit: mg, basic: false },
  { id: 1166, name: { en: 'Riboflavin (B2)', ar: 'الريبوفلافين (ب2)' }, unit: mg, basic: false },
  { id: 1167, name: { en: 'Niacin (B3)', ar: 'النياسين (ب3)' }, unit: mg, basic: false },
  { id: 1175, name: { en: 'Vitamin B6', ar: 'فيتامين ب6' }, unit: mg, basic: false },
  { id: 1190, name: { en: 'Folate', ar: 'الفولات' }, unit: µg, basic: false },
  { id: 1178, name: { en: 'Vitamin B12', ar: 'فيتامين ب12' }, unit: µg, basic: false },
  { id: 1051, name: { en: 'Water', ar: 'الماء' }, unit: g, basic: false },
]

export const recipeNutrientById: ReadonlyMap<number, NutrientDefinition> = new Map(
  recipeNutrients.map((nutrient) => [nutrient.id, nutrient]),
)

/** The spec's basic set (section 9), in the order the rings, the PDF and the planner show it. */
export const BASIC_NUTRIENT_IDS: readonly number[] = recipeNutrients
  .filter((nutrient) => nutrient.basic)
  .map((nutrient) => nutrient.id)
