import { convertUnit, type UnitId, unitById } from '../units/catalogue'
import { normalizeUnit } from '../units/normalize'

/** The two ways of showing amounts a person can choose between. */
export type UnitSystem = 'metric' | 'us'
export const unitSystems: readonly UnitSystem[] = ['metric', 'us']

/** An amount line; amount null = "some" (no number, e.g. salt to taste); unit '' = no unit (3 eggs). */
export interface Quantity {
  amount: number | null
  unit: UnitId | ''
}

/** What converts volume↔mass for one ingredient (USDA portions as stored in ingredients.portions). */
export interface IngredientDensity {
  portions: readonly { amount: number; unit: string; grams: number }[]
  pieceGrams?: number | null
}

/**
 * Units that mean "this many whole items": no unit (`3 eggs`), `piece`, `unit`, `count`, and a
 * `dozen` of them. They convert into each other one for one (a dozen is twelve), and to a weight
 * only through the ingredient's typical piece weight (`pieceGrams`). Other counted units (a clove,
 * a slice, a bunch, a can) never convert: a clove of garlic is not a head, a slice is not a loaf,
 * and a can has no size we know, so they stay separate lines.
 */
const WHOLE_ITEMS: Readonly<Partial<Record<UnitId | '', number>>> = {
  '': 1,
  piece: 1,
  unit: 1,
  count: 1,
  dozen: 12,
}

/** Units that stand for an open amount: never added up, never converted. */
const OPEN_AMOUNTS: ReadonlySet<UnitId | ''> = new Set<UnitId | ''>(['to taste', 'as needed'])

type Dimension = 'mass' | 'volume' | 'items'

/** A unit's dimension and how many grams, millilitres or whole items one of it is. */
function measureOf(unit: UnitId | ''): { dimension: Dimension; factor: number } | undefined {
  const items = WHOLE_ITEMS[unit]
  if (items !== undefined) return { dimension: 'items', factor: items }
  const definition = unitById[unit as UnitId]
  if (definition === undefined || definition.toBase === undefined) return undefined
  return { dimension: definition.kind, factor: definition.toBase }
}

/** A cup of whipped cream says nothing about the density of the cream. */
const WHIPPED = /\bwhipped\b/i

/**
 * The volume unit a USDA portion is measured in (`cup`, `cup, chopped`, `cup (8 fl oz)`,
 * `tbsp chopped`, `liter`), or undefined when it is not a volume (`large`, `serving 1 tbsp`).
 */
function portionVolumeUnit(text: string): UnitId | undefined {
  if (WHIPPED.test(text)) return undefined
  const candidates = [text, text.split(/[,(]/)[0] ?? '', text.trim().split(/\s+/)[0] ?? '']
  for (const candidate of candidates) {
    const id = candidate.trim() ? normalizeUnit(candidate, 'en') : undefined
    if (id !== undefined) return unitById[id].kind === 'volume' ? id : undefined
  }
  return undefined
}

/** The measures USDA portions give densities with, in the order we trust them for an amount. */
const SMALL_AMOUNT_ORDER: readonly UnitId[] = ['tbsp', 'tsp', 'cup', 'fl oz']
const LARGE_AMOUNT_ORDER: readonly UnitId[] = ['cup', 'fl oz', 'tbsp', 'tsp']
/** Below this many millilitres, a spoon portion describes the ingredient better than a cup one. */
const SMALL_AMOUNT_ML = 30

/**
 * Grams per millilitre of the ingredient, from its portions measured by volume: for small amounts a
 * spoon portion first, for larger ones a cup portion first (the same order the seed's weights use),
 * then any other volume portion. Undefined when no portion is a volume: no water-density guess.
 */
export function gramsPerMillilitre(
  density: IngredientDensity | undefined,
  millilitres = Infinity,
): number | undefined {
  if (!density) return undefined
  const volumePortions: { unit: UnitId; gramsPerMl: number }[] = []
  for (const portion of density.portions) {
    if (!(portion.amount > 0) || !(portion.grams > 0) || !Number.isFinite(portion.grams)) continue
    const unit = portionVolumeUnit(portion.unit)
    if (unit === undefined) continue
    volumePortions.push({ unit, gramsPerMl: portion.grams / (portion.amount * unitById[unit].toBase!) })
  }
  if (volumePortions.length === 0) return undefined
  const order = millilitres < SMALL_AMOUNT_ML ? SMALL_AMOUNT_ORDER : LARGE_AMOUNT_ORDER
  for (const unit of order) {
    const found = volumePortions.find((portion) => portion.unit === unit)
    if (found) return found.gramsPerMl
  }
  return volumePortions[0]!.gramsPerMl
}

function pieceGramsOf(density: IngredientDensity | undefined): number | undefined {
  const grams = density?.pieceGrams
  return typeof grams === 'number' && Number.isFinite(grams) && grams > 0 ? grams : undefined
}

/** Grams per one unit of a dimension other than mass (`amountInDimension` picks the spoon or cup portion). */
function gramsPer(
  dimension: Dimension,
  amountInDimension: number,
  density?: IngredientDensity,
): number | undefined {
  if (dimension === 'mass') return 1
  if (dimension === 'volume') return gramsPerMillilitre(density, amountInDimension)
  return pieceGramsOf(density)
}

/**
 * `q` in unit `to`; undefined when it cannot be converted (different kinds without a density,
 * count/other units, null amounts). mass↔mass and volume↔volume always; volume↔mass via density.
 *
 * - A null amount, an open amount (`to taste`, `as needed`) or a non-finite one never converts.
 * - The same unit converts to itself (so `2 cm` is `2 cm`), any unit.
 * - Mass and volume units convert with the catalogue's factors (`convertUnit`).
 * - Volume ↔ mass uses the ingredient's grams per millilitre from its volume portions (a cup, a
 *   spoon, a fluid ounce of it); without such a portion they do not convert.
 * - Whole items (no unit, `piece`, `unit`, `count`, `dozen`) convert into each other, and ↔ mass or
 *   volume only through the ingredient's `pieceGrams`. Other counted units, lengths and sizes never
 *   convert to anything but themselves.
 */
export function convertQuantity(
  q: Quantity,
  to: UnitId | '',
  density?: IngredientDensity,
): Quantity | undefined {
  const { amount, unit } = q
  if (amount === null || !Number.isFinite(amount)) return undefined
  if (OPEN_AMOUNTS.has(unit) || OPEN_AMOUNTS.has(to)) return undefined
  if (unit === to) return { amount, unit }
  if (unit !== '' && to !== '') {
    const direct = convertUnit(amount, unit, to)
    if (direct !== undefined) return { amount: direct, unit: to }
  }
  const source = measureOf(unit)
  const target = measureOf(to)
  if (!source || !target) return undefined
  const sourceAmount = amount * source.factor
  if (source.dimension === target.dimension) return { amount: sourceAmount / target.factor, unit: to }
  const sourceGrams = gramsPer(source.dimension, sourceAmount, density)
  if (sourceGrams === undefined) return undefined
  const grams = sourceAmount * sourceGrams
  // For the target's density pick the portion by the size of the amount in the target's dimension.
  const roughTarget = target.dimension === 'volume' ? grams / (gramsPerMillilitre(density) ?? 1) : grams
  const targetGrams = gramsPer(target.dimension, roughTarget, density)
  if (targetGrams === undefined) return undefined
  return { amount: grams / targetGrams / target.factor, unit: to }
}

/** Removes binary floating-point noise (0.1 + 0.2) so sums print as a cook wrote them. */
function tidy(amount: number): number {
  return Number(amount.toPrecision(12))
}

function isAmountless(q: Quantity): boolean {
  return q.amount === null || OPEN_AMOUNTS.has(q.unit)
}

/**
 * Adds `added` into `lines` (returns a new array): into the first line it converts to (kept in that
 * line's unit), else appended as its own line. null-amount lines merge only with the same unit.
 *
 * Open amounts (`to taste`, `as needed`) behave like null amounts: one line per unit, never summed.
 * A line with a number never absorbs one without (`2 tsp` salt and salt "to taste" stay two lines).
 */
export function addQuantity(
  lines: readonly Quantity[],
  added: Quantity,
  density?: IngredientDensity,
): Quantity[] {
  const result = lines.map((line) => ({ ...line }))
  if (isAmountless(added)) {
    const same = result.some((line) => isAmountless(line) && line.unit === added.unit)
    if (!same) result.push({ amount: added.amount === null ? null : added.amount, unit: added.unit })
    return result
  }
  for (const [index, line] of result.entries()) {
    if (isAmountless(line)) continue
    const converted = convertQuantity(added, line.unit, density)
    if (converted === undefined || converted.amount === null) continue
    result[index] = { amount: tidy(line.amount! + converted.amount), unit: line.unit }
    return result
  }
  result.push({ ...added })
  return result
}

/** Every line of `b` added into `a` (see addQuantity), `a`'s lines first. */
export function mergeQuantities(
  a: readonly Quantity[],
  b: readonly Quantity[],
  density?: IngredientDensity,
): Quantity[] {
  let result = a.map((line) => ({ ...line }))
  for (const line of b) result = addQuantity(result, line, density)
  return result
}

/** The amount times `factor` (servings); a null amount stays null. `factor` must be a positive number. */
export function scaleQuantity(q: Quantity, factor: number): Quantity {
  if (!Number.isFinite(factor) || factor <= 0)
    throw new RangeError(`A scale factor must be a positive number, not ${factor}.`)
  if (q.amount === null || factor === 1) return { ...q }
  return { amount: tidy(q.amount * factor), unit: q.unit }
}

/** An amount reaches the next unit up when it is within this share of it (946 ml is a quart). */
const NEXT_UNIT_SLACK = 0.005

/** Kept in both systems: spoons cooks measure with in every kitchen, and the tiny measures. */
const METRIC_KEPT_VOLUMES: ReadonlySet<UnitId> = new Set<UnitId>([
  'tsp',
  'tbsp',
  'dessertspoon',
  'pinch',
  'dash',
  'drop',
])
const US_KEPT_VOLUMES: ReadonlySet<UnitId> = new Set<UnitId>(['pinch', 'dash', 'drop'])

/** Each system's units of a kind, smallest first, with the amount (in base units) from which each is used. */
const LADDERS: Record<UnitSystem, Record<'mass' | 'volume', readonly UnitId[]>> = {
  metric: { mass: ['mg', 'g', 'kg'], volume: ['ml', 'l'] },
  // 0.25 cup reads better than 4 tbsp, 3 tsp better than 1 tbsp in a recipe (hence the thresholds).
  us: { mass: ['oz', 'lb'], volume: ['tsp', 'tbsp', 'cup', 'quart', 'gal'] },
}

/** From how many base units (g, ml) a unit of a ladder is used (the first always is). */
function thresholdOf(unit: UnitId): number {
  if (unit === 'cup') return unitById.cup.toBase! / 4 // a quarter cup
  return unitById[unit].toBase!
}

/** Three significant digits: enough for a kitchen and for the ⅓ / ⅔ fractions the page shows. */
function readable(amount: number): number {
  if (amount === 0) return 0
  return Number(amount.toPrecision(3))
}

/**
 * The same amount in a readable unit of the system: metric → g/kg, ml/l (tsp/tbsp and count units
 * kept); us → oz/lb, tsp/tbsp/cup/quart/gal (count units kept). Never changes count/other units.
 *
 * The unit chosen is the largest of the system's ladder the amount reaches (within half a percent,
 * so 946 ml is 1 quart and 999.8 g is 1 kg); in US cups are used from a quarter cup, so 0.25 cup
 * stays a cup and 3 tsp become 1 tbsp. Metric keeps spoons (tsp, dessertspoon, tbsp), both keep a
 * pinch, a dash and a drop; milligrams stay milligrams below a gram. Converted amounts are rounded
 * to three significant digits; an amount already in the chosen unit is left as it is.
 */
export function toUnitSystem(q: Quantity, system: UnitSystem): Quantity {
  if (q.amount === null || !Number.isFinite(q.amount) || q.unit === '') return { ...q }
  const unit = unitById[q.unit]
  if (!unit || (unit.kind !== 'mass' && unit.kind !== 'volume')) return { ...q }
  // Amounts are shown rounded like converted ones even when the unit stays (merged lines reach 597.68 ml).
  if (unit.kind === 'volume' && (system === 'metric' ? METRIC_KEPT_VOLUMES : US_KEPT_VOLUMES).has(q.unit)) {
    return { amount: readable(q.amount), unit: q.unit }
  }
  const base = q.amount * unit.toBase
  const ladder = LADDERS[system][unit.kind]
  let chosen = ladder[0]!
  for (const candidate of ladder) {
    if (Math.abs(base) >= thresholdOf(candidate) * (1 - NEXT_UNIT_SLACK)) chosen = candidate
  }
  // Milligrams only for what is under a gram.
  if (system === 'metric' && unit.kind === 'mass' && chosen === 'mg' && q.unit !== 'mg') chosen = 'g'
  if (chosen === q.unit) return { amount: readable(q.amount), unit: q.unit }
  return { amount: readable(base / unitById[chosen].toBase!), unit: chosen }
}
