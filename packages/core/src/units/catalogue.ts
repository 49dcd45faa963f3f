import type { Language } from '../language/detect-language'

/**
 * `mass` and `volume` units carry a `toBase` factor (grams, millilitres); `count` units are things
 * you count (pieces, cans, bunches, bowls) with no fixed metric size; `length` is for sizes such as
 * "a 2 cm piece of ginger"; `other` holds size words and "to taste".
 */
export type UnitKind = 'mass' | 'volume' | 'count' | 'length' | 'other'

interface UnitLabels {
  /** Stable canonical key: stored with ingredients and sent over the API. Never rename one. */
  readonly id: string
  /** English label for one (`cup`) and for any other amount (`cups`). */
  readonly en: string
  readonly enPlural: string
  /** Arabic label, the form cooks write after a number in a recipe (`2 كوب`, `3 ملعقة كبيرة`). */
  readonly ar: string
}

interface MeasuredUnit extends UnitLabels {
  readonly kind: 'mass' | 'volume'
  /** How many grams (mass) or millilitres (volume) one of this unit is. */
  readonly toBase: number
}

interface UncountedUnit extends UnitLabels {
  readonly kind: 'count' | 'length' | 'other'
  readonly toBase?: undefined
}

export type UnitDefinition = MeasuredUnit | UncountedUnit

// US customary kitchen measures (what most imported recipes and USDA portions assume).
const US_TEASPOON_ML = 4.92892159375
const US_FLUID_OUNCE_ML = 29.5735295625

const catalogue = [
  // Mass (base: gram)
  { id: 'mg', kind: 'mass', toBase: 0.001, en: 'milligram', enPlural: 'milligrams', ar: 'ملغ' },
  { id: 'g', kind: 'mass', toBase: 1, en: 'gram', enPlural: 'grams', ar: 'غرام' },
  { id: 'kg', kind: 'mass', toBase: 1000, en: 'kilogram', enPlural: 'kilograms', ar: 'كيلوغرام' },
  { id: 'oz', kind: 'mass', toBase: 28.349523125, en: 'ounce', enPlural: 'ounces', ar: 'أونصة' },
  { id: 'lb', kind: 'mass', toBase: 453.59237, en: 'pound', enPlural: 'pounds', ar: 'رطل' },

  // Volume (base: millilitre)
  { id: 'ml', kind: 'volume', toBase: 1, en: 'millilitre', enPlural: 'millilitres', ar: 'مل' },
  { id: 'cl', kind: 'volume', toBase: 10, en: 'centilitre', enPlural: 'centilitres', ar: 'سنتيلتر' },
  { id: 'dl', kind: 'volume', toBase: 100, en: 'decilitre', enPlural: 'decilitres', ar: 'ديسيلتر' },
  { id: 'l', kind: 'volume', toBase: 1000, en: 'litre', enPlural: 'litres', ar: 'لتر' },
  { id: 'drop', kind: 'volume', toBase: 0.05, en: 'drop', enPlural: 'drops', ar: 'قطرة' },
  { id: 'pinch', kind: 'volume', toBase: US_TEASPOON_ML / 16, en: 'pinch', enPlural: 'pinches', ar: 'رشة' },
  { id: 'dash', kind: 'volume', toBase: US_TEASPOON_ML / 8, en: 'dash', enPlural: 'dashes', ar: 'دفقة' },
  {
    id: 'tsp',
    kind: 'volume',
    toBase: US_TEASPOON_ML,
    en: 'teaspoon',
    enPlural: 'teaspoons',
    ar: 'ملعقة صغيرة',
  },
  {
    id: 'dessertspoon',
    kind: 'volume',
    toBase: 2 * US_TEASPOON_ML,
    en: 'dessertspoon',
    enPlural: 'dessertspoons',
    ar: 'ملعقة متوسطة',
  },
  {
    id: 'tbsp',
    kind: 'volume',
    toBase: 3 * US_TEASPOON_ML,
    en: 'tablespoon',
    enPlural: 'tablespoons',
    ar: 'ملعقة كبيرة',
  },
  {
    id: 'fl oz',
    kind: 'volume',
    toBase: US_FLUID_OUNCE_ML,
    en: 'fluid ounce',
    enPlural: 'fluid ounces',
    ar: 'أونصة سائلة',
  },
  { id: 'cup', kind: 'volume', toBase: 8 * US_FLUID_OUNCE_ML, en: 'cup', enPlural: 'cups', ar: 'كوب' },
  { id: 'pint', kind: 'volume', toBase: 16 * US_FLUID_OUNCE_ML, en: 'pint', enPlural: 'pints', ar: 'باينت' },
  {
    id: 'quart',
    kind: 'volume',
    toBase: 32 * US_FLUID_OUNCE_ML,
    en: 'quart',
    enPlural: 'quarts',
    ar: 'كوارت',
  },
  {
    id: 'gal',
    kind: 'volume',
    toBase: 128 * US_FLUID_OUNCE_ML,
    en: 'gallon',
    enPlural: 'gallons',
    ar: 'غالون',
  },

  // Length
  { id: 'mm', kind: 'length', en: 'millimetre', enPlural: 'millimetres', ar: 'ملم' },
  { id: 'cm', kind: 'length', en: 'centimetre', enPlural: 'centimetres', ar: 'سم' },
  { id: 'inch', kind: 'length', en: 'inch', enPlural: 'inches', ar: 'بوصة' },

  // Counted things: generic
  { id: 'count', kind: 'count', en: 'count', enPlural: 'count', ar: 'عدد' },
  { id: 'unit', kind: 'count', en: 'unit', enPlural: 'units', ar: 'وحدة' },
  { id: 'piece', kind: 'count', en: 'piece', enPlural: 'pieces', ar: 'حبة' },
  { id: 'dozen', kind: 'count', en: 'dozen', enPlural: 'dozen', ar: 'دزينة' },
  { id: 'serving', kind: 'count', en: 'serving', enPlural: 'servings', ar: 'حصة' },

  // Counted things: cut or shaped
  { id: 'slice', kind: 'count', en: 'slice', enPlural: 'slices', ar: 'شريحة' },
  { id: 'strip', kind: 'count', en: 'strip', enPlural: 'strips', ar: 'شريط' },
  { id: 'wedge', kind: 'count', en: 'wedge', enPlural: 'wedges', ar: 'قطعة مثلثة' },
  { id: 'ring', kind: 'count', en: 'ring', enPlural: 'rings', ar: 'حلقة' },
  { id: 'cube', kind: 'count', en: 'cube', enPlural: 'cubes', ar: 'مكعب' },
  { id: 'stick', kind: 'count', en: 'stick', enPlural: 'sticks', ar: 'إصبع' },
  { id: 'sheet', kind: 'count', en: 'sheet', enPlural: 'sheets', ar: 'رقاقة' },
  { id: 'knob', kind: 'count', en: 'knob', enPlural: 'knobs', ar: 'قطعة صغيرة' },
  { id: 'bar', kind: 'count', en: 'bar', enPlural: 'bars', ar: 'لوح' },
  { id: 'block', kind: 'count', en: 'block', enPlural: 'blocks', ar: 'قالب' },
  { id: 'loaf', kind: 'count', en: 'loaf', enPlural: 'loaves', ar: 'رغيف' },
  { id: 'roll', kind: 'count', en: 'roll', enPlural: 'rolls', ar: 'لفة' },
  { id: 'ball', kind: 'count', en: 'ball', enPlural: 'balls', ar: 'كرة' },

  // Counted things: produce and herbs
  { id: 'clove', kind: 'count', en: 'clove', enPlural: 'cloves', ar: 'فص' },
  { id: 'head', kind: 'count', en: 'head', enPlural: 'heads', ar: 'رأس' },
  { id: 'bulb', kind: 'count', en: 'bulb', enPlural: 'bulbs', ar: 'بصيلة' },
  { id: 'bunch', kind: 'count', en: 'bunch', enPlural: 'bunches', ar: 'حزمة' },
  { id: 'sprig', kind: 'count', en: 'sprig', enPlural: 'sprigs', ar: 'غصن' },
  { id: 'leaf', kind: 'count', en: 'leaf', enPlural: 'leaves', ar: 'ورقة' },
  { id: 'stalk', kind: 'count', en: 'stalk', enPlural: 'stalks', ar: 'عود' },
  { id: 'ear', kind: 'count', en: 'ear', enPlural: 'ears', ar: 'كوز' },
  { id: 'pod', kind: 'count', en: 'pod', enPlural: 'pods', ar: 'قرن' },
  { id: 'floret', kind: 'count', en: 'floret', enPlural: 'florets', ar: 'زهرة' },
  { id: 'handful', kind: 'count', en: 'handful', enPlural: 'handfuls', ar: 'حفنة' },

  // Counted things: meat and fish cuts
  { id: 'fillet', kind: 'count', en: 'fillet', enPlural: 'fillets', ar: 'فيليه' },
  { id: 'breast', kind: 'count', en: 'breast', enPlural: 'breasts', ar: 'صدر' },
  { id: 'thigh', kind: 'count', en: 'thigh', enPlural: 'thighs', ar: 'فخذ' },
  { id: 'drumstick', kind: 'count', en: 'drumstick', enPlural: 'drumsticks', ar: 'ساق' },
  { id: 'wing', kind: 'count', en: 'wing', enPlural: 'wings', ar: 'جناح' },

  // Counted things: packaging
  { id: 'can', kind: 'count', en: 'can', enPlural: 'cans', ar: 'علبة' },
  { id: 'bottle', kind: 'count', en: 'bottle', enPlural: 'bottles', ar: 'زجاجة' },
  { id: 'jar', kind: 'count', en: 'jar', enPlural: 'jars', ar: 'مرطبان' },
  { id: 'package', kind: 'count', en: 'package', enPlural: 'packages', ar: 'عبوة' },
  { id: 'packet', kind: 'count', en: 'packet', enPlural: 'packets', ar: 'باكيت' },
  { id: 'sachet', kind: 'count', en: 'sachet', enPlural: 'sachets', ar: 'ظرف' },
  { id: 'box', kind: 'count', en: 'box', enPlural: 'boxes', ar: 'صندوق' },
  { id: 'bag', kind: 'count', en: 'bag', enPlural: 'bags', ar: 'كيس' },
  { id: 'carton', kind: 'count', en: 'carton', enPlural: 'cartons', ar: 'كرتونة' },
  { id: 'container', kind: 'count', en: 'container', enPlural: 'containers', ar: 'حاوية' },
  { id: 'tub', kind: 'count', en: 'tub', enPlural: 'tubs', ar: 'علبة بلاستيكية' },

  // Counted things: kitchen vessels and tools without a fixed size
  { id: 'glass', kind: 'count', en: 'glass', enPlural: 'glasses', ar: 'كأس' },
  { id: 'mug', kind: 'count', en: 'mug', enPlural: 'mugs', ar: 'مج' },
  { id: 'bowl', kind: 'count', en: 'bowl', enPlural: 'bowls', ar: 'وعاء' },
  { id: 'plate', kind: 'count', en: 'plate', enPlural: 'plates', ar: 'طبق' },
  { id: 'tray', kind: 'count', en: 'tray', enPlural: 'trays', ar: 'صينية' },
  { id: 'scoop', kind: 'count', en: 'scoop', enPlural: 'scoops', ar: 'سكوب' },
  { id: 'ladle', kind: 'count', en: 'ladle', enPlural: 'ladles', ar: 'مغرفة' },

  // Other: sizes and open amounts
  { id: 'sizes', kind: 'other', en: 'size', enPlural: 'sizes', ar: 'حجم' },
  { id: 'small', kind: 'other', en: 'small', enPlural: 'small', ar: 'صغيرة' },
  { id: 'medium', kind: 'other', en: 'medium', enPlural: 'medium', ar: 'متوسطة' },
  { id: 'large', kind: 'other', en: 'large', enPlural: 'large', ar: 'كبيرة' },
  { id: 'to taste', kind: 'other', en: 'to taste', enPlural: 'to taste', ar: 'حسب الرغبة' },
  { id: 'as needed', kind: 'other', en: 'as needed', enPlural: 'as needed', ar: 'حسب الحاجة' },
] as const satisfies readonly UnitDefinition[]

export type UnitId = (typeof catalogue)[number]['id']
export type Unit = UnitDefinition & { readonly id: UnitId }

/** Every unit, in the order a unit picker shows them (grouped by kind). */
export const units: readonly Unit[] = catalogue

/** Every unit keyed by its canonical id. */
export const unitById: Readonly<Record<UnitId, Unit>> = Object.fromEntries(
  units.map((unit) => [unit.id, unit]),
) as Record<UnitId, Unit>

export function isUnitId(value: unknown): value is UnitId {
  return typeof value === 'string' && Object.hasOwn(unitById, value)
}

/**
 * The label to show after an amount. English uses the plural for any amount other than exactly 1
 * (`0 cups`, `1 cup`, `1.5 cups`) and the singular when no amount is given. Arabic recipe lines keep
 * the singular unit after the number (`2 كوب`), so the Arabic label does not change.
 */
export function unitLabel(id: UnitId, locale: Language, count?: number): string {
  const unit = unitById[id]
  if (locale === 'ar') return unit.ar
  return count === undefined || count === 1 ? unit.en : unit.enPlural
}

/**
 * Converts an amount between two mass units or two volume units (`convertUnit(2, 'cup', 'ml')`).
 * Returns undefined when either unit has no fixed size or the kinds differ (no density guessing).
 */
export function convertUnit(amount: number, from: UnitId, to: UnitId): number | undefined {
  const source = unitById[from]
  const target = unitById[to]
  if (source.toBase === undefined || target.toBase === undefined || source.kind !== target.kind) {
    return undefined
  }
  return (amount * source.toBase) / target.toBase
}
