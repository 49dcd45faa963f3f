import { describe, expect, it } from 'vitest'
import type { Language } from '../language/detect-language'
import { type UnitId, units } from '../units/catalogue'
import { composeIngredientLine, parseIngredientLine, readIngredientLine } from './ingredient-line'

const names: Record<Language, readonly string[]> = {
  en: ['olive oil', 'flour', 'red onion, finely chopped', 'full cream milk', 'good olive oil', 'Salt'],
  ar: ['زيت زيتون', 'دقيق', 'بصل أحمر مفروم', 'ملح', 'طحينة', 'ماء'],
}
const quantities = [2, 0.5, 1.25, 0.1, 1.333, 12, 250]

describe('composeIngredientLine', () => {
  it.each<[number, UnitId, string, Language, string]>([
    [2, 'tbsp', 'olive oil', 'en', '2 tbsp olive oil'],
    [0.5, 'cup', 'flour', 'en', '0.5 cup flour'],
    [2, 'tbsp', 'زيت زيتون', 'ar', '2 ملعقة كبيرة زيت زيتون'],
    [1.5, 'fl oz', 'milk', 'en', '1.5 fl oz milk'],
    [200, 'g', 'دقيق', 'ar', '200 غرام دقيق'],
    [1 / 3, 'cup', 'sugar', 'en', '0.333 cup sugar'],
    [2.5, 'to taste', 'salt', 'en', '2.5 to taste salt'],
    [3, 'clove', '  garlic   cloves ', 'en', '3 clove garlic cloves'],
    [0.0000001, 'g', 'saffron', 'en', '0 g saffron'],
  ])('%s %s %s (%s) → %s', (quantity, unitId, name, lang, expected) => {
    expect(composeIngredientLine({ quantity, unitId, name }, lang)).toBe(expected)
  })
})

describe('parseIngredientLine round trip', () => {
  for (const lang of ['en', 'ar'] as const) {
    it.each(units.map((unit) => [unit.id] as const))(`${lang}: every line with %s reads back`, (unitId) => {
      for (const name of names[lang]) {
        for (const quantity of quantities) {
          const line = composeIngredientLine({ quantity, unitId, name }, lang)
          expect(parseIngredientLine(line, lang), line).toEqual({ amount: quantity, unitId, name })
        }
      }
    })
  }
})

describe('parseIngredientLine', () => {
  it.each<[string, Language, number, UnitId, string]>([
    // amounts
    ['1/2 cup flour', 'en', 0.5, 'cup', 'flour'],
    ['1 1/2 cups flour', 'en', 1.5, 'cup', 'flour'],
    ['1  1 / 2 cups flour', 'en', 1.5, 'cup', 'flour'],
    ['½ cup flour', 'en', 0.5, 'cup', 'flour'],
    ['1½ cups flour', 'en', 1.5, 'cup', 'flour'],
    ['1 ½ cups flour', 'en', 1.5, 'cup', 'flour'],
    ['10¼ g yeast', 'en', 10.25, 'g', 'yeast'],
    ['¾ tsp salt', 'en', 0.75, 'tsp', 'salt'],
    ['1⁄4 tsp salt', 'en', 0.25, 'tsp', 'salt'],
    ['.5 cup milk', 'en', 0.5, 'cup', 'milk'],
    ['0.25 cup milk', 'en', 0.25, 'cup', 'milk'],
    ['200g flour', 'en', 200, 'g', 'flour'],
    ['٢ كوب دقيق', 'ar', 2, 'cup', 'دقيق'],
    ['١٫٥ كوب دقيق', 'ar', 1.5, 'cup', 'دقيق'],
    ['١/٢ كوب حليب', 'ar', 0.5, 'cup', 'حليب'],
    ['١ ١/٢ كوب حليب', 'ar', 1.5, 'cup', 'حليب'],
    ['½ كوب حليب', 'ar', 0.5, 'cup', 'حليب'],
    ['۳ ملعقة صغيرة ملح', 'ar', 3, 'tsp', 'ملح'],
    // unit spellings
    ['2 Tablespoons olive oil', 'en', 2, 'tbsp', 'olive oil'],
    ['2 tbsp. olive oil', 'en', 2, 'tbsp', 'olive oil'],
    ['2 T olive oil', 'en', 2, 'tbsp', 'olive oil'],
    ['2 t salt', 'en', 2, 'tsp', 'salt'],
    ['1 heaping tablespoon sugar', 'en', 1, 'tbsp', 'sugar'],
    ['3 fluid ounces cream', 'en', 3, 'fl oz', 'cream'],
    ['2 cups of flour', 'en', 2, 'cup', 'flour'],
    ['2 cups, flour', 'en', 2, 'cup', 'flour'],
    ['3 cloves garlic', 'en', 3, 'clove', 'garlic'],
    ['2 large eggs', 'en', 2, 'large', 'eggs'],
    ['1 pinch salt', 'en', 1, 'pinch', 'salt'],
    ['3 ملاعق كبيرة زيت زيتون', 'ar', 3, 'tbsp', 'زيت زيتون'],
    ['2 مِلْعَقَة كبيرة سكر', 'ar', 2, 'tbsp', 'سكر'],
    ['2 كوبان أرز', 'ar', 2, 'cup', 'أرز'],
    ['2 كوب من الدقيق', 'ar', 2, 'cup', 'الدقيق'],
    ['200 g دقيق', 'ar', 200, 'g', 'دقيق'],
    ['1 ملعقة كبيرة ممتلئة سكر', 'ar', 1, 'tbsp', 'ممتلئة سكر'],
    ['2 علبة بلاستيكية لبنة', 'ar', 2, 'tub', 'لبنة'],
    ['2 علبة حمص', 'ar', 2, 'can', 'حمص'],
    // HTML is text like any other
    ['1 cup <script>alert(1)</script>', 'en', 1, 'cup', '<script>alert(1)</script>'],
    // a line that ends with its unit has an empty name
    ['2 cups', 'en', 2, 'cup', ''],
    ['0 cup flour', 'en', 0, 'cup', 'flour'],
  ])('%j (%s) → %s %s %j', (text, lang, amount, unitId, name) => {
    expect(parseIngredientLine(text, lang)).toEqual({ amount, unitId, name })
  })

  it.each<[string, Language, 'empty' | 'quantity' | 'unit']>([
    ['', 'en', 'empty'],
    ['   ', 'ar', 'empty'],
    ['olive oil', 'en', 'quantity'],
    ['a pinch of salt', 'en', 'quantity'],
    ['cup 2 flour', 'en', 'quantity'],
    ['1-2 cups flour', 'en', 'quantity'],
    ['1,5 cups flour', 'en', 'quantity'],
    ['1/0 cup flour', 'en', 'quantity'],
    ['-1 cup flour', 'en', 'quantity'],
    ['2 eggs', 'en', 'unit'],
    ['2 smidgens sugar', 'en', 'unit'],
    ['2', 'en', 'unit'],
    ['2 بيض', 'ar', 'unit'],
    // English lines do not read Arabic units, and Arabic-only words are no English unit
    ['2 كوب flour', 'en', 'unit'],
    ['2 heaping', 'en', 'unit'],
  ])('%j (%s) is refused: %s', (text, lang, problem) => {
    expect(readIngredientLine(text, lang)).toEqual({ ok: false, problem })
    expect(parseIngredientLine(text, lang)).toBeNull()
  })
})
