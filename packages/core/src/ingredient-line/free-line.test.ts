import { describe, expect, it } from 'vitest'
import type { Language } from '../language/detect-language'
import { type FreeIngredientLine, parseFreeIngredientLine } from './free-line'

type Expected = [
  quantity: number | null,
  quantityMax: number | null,
  unitId: FreeIngredientLine['unitId'],
  name: string,
  note: string | null,
]

function expectLine(line: string, language: Language | undefined, expected: Expected) {
  const [quantity, quantityMax, unitId, name, note] = expected
  const parsed = parseFreeIngredientLine(line, language)
  if (quantity === null) expect(parsed.quantity, 'quantity').toBeNull()
  else expect(parsed.quantity, 'quantity').toBeCloseTo(quantity, 6)
  if (quantityMax === null) expect(parsed.quantityMax, 'quantityMax').toBeNull()
  else expect(parsed.quantityMax, 'quantityMax').toBeCloseTo(quantityMax, 6)
  expect({ unitId: parsed.unitId, name: parsed.name, note: parsed.note }).toEqual({ unitId, name, note })
}

describe('parseFreeIngredientLine: English', () => {
  it.each<[string, Expected]>([
    // the examples
    ['1 (14 oz) can diced tomatoes, drained', [1, null, 'can', 'diced tomatoes', '14 oz, drained']],
    ['2-3 cloves garlic, minced', [2, 3, 'clove', 'garlic', 'minced']],
    ['a pinch of salt', [1, null, 'pinch', 'salt', null]],
    // amounts
    ['2 eggs', [2, null, null, 'eggs', null]],
    ['1/2 cup milk', [0.5, null, 'cup', 'milk', null]],
    ['1 1/2 cups flour', [1.5, null, 'cup', 'flour', null]],
    ['1½ cups flour', [1.5, null, 'cup', 'flour', null]],
    ['1 ½ cups flour', [1.5, null, 'cup', 'flour', null]],
    ['¾ tsp salt', [0.75, null, 'tsp', 'salt', null]],
    ['1⁄4 tsp salt', [0.25, null, 'tsp', 'salt', null]],
    ['1-1/2 cups stock', [1.5, null, 'cup', 'stock', null]],
    ['1/2-3/4 cup sugar', [0.5, 0.75, 'cup', 'sugar', null]],
    ['.5 cup cream', [0.5, null, 'cup', 'cream', null]],
    ['2.5 kg potatoes', [2.5, null, 'kg', 'potatoes', null]],
    ['200g flour', [200, null, 'g', 'flour', null]],
    ['2–3 tablespoons honey', [2, 3, 'tbsp', 'honey', null]],
    ['2 to 3 cups water', [2, 3, 'cup', 'water', null]],
    ['2 or 3 eggs', [2, 3, null, 'eggs', null]],
    ['one cup milk', [1, null, 'cup', 'milk', null]],
    ['twelve oysters', [12, null, null, 'oysters', null]],
    ['one or two shallots', [1, 2, null, 'shallots', null]],
    ['an onion', [1, null, null, 'onion', null]],
    ['half a cup of sugar', [0.5, null, 'cup', 'sugar', null]],
    ['a half cup sugar', [0.5, null, 'cup', 'sugar', null]],
    ['a quarter cup olive oil', [0.25, null, 'cup', 'olive oil', null]],
    ['three quarters cup rice', [0.75, null, 'cup', 'rice', null]],
    ['one and a half cups milk', [1.5, null, 'cup', 'milk', null]],
    ['2 and a half cups flour', [2.5, null, 'cup', 'flour', null]],
    ['a dozen eggs', [1, null, 'dozen', 'eggs', null]],
    ['a couple of bay leaves', [2, null, null, 'bay leaves', null]],
    ['about 2 cups sugar', [2, null, 'cup', 'sugar', 'about']],
    ['a few sprigs of thyme', [null, null, 'sprig', 'thyme', 'a few']],
    // units: abbreviations, periods, plurals, case
    ['3 Tbs. butter', [3, null, 'tbsp', 'butter', null]],
    ['2 tbsp. olive oil', [2, null, 'tbsp', 'olive oil', null]],
    ['1 T sugar', [1, null, 'tbsp', 'sugar', null]],
    ['1 t salt', [1, null, 'tsp', 'salt', null]],
    ['2 c. flour', [2, null, 'cup', 'flour', null]],
    ['8 oz. cream cheese', [8, null, 'oz', 'cream cheese', null]],
    ['2 lb(s) chicken thighs', [2, null, 'lb', 'chicken thighs', null]],
    ['3 lbs beef chuck', [3, null, 'lb', 'beef chuck', null]],
    ['2 fl oz rum', [2, null, 'fl oz', 'rum', null]],
    ['500 ml stock', [500, null, 'ml', 'stock', null]],
    ['1 L water', [1, null, 'l', 'water', null]],
    ['1 stick butter', [1, null, 'stick', 'butter', null]],
    ['4 slices bacon', [4, null, 'slice', 'bacon', null]],
    ['1 bunch cilantro', [1, null, 'bunch', 'cilantro', null]],
    ['1 head lettuce', [1, null, 'head', 'lettuce', null]],
    ['2 stalks celery, chopped', [2, null, 'stalk', 'celery', 'chopped']],
    ['1 package yeast', [1, null, 'package', 'yeast', null]],
    ['2 tablespoons', [2, null, 'tbsp', '', null]],
    ['4 rolls', [4, null, null, 'rolls', null]],
    // sizes, package sizes and other measures
    ['2 large eggs', [2, null, 'large', 'eggs', null]],
    ['1 medium-size onion, peeled', [1, null, 'medium', 'onion', 'peeled']],
    ['1 14-ounce can coconut milk', [1, null, 'can', 'coconut milk', '14-ounce']],
    ['2 8-ounce packages cream cheese, softened', [2, null, 'package', 'cream cheese', '8-ounce, softened']],
    ['1 1-inch piece ginger', [1, null, 'piece', 'ginger', '1-inch']],
    ['1 large can tomatoes', [1, null, 'can', 'tomatoes', 'large']],
    ['8 thick slices country bread', [8, null, 'slice', 'country bread', 'thick']],
    ['1 large or 2 medium leeks', [1, null, 'large', 'leeks', 'or 2 medium']],
    ['1 cup/200 grams sugar', [1, null, 'cup', 'sugar', '200 grams']],
    ['1 cup plus 2 tablespoons flour', [1, null, 'cup', 'flour', 'plus 2 tablespoons']],
    ['1 1/2 cups, plus 2 teaspoons, sifted flour', [1.5, null, 'cup', 'flour', 'sifted, plus 2 teaspoons']],
    ['4 garlic cloves', [4, null, 'clove', 'garlic', null]],
    ['3 thyme sprigs', [3, null, 'sprig', 'thyme', null]],
    // names and notes
    ['Salt to taste', [null, null, 'to taste', 'Salt', null]],
    ['Freshly ground black pepper, to taste', [null, null, 'to taste', 'black pepper', 'Freshly ground']],
    ['Olive oil, as needed', [null, null, 'as needed', 'Olive oil', null]],
    ['1 teaspoon salt, or to taste', [1, null, 'tsp', 'salt', 'or to taste']],
    ['2 carrots, peeled and diced', [2, null, null, 'carrots', 'peeled and diced']],
    ['1 jar jelly, warmed', [1, null, 'jar', 'jelly', 'warmed']],
    [
      '1 cup/200 grams, packed, light brown sugar',
      [1, null, 'cup', 'light brown sugar', '200 grams, packed'],
    ],
    ['1/4 cup finely chopped parsley', [0.25, null, 'cup', 'parsley', 'finely chopped']],
    ['Parsley for garnish', [null, null, null, 'Parsley', 'for garnish']],
    ['2 tablespoons heavy cream (optional)', [2, null, 'tbsp', 'heavy cream', 'optional']],
    ['1 cup walnuts or pecans', [1, null, 'cup', 'walnuts', 'or pecans']],
    ['Honey or maple syrup, to taste', [null, null, 'to taste', 'Honey', 'or maple syrup']],
    [
      '2 cups cooked medium- or long-grain rice',
      [2, null, 'cup', 'medium-grain rice', 'cooked, or long-grain rice'],
    ],
    ['2 teaspoons finely and freshly ground pepper', [2, null, 'tsp', 'pepper', 'finely and freshly ground']],
    ['5 to 6 cups/625 grams to 750 grams flour', [5, 6, 'cup', 'flour', '625 grams to 750 grams']],
    ['Juice of 1 lemon', [1, null, null, 'lemon', 'Juice']],
    ['3 cups of chopped tomatoes', [3, null, 'cup', 'tomatoes', 'chopped']],
    ['1/2 oz. <a href="/recipes/thyme-syrup">thyme syrup</a>', [0.5, null, 'oz', 'thyme syrup', null]],
    ['For the sauce:', [null, null, null, 'For the sauce', null]],
    ['', [null, null, null, '', null]],
  ])('%s', (line, expected) => expectLine(line, 'en', expected))
})

describe('parseFreeIngredientLine: Arabic', () => {
  it.each<[string, Expected]>([
    ['٢ كوب دقيق', [2, null, 'cup', 'دقيق', null]],
    ['نصف ملعقة صغيرة ملح', [0.5, null, 'tsp', 'ملح', null]],
    ['ملح حسب الرغبة', [null, null, 'to taste', 'ملح', null]],
    ['٣-٤ فصوص ثوم مفروم', [3, 4, 'clove', 'ثوم', 'مفروم']],
    ['علبة (٤٠٠ غرام) طماطم مقطعة', [1, null, 'can', 'طماطم', '400 غرام، مقطعة']],
    ['٢ ملعقة كبيرة زيت زيتون', [2, null, 'tbsp', 'زيت زيتون', null]],
    ['نصف كوب سكر', [0.5, null, 'cup', 'سكر', null]],
    ['١٫٥ كوب حليب', [1.5, null, 'cup', 'حليب', null]],
    ['۲ کوب آب', [2, null, 'cup', 'آب', null]],
    ['١/٢ كوب زبدة مذابة', [0.5, null, 'cup', 'زبدة', 'مذابة']],
    ['١ ١/٢ كوب أرز', [1.5, null, 'cup', 'أرز', null]],
    ['½ كوب حليب', [0.5, null, 'cup', 'حليب', null]],
    ['٢ إلى ٣ ملاعق كبيرة سكر', [2, 3, 'tbsp', 'سكر', null]],
    ['٢ أو ٣ فصوص ثوم', [2, 3, 'clove', 'ثوم', null]],
    ['من ٢ إلى ٣ أكواب ماء', [2, 3, 'cup', 'ماء', null]],
    ['ربع كوب زيت', [0.25, null, 'cup', 'زيت', null]],
    ['ثلث كوب ماء', [1 / 3, null, 'cup', 'ماء', null]],
    ['ثلاثة أرباع كوب سكر', [0.75, null, 'cup', 'سكر', null]],
    ['كوب ونصف دقيق', [1.5, null, 'cup', 'دقيق', null]],
    ['٢ كوب ونصف ماء', [2.5, null, 'cup', 'ماء', null]],
    ['٢ ونصف كوب ماء', [2.5, null, 'cup', 'ماء', null]],
    ['كوب واحد من الأرز', [1, null, 'cup', 'الأرز', null]],
    ['ثلاث حبات خيار', [3, null, 'piece', 'خيار', null]],
    ['حبة طماطم', [1, null, 'piece', 'طماطم', null]],
    ['رشة ملح', [1, null, 'pinch', 'ملح', null]],
    ['ملعقتان كبيرتان زيت زيتون', [2, null, 'tbsp', 'زيت زيتون', null]],
    ['كوبين ماء', [2, null, 'cup', 'ماء', null]],
    ['نص كيلو رز', [0.5, null, 'kg', 'رز', null]],
    ['٥٠٠ غ لحم غنم', [500, null, 'g', 'لحم غنم', null]],
    ['٢٠٠ مل حليب', [200, null, 'ml', 'حليب', null]],
    ['٢ بصلة كبيرة مفرومة', [2, null, 'large', 'بصلة', 'مفرومة']],
    ['بيضة واحدة', [1, null, null, 'بيضة', null]],
    ['بيضتان', [2, null, null, 'بيضتان', null]],
    ['٣ حبات بطاطس مقشرة ومقطعة مكعبات', [3, null, 'piece', 'بطاطس', 'مقشرة ومقطعة مكعبات']],
    ['قليل من الملح', [null, null, null, 'الملح', 'قليل']],
    ['حوالي ٢ كوب مرق دجاج', [2, null, 'cup', 'مرق دجاج', 'حوالي']],
    ['ملح وفلفل أسود حسب الرغبة', [null, null, 'to taste', 'ملح وفلفل أسود', null]],
    ['٢ ملعقة كبيرة طحينة، أو حسب الرغبة', [2, null, 'tbsp', 'طحينة', 'أو حسب الرغبة']],
    ['جوز أو لوز للتزيين', [null, null, null, 'جوز', 'للتزيين، أو لوز']],
    ['\u200f٢ كوب دقيق\u200f', [2, null, 'cup', 'دقيق', null]],
  ])('%s', (line, expected) => expectLine(line, 'ar', expected))

  it('reads Arabic when the line has Arabic letters and no language is given', () => {
    expect(parseFreeIngredientLine('٢ كوب دقيق')).toMatchObject({ quantity: 2, unitId: 'cup', name: 'دقيق' })
    expect(parseFreeIngredientLine('2 cups flour')).toMatchObject({
      quantity: 2,
      unitId: 'cup',
      name: 'flour',
    })
  })
})

// Lines written the way the New York Times' cooking pages write them (not read from the data set).
describe('parseFreeIngredientLine: NYT-style lines', () => {
  it.each<[string, Expected]>([
    ['1 cup dry vermouth', [1, null, 'cup', 'dry vermouth', null]],
    ['1 tablespoon extra-virgin olive oil', [1, null, 'tbsp', 'extra-virgin olive oil', null]],
    ['1 small onion, peeled and diced', [1, null, 'small', 'onion', 'peeled and diced']],
    ['3 to 4 jalapeño peppers, seeded and diced', [3, 4, null, 'jalapeño peppers', 'seeded and diced']],
    ['2 cups strained stock (recipe below)', [2, null, 'cup', 'strained stock', 'recipe below']],
    ['1 28-ounce can whole tomatoes, with juice', [1, null, 'can', 'whole tomatoes', '28-ounce, with juice']],
    [
      'Kosher salt and freshly ground black pepper',
      [null, null, null, 'Kosher salt and freshly ground black pepper', null],
    ],
    [
      '1/2 pound/227 grams unsalted butter (2 sticks), cut in pieces',
      [0.5, null, 'lb', 'unsalted butter', '2 sticks, 227 grams, cut in pieces'],
    ],
    ['Pinch of cayenne', [1, null, 'pinch', 'cayenne', null]],
    ['4 large garlic cloves, minced', [4, null, 'clove', 'garlic', 'large, minced']],
    [
      '1 1/4 cups cooked and pureed fresh butternut squash',
      [1.25, null, 'cup', 'butternut squash', 'cooked and pureed fresh'],
    ],
  ])('%s', (line, expected) => expectLine(line, 'en', expected))
})
