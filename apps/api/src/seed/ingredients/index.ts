/**
 * The bundled ingredient table (`ingredients.json`, built from the catalogue and USDA SR28 by
 * `apps/api/scripts/build-ingredients.ts`) and the conversion of a recipe amount to grams.
 */
import { convertUnit, isUnitId, unitById, type UnitId } from '@sufra/core'
import data from './ingredients.json' with { type: 'json' }
import type { IngredientGroup } from './catalogue'

export { catalogue, ingredientGroups, type CatalogueEntry, type IngredientGroup } from './catalogue'

export interface NutrientInfo {
  /** FoodData Central nutrient id (1008 energy in kcal, 1003 protein, 1004 fat, 1005 carbohydrate, ...). */
  nutrientId: number
  nutrientName: string
  /** `G`, `MG`, `UG`, `KCAL`, `KJ` or `IU`. */
  unitName: string
}

/** A household measure of an ingredient: `amount` `unit` weighs `grams`. `unit` is free text (`cup, chopped`). */
export interface IngredientPortion {
  amount: number
  unit: string
  grams: number
}

export interface IngredientRecord {
  key: string
  ndbNo: string
  name: { en: string; ar: string }
  group: IngredientGroup
  pieceGrams?: number
  /** `[nutrientId, value per 100 g]`; zero values are left out (energy, protein, fat and carbs always present). */
  nutrients: [number, number][]
  /** The catalogue's kitchen measures first, then USDA's portions. */
  portions: IngredientPortion[]
}

export interface IngredientTable {
  source: string
  nutrients: NutrientInfo[]
  ingredients: IngredientRecord[]
}

/** The bundled ingredient table (the same object on every call: do not modify it). */
export function loadIngredientTable(): IngredientTable {
  return data as IngredientTable
}

/** What `gramsFor` needs of an ingredient: a table record or a database row both fit. */
export interface GramsSource {
  pieceGrams?: number | null
  portions: readonly IngredientPortion[]
}

const VOLUME_PORTION_UNITS: readonly { id: UnitId; pattern: RegExp }[] = [
  { id: 'cup', pattern: /^cups?\b/ },
  { id: 'tbsp', pattern: /^(tbsp|tablespoons?)\b/ },
  { id: 'tsp', pattern: /^(tsp|teaspoons?)\b/ },
  { id: 'fl oz', pattern: /^fl oz\b/ },
]
/** A cup of whipped cream says nothing about the density of the cream. */
const WHIPPED_MEASURE = /^(cups?|tbsp|tsp)[ ,]+whipped/

/** Plural and other forms USDA uses for the count units. */
const COUNT_ALIASES: Partial<Record<UnitId, readonly string[]>> = {
  piece: ['piece', 'pieces', 'pc'],
  leaf: ['leaf', 'leaves'],
  loaf: ['loaf', 'loaves'],
  floret: ['floret', 'florets', 'floweret', 'flowerets'],
}

/** Units that mean one whole item, so the ingredient's piece weight fits when nothing more specific does. */
const WHOLE_ITEM_UNITS: ReadonlySet<UnitId> = new Set<UnitId>([
  'count',
  'unit',
  'piece',
  'sizes',
  'head',
  'bulb',
  'ear',
  'fillet',
  'breast',
  'thigh',
  'drumstick',
  'wing',
  'loaf',
])

/** Everyday sizes of vessels that have no fixed size, in millilitres (a glass of water, a ladle of broth). */
const VESSEL_MILLILITRES: Partial<Record<UnitId, number>> = { glass: 240, mug: 300, ladle: 120 }

/** Usual weights of a loose handful or knob when the ingredient has nothing better. */
const LOOSE_MEASURE_GRAMS: Partial<Record<UnitId, number>> = { handful: 30, knob: 15 }

/** How a small or large piece compares with a typical one when USDA lists no such size. */
const SIZE_FACTOR = { small: 0.75, medium: 1, large: 1.3 } as const
type Size = keyof typeof SIZE_FACTOR

/** `1 large`, `1 Potato small (2" dia)`, `1 pepper, large`, but not `1 slice, large` or `1 extra large`. */
const SIZED_PORTION = /^(?:([a-z]+),? )?(small|medium|large)\b/
const NOT_A_WHOLE_ITEM = new Set([
  'slice',
  'leaf',
  'stalk',
  'spear',
  'wedge',
  'head',
  'ring',
  'strip',
  'sprig',
  'ear',
])
const NOT_A_WHOLE_ITEM_EXTRA = new Set(['extra', 'cup', 'cups', 'tbsp', 'tsp', 'floweret', 'floret', 'piece'])

function normalize(unit: string): string {
  return unit.trim().toLowerCase()
}

function perUnit(portion: IngredientPortion): number {
  return portion.grams / portion.amount
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The first portion whose unit starts with one of the words (`clove`, `cloves`). */
function portionStartingWith(entry: GramsSource, words: readonly string[]): IngredientPortion | undefined {
  const pattern = new RegExp(`^(${words.map(escapeRegExp).join('|')})\\b`)
  return entry.portions.find((portion) => portion.amount > 0 && pattern.test(normalize(portion.unit)))
}

/** Grams per millilitre from the volume portions: spoons first for small amounts, cups first for large ones. */
function densityFor(entry: GramsSource, millilitres: number): number | undefined {
  const order: UnitId[] = millilitres < 30 ? ['tbsp', 'tsp', 'cup', 'fl oz'] : ['cup', 'fl oz', 'tbsp', 'tsp']
  for (const id of order) {
    const { pattern } = VOLUME_PORTION_UNITS.find((unit) => unit.id === id)!
    const portion = entry.portions.find((candidate) => {
      const unit = normalize(candidate.unit)
      return candidate.amount > 0 && pattern.test(unit) && !WHIPPED_MEASURE.test(unit)
    })
    if (portion) return portion.grams / (portion.amount * unitById[id].toBase!)
  }
  return undefined
}

/** One typical piece: the catalogue's piece weight, else USDA's medium or whole item. */
function pieceGramsFor(entry: GramsSource): number | undefined {
  if (entry.pieceGrams) return entry.pieceGrams
  const portion =
    sizedPortion(entry, 'medium') ?? portionStartingWith(entry, ['piece', 'whole', 'fruit', 'each', 'item'])
  return portion && perUnit(portion)
}

function sizedPortion(entry: GramsSource, size: Size): IngredientPortion | undefined {
  return entry.portions.find((portion) => {
    const match = SIZED_PORTION.exec(normalize(portion.unit))
    if (!match || match[2] !== size || portion.amount <= 0) return false
    const first = match[1]
    return first === undefined || (!NOT_A_WHOLE_ITEM.has(first) && !NOT_A_WHOLE_ITEM_EXTRA.has(first))
  })
}

/** A small, medium or large piece: USDA's portion of that size, else the typical piece scaled. */
function sizedPieceGrams(entry: GramsSource, size: Size): number | undefined {
  if (size === 'medium' && entry.pieceGrams) return entry.pieceGrams
  const portion = sizedPortion(entry, size)
  if (portion) return perUnit(portion)
  const piece = pieceGramsFor(entry)
  return piece === undefined ? undefined : piece * SIZE_FACTOR[size]
}

/**
 * Converts a recipe amount to grams of the ingredient, or undefined when there is no sensible weight.
 * - mass units convert exactly (`200 g`, `1 lb`);
 * - the ingredient's own portion named exactly like the unit wins next (a bunch of parsley, a can of chickpeas);
 * - volume units use the density of the ingredient's cup, spoon or fluid-ounce portion, else water's (1 g/ml);
 * - `small`, `medium` and `large` use USDA's sized portions, else the typical piece scaled;
 * - other counted units use USDA's portion of that name (`clove`, `slice`, `stalk`); units that mean a whole item
 *   (`piece`, `count`, `fillet`, `head`) fall back to the piece weight; a glass, mug or ladle is taken as a usual
 *   volume, a handful as 30 g and a knob as 15 g;
 * - `to taste` and `as needed` weigh nothing.
 */
export function gramsFor(entry: GramsSource, amount: number, unitId: UnitId | string): number | undefined {
  if (!Number.isFinite(amount) || amount < 0 || !isUnitId(unitId)) return undefined
  if (unitId === 'to taste' || unitId === 'as needed') return 0
  const unit = unitById[unitId]
  if (unit.kind === 'mass') return convertUnit(amount, unitId, 'g')

  const own = entry.portions.find((portion) => portion.amount > 0 && normalize(portion.unit) === unitId)
  if (own) return amount * perUnit(own)

  const vesselMillilitres = VESSEL_MILLILITRES[unitId]
  if (unit.kind === 'volume' || vesselMillilitres !== undefined) {
    const millilitres =
      vesselMillilitres === undefined ? convertUnit(amount, unitId, 'ml')! : amount * vesselMillilitres
    return millilitres * (densityFor(entry, millilitres) ?? 1)
  }

  if (unitId === 'small' || unitId === 'medium' || unitId === 'large') {
    const grams = sizedPieceGrams(entry, unitId)
    return grams === undefined ? undefined : amount * grams
  }
  if (unitId === 'dozen') {
    const piece = pieceGramsFor(entry)
    return piece === undefined ? undefined : amount * 12 * piece
  }

  const named = portionStartingWith(entry, COUNT_ALIASES[unitId] ?? [unitId, `${unitId}s`, `${unitId}es`])
  if (named) return amount * perUnit(named)

  const loose = LOOSE_MEASURE_GRAMS[unitId]
  if (loose !== undefined) return amount * loose

  if (WHOLE_ITEM_UNITS.has(unitId)) {
    const piece = pieceGramsFor(entry)
    return piece === undefined ? undefined : amount * piece
  }
  return undefined
}
