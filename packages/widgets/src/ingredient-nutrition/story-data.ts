import type { Schema } from '@sufra/api-client'

/** Stories only: garlic as GET /ingredient/{id} answers it (USDA values per 100 g). */

const named = (
  nutrientId: number,
  nutrientName: string,
  value: number,
  unitName: string,
  name?: { en: string; ar: string },
): Schema<'IngredientNutrient'> => ({ nutrientId, nutrientName, value, unitName, ...(name ? { name } : {}) })

export const garlicNutrition: Schema<'IngredientNutrient'>[] = [
  named(1003, 'Protein', 6.36, 'G', { en: 'Protein', ar: 'البروتين' }),
  named(1004, 'Total lipid (fat)', 0.5, 'G', { en: 'Fat', ar: 'الدهون' }),
  named(1005, 'Carbohydrate, by difference', 33.1, 'G', { en: 'Carbohydrates', ar: 'الكربوهيدرات' }),
  named(1007, 'Ash', 1.5, 'G'),
  named(1008, 'Energy', 149, 'KCAL', { en: 'Calories', ar: 'السعرات الحرارية' }),
  named(1051, 'Water', 58.6, 'G', { en: 'Water', ar: 'الماء' }),
  named(1062, 'Energy', 623, 'KJ'),
  named(1079, 'Fiber, total dietary', 2.1, 'G', { en: 'Fiber', ar: 'الألياف' }),
  named(1087, 'Calcium, Ca', 181, 'MG', { en: 'Calcium', ar: 'الكالسيوم' }),
  named(1089, 'Iron, Fe', 1.7, 'MG', { en: 'Iron', ar: 'الحديد' }),
  named(1092, 'Potassium, K', 401, 'MG', { en: 'Potassium', ar: 'البوتاسيوم' }),
  named(1093, 'Sodium, Na', 17, 'MG', { en: 'Sodium', ar: 'الصوديوم' }),
  named(1098, 'Copper, Cu', 0.299, 'MG'),
  named(1103, 'Selenium, Se', 14.2, 'UG'),
  named(1162, 'Vitamin C, total ascorbic acid', 31.2, 'MG', { en: 'Vitamin C', ar: 'فيتامين ج' }),
  named(1175, 'Vitamin B-6', 1.24, 'MG', { en: 'Vitamin B6', ar: 'فيتامين ب6' }),
  named(1212, 'Isoleucine', 0.217, 'G'),
  named(1258, 'Fatty acids, total saturated', 0.089, 'G', { en: 'Saturated fat', ar: 'الدهون المشبعة' }),
  named(1265, '16:0', 0.087, 'G'),
  named(2000, 'Sugars, total', 1, 'G', { en: 'Sugar', ar: 'السكر' }),
]

export const garlicPortions: Schema<'IngredientPortion'>[] = [
  { amount: 1, unit: 'head', grams: 40 },
  { amount: 1, unit: 'cup', grams: 136 },
  { amount: 1, unit: 'tsp', grams: 2.8 },
  { amount: 3, unit: 'clove', grams: 9 },
]
