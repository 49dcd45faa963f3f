import { describe, expect, it } from 'vitest'
import { arabicUnitAliases } from './aliases-ar'
import { englishUnitAliases } from './aliases-en'
import { type UnitId, units } from './catalogue'
import { normalizeUnit, unitAliasEntries } from './normalize'

describe('normalizeUnit, English', () => {
  it.each<[string, UnitId]>([
    // canonical ids and labels, any case, stray spaces and periods
    ['cup', 'cup'],
    ['  Cup  ', 'cup'],
    ['CUP', 'cup'],
    ['cup.', 'cup'],
    ['fl oz', 'fl oz'],
    ['fl   oz', 'fl oz'],
    ['fl. oz.', 'fl oz'],
    ['fl.oz', 'fl oz'],
    ['FL OZ', 'fl oz'],
    ['fluid ounce', 'fl oz'],
    ['fluid ounces', 'fl oz'],
    ['fluid-ounces', 'fl oz'],
    // plurals
    ['cups', 'cup'],
    ['Cups.', 'cup'],
    ['cup(s)', 'cup'],
    ['leaves', 'leaf'],
    ['loaves', 'loaf'],
    ['pinches', 'pinch'],
    ['dashes', 'dash'],
    ['bunches', 'bunch'],
    ['boxes', 'box'],
    ['glasses', 'glass'],
    ['inches', 'inch'],
    ['slices', 'slice'],
    ['cloves', 'clove'],
    ['cans', 'can'],
    ['packages', 'package'],
    ['sizes', 'sizes'],
    ['size', 'sizes'],
    ['handfuls', 'handful'],
    ['quarts', 'quart'],
    ['pcs', 'piece'],
    ['kgs', 'kg'],
    ['ozs', 'oz'],
    ['mls', 'ml'],
    // spoons, including the one case-sensitive pair
    ['T', 'tbsp'],
    ['T.', 'tbsp'],
    [' T ', 'tbsp'],
    ['t', 'tsp'],
    ['t.', 'tsp'],
    ['Tbsp', 'tbsp'],
    ['TBSP', 'tbsp'],
    ['tbsp.', 'tbsp'],
    ['Tbs', 'tbsp'],
    ['tbs', 'tbsp'],
    ['tbl', 'tbsp'],
    ['tablespoon', 'tbsp'],
    ['Tablespoons', 'tbsp'],
    ['tsp', 'tsp'],
    ['Tsp', 'tsp'],
    ['tsp.', 'tsp'],
    ['tsps', 'tsp'],
    ['teaspoon', 'tsp'],
    ['teaspoons', 'tsp'],
    ['heaping tablespoons', 'tbsp'],
    ['level tsp', 'tsp'],
    ['US cup', 'cup'],
    ['dessert spoon', 'dessertspoon'],
    // mass and volume abbreviations
    ['c', 'cup'],
    ['C', 'cup'],
    ['c.', 'cup'],
    ['g', 'g'],
    ['G', 'g'],
    ['grams', 'g'],
    ['gr', 'g'],
    ['gm', 'g'],
    ['gramme', 'g'],
    ['kilo', 'kg'],
    ['kilos', 'kg'],
    ['kilograms', 'kg'],
    ['mg', 'mg'],
    ['milligrams', 'mg'],
    ['ml', 'ml'],
    ['mL', 'ml'],
    ['millilitre', 'ml'],
    ['milliliters', 'ml'],
    ['cc', 'ml'],
    ['l', 'l'],
    ['L', 'l'],
    ['litre', 'l'],
    ['liters', 'l'],
    ['ltr', 'l'],
    ['dl', 'dl'],
    ['cl', 'cl'],
    ['lb', 'lb'],
    ['lbs', 'lb'],
    ['lbs.', 'lb'],
    ['pound', 'lb'],
    ['pounds', 'lb'],
    ['oz', 'oz'],
    ['oz.', 'oz'],
    ['ounce', 'oz'],
    ['ounces', 'oz'],
    ['pt', 'pint'],
    ['qt', 'quart'],
    ['gal', 'gal'],
    ['gallons', 'gal'],
    // counted things and sizes
    ['pc', 'piece'],
    ['tin', 'can'],
    ['pkg', 'package'],
    ['pack', 'package'],
    ['pkt', 'packet'],
    ['rasher', 'slice'],
    ['in', 'inch'],
    ['in.', 'inch'],
    ['cm', 'cm'],
    ['doz', 'dozen'],
    ['sm', 'small'],
    ['med', 'medium'],
    ['medium-sized', 'medium'],
    ['lg', 'large'],
    ['Large', 'large'],
    ['to taste', 'to taste'],
    ['as needed', 'as needed'],
    // digits never stop a match
    ['cup', 'cup'],
  ])('%j → %s', (text, expected) => {
    expect(normalizeUnit(text)).toBe(expected)
    expect(normalizeUnit(text, 'en')).toBe(expected)
  })

  it.each([
    ['gas'],
    ['ga'],
    ['Ts'],
    ['ts'],
    ['tt '.repeat(3)],
    ['cupboard'],
    ['flour'],
    ['s'],
    ['es'],
    ['2'],
    ['٢'],
    [''],
    ['   '],
    ['.'],
    ['()'],
    ['constructor'],
    ['toString'],
    ['__proto__'],
  ])('%j is not a unit', (text) => {
    expect(normalizeUnit(text)).toBeUndefined()
    expect(normalizeUnit(text, 'en')).toBeUndefined()
    expect(normalizeUnit(text, 'ar')).toBeUndefined()
  })

  it('does not read Arabic text as English', () => {
    expect(normalizeUnit('كوب', 'en')).toBeUndefined()
    expect(normalizeUnit('ملعقة كبيرة', 'en')).toBeUndefined()
  })
})

describe('normalizeUnit, Arabic', () => {
  it.each<[string, UnitId]>([
    // labels, with diacritics, tatweel and spelling variants
    ['ملعقة صغيرة', 'tsp'],
    ['مِلْعَقَةٌ صَغِيرَةٌ', 'tsp'],
    ['ملعقه صغيره', 'tsp'],
    ['ملعقة  صغيرة ', 'tsp'],
    ['ملعقة كبيرة', 'tbsp'],
    ['ملعقـــة كبيـرة', 'tbsp'],
    ['ملعقة متوسطة', 'dessertspoon'],
    ['كوب', 'cup'],
    ['كُوب', 'cup'],
    ['غرام', 'g'],
    ['جرام', 'g'],
    ['غم', 'g'],
    ['غ', 'g'],
    ['كيلوغرام', 'kg'],
    ['كيلوجرام', 'kg'],
    ['كيلو', 'kg'],
    ['كغ', 'kg'],
    ['ملغ', 'mg'],
    ['مل', 'ml'],
    ['مليلتر', 'ml'],
    ['لتر', 'l'],
    ['ليتر', 'l'],
    ['أونصة', 'oz'],
    ['اونصه', 'oz'],
    ['أونصة سائلة', 'fl oz'],
    ['رطل', 'lb'],
    ['حبة', 'piece'],
    ['قطعة', 'piece'],
    ['شريحة', 'slice'],
    ['فص', 'clove'],
    ['علبة', 'can'],
    ['رشة', 'pinch'],
    ['حزمة', 'bunch'],
    ['ربطة', 'bunch'],
    ['باقة', 'bunch'],
    ['حفنة', 'handful'],
    ['رأس', 'head'],
    ['راس', 'head'],
    ['ورقة', 'leaf'],
    ['غصن', 'sprig'],
    ['عود', 'stalk'],
    ['إصبع', 'stick'],
    ['اصبع', 'stick'],
    ['مكعب', 'cube'],
    ['كيس', 'bag'],
    ['ظرف', 'sachet'],
    ['زجاجة', 'bottle'],
    ['مرطبان', 'jar'],
    ['برطمان', 'jar'],
    ['عبوة', 'package'],
    ['صندوق', 'box'],
    ['كأس', 'glass'],
    ['طبق', 'plate'],
    ['صحن', 'plate'],
    ['رغيف', 'loaf'],
    ['سم', 'cm'],
    ['بوصة', 'inch'],
    ['إنش', 'inch'],
    ['صغيرة', 'small'],
    ['متوسطة', 'medium'],
    ['كبيرة', 'large'],
    ['كبير', 'large'],
    ['حسب الرغبة', 'to taste'],
    ['حسب الحاجة', 'as needed'],
    // broken plurals
    ['ملاعق كبيرة', 'tbsp'],
    ['ملاعق صغيرة', 'tsp'],
    ['أكواب', 'cup'],
    ['اكواب', 'cup'],
    ['فصوص', 'clove'],
    ['شرائح', 'slice'],
    ['شرايح', 'slice'],
    ['علب', 'can'],
    ['أوراق', 'leaf'],
    ['رؤوس', 'head'],
    ['أغصان', 'sprig'],
    ['أكياس', 'bag'],
    ['أرغفة', 'loaf'],
    // sound plurals
    ['غرامات', 'g'],
    ['جرامات', 'g'],
    ['لترات', 'l'],
    ['حبات', 'piece'],
    ['رشات', 'pinch'],
    ['قطرات', 'drop'],
    ['حلقات', 'ring'],
    ['مكعبات', 'cube'],
    // duals, with and without their adjective
    ['ملعقتان', 'tbsp'],
    ['ملعقتين', 'tbsp'],
    ['ملعقتان كبيرتان', 'tbsp'],
    ['ملعقتين كبيرتين', 'tbsp'],
    ['ملعقتان صغيرتان', 'tsp'],
    ['ملعقتا شاي', 'tsp'],
    ['كوبان', 'cup'],
    ['كوبين', 'cup'],
    ['حبتان', 'piece'],
    ['حبتين', 'piece'],
    ['علبتان', 'can'],
    ['شريحتين', 'slice'],
    ['فصين', 'clove'],
    ['لتران', 'l'],
    ['رغيفين', 'loaf'],
    // abbreviations, regional words, the article and qualifiers
    ['م.ك', 'tbsp'],
    ['م ك', 'tbsp'],
    ['م.ص', 'tsp'],
    ['ملعقة طعام', 'tbsp'],
    ['ملعقة شاي', 'tsp'],
    ['ملعقة قهوة', 'tsp'],
    ['معلقة كبيرة', 'tbsp'],
    ['ملعقة', 'tbsp'],
    ['الكوب', 'cup'],
    ['الملعقة الكبيرة', 'tbsp'],
    ['ملعقة كبيرة ممتلئة', 'tbsp'],
    ['ملعقة صغيرة مسطحة', 'tsp'],
    ['كاسة', 'cup'],
    ['درزن', 'dozen'],
    ['دستة', 'dozen'],
    // Persian keyboard letters
    ['کیلو', 'kg'],
  ])('%j → %s', (text, expected) => {
    expect(normalizeUnit(text)).toBe(expected)
    expect(normalizeUnit(text, 'ar')).toBe(expected)
  })

  it('falls back to the English map for Latin unit text in an Arabic recipe', () => {
    expect(normalizeUnit('g', 'ar')).toBe('g')
    expect(normalizeUnit('ml', 'ar')).toBe('ml')
    expect(normalizeUnit('Tbsp', 'ar')).toBe('tbsp')
  })

  it('turns Eastern Arabic digits into Western ones before matching', () => {
    // Nothing in the catalogue contains digits, so digits never turn a non-unit into a unit …
    expect(normalizeUnit('٢')).toBeUndefined()
    expect(normalizeUnit('۲')).toBeUndefined()
    // … and the digit conversion keeps the Arabic letters intact for the look-up.
    expect(normalizeUnit('كوب٢')).toBeUndefined()
  })

  it.each([['سمان'], ['سكر'], ['دقيق'], ['ملح'], ['ملعقتان كبيرتان جدا جدا'], ['كوب شاي'], ['ال']])(
    '%j is not a unit',
    (text) => {
      expect(normalizeUnit(text)).toBeUndefined()
      expect(normalizeUnit(text, 'ar')).toBeUndefined()
    },
  )
})

describe('alias maps', () => {
  it.each(['en', 'ar'] as const)('no %s key names two units', (language) => {
    const owners = new Map<string, Set<UnitId>>()
    for (const [key, id] of unitAliasEntries(language)) {
      owners.set(key, (owners.get(key) ?? new Set()).add(id))
    }
    const collisions = [...owners].filter(([, ids]) => ids.size > 1).map(([key, ids]) => [key, [...ids]])
    expect(collisions).toEqual([])
  })

  it.each(['en', 'ar'] as const)('every %s key is non-empty and normalises back to its unit', (language) => {
    for (const [key, id] of unitAliasEntries(language)) {
      expect(key).not.toBe('')
      expect(normalizeUnit(key, language), key).toBe(id)
    }
  })

  it('finds every unit from its id, its English labels and its Arabic label', () => {
    for (const unit of units) {
      expect(normalizeUnit(unit.id, 'en'), unit.id).toBe(unit.id)
      expect(normalizeUnit(unit.en, 'en'), unit.en).toBe(unit.id)
      expect(normalizeUnit(unit.enPlural, 'en'), unit.enPlural).toBe(unit.id)
      expect(normalizeUnit(unit.ar, 'ar'), unit.ar).toBe(unit.id)
    }
  })

  it('finds every listed alias as written', () => {
    for (const [id, aliases] of Object.entries(englishUnitAliases)) {
      for (const alias of aliases ?? []) expect(normalizeUnit(alias, 'en'), alias).toBe(id)
    }
    for (const [id, aliases] of Object.entries(arabicUnitAliases)) {
      for (const alias of aliases ?? []) expect(normalizeUnit(alias, 'ar'), alias).toBe(id)
    }
  })
})
