/**
 * Builds `apps/api/src/seed/ingredients/ingredients.json`, the ingredient table bundled with the API, from the
 * curated catalogue (`apps/api/src/seed/ingredients/catalogue.ts`) and USDA SR28.
 *
 * Source: USDA National Nutrient Database for Standard Reference, Release 28 (US government work, public
 * domain), read from the workplace copy in `../shared/data/usda/` next to the repository:
 * - `sr28_food_nutrient_fdc_shape.csv.gz`: every nutrient of every food per 100 g (FoodData Central nutrient ids);
 * - `sr28_core_per100g.json.gz`: the household portions of every food with their gram weights.
 *
 * What it keeps, per catalogue entry: the entry itself (key, NDB number, names, group, piece weight), every
 * nutrient of its USDA food per 100 g, and its portions. What it trims:
 * - foods that no catalogue entry uses;
 * - nutrient values of zero (except energy, protein, fat and carbohydrate, which are always kept);
 * - precision: values of 100 and more are rounded to whole numbers, smaller ones to 3 significant digits;
 * - portions measured in ounces or pounds (mass units convert without them).
 * The catalogue's own kitchen measures (`portions`, such as a bunch of parsley) come first in each portion list.
 *
 * Rerun after editing the catalogue, from the repository root:
 *   pnpm exec tsx apps/api/scripts/build-ingredients.ts
 * Set USDA_DIR to read the USDA files from another folder. The script stops with an error when an NDB number is
 * not in SR28 or a key is used twice, and writes nothing in that case.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
import { catalogue } from '../src/seed/ingredients/catalogue'
import type {
  IngredientPortion,
  IngredientRecord,
  IngredientTable,
  NutrientInfo,
} from '../src/seed/ingredients'

const here = path.dirname(fileURLToPath(import.meta.url))
const repoRoot = path.resolve(here, '../../..')
const usdaDir = process.env.USDA_DIR ?? path.resolve(repoRoot, '../shared/data/usda')
const outFile = path.resolve(here, '../src/seed/ingredients/ingredients.json')

/** Energy (kcal), protein, fat and carbohydrate: kept even when zero so every ingredient reports them. */
const ALWAYS_KEPT = new Set([1008, 1003, 1004, 1005])

interface UsdaFood {
  ndbNo: string
  description: string
  portions: { amount: number; unit: string; gramWeight: number }[]
}

function fail(message: string): never {
  console.error(`build-ingredients: ${message}`)
  process.exit(1)
}

function readGzip(file: string): string {
  try {
    return gunzipSync(readFileSync(path.join(usdaDir, file))).toString('utf8')
  } catch (error) {
    fail(`cannot read ${path.join(usdaDir, file)} (${(error as Error).message})`)
  }
}

/** Splits one CSV line (comma separated, fields optionally in double quotes with "" escapes). */
function parseCsvLine(line: string): string[] {
  const fields: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < line.length; index++) {
    const char = line[index]
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        field += '"'
        index++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      fields.push(field)
      field = ''
    } else field += char
  }
  fields.push(field)
  return fields
}

function round(value: number): number {
  if (Math.abs(value) >= 100) return Math.round(value)
  return Number(value.toPrecision(3))
}

// Catalogue checks
const keys = new Set<string>()
for (const entry of catalogue) {
  if (keys.has(entry.key)) fail(`duplicate key "${entry.key}"`)
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(entry.key)) fail(`key "${entry.key}" is not kebab-case`)
  keys.add(entry.key)
}
const wanted = new Set(catalogue.map((entry) => entry.ndbNo))

// Portions
const foods = new Map<string, UsdaFood>()
for (const food of JSON.parse(readGzip('sr28_core_per100g.json.gz')) as UsdaFood[]) {
  if (wanted.has(food.ndbNo)) foods.set(food.ndbNo, food)
}
const missing = catalogue.filter((entry) => !foods.has(entry.ndbNo))
if (missing.length > 0) {
  fail(`NDB numbers not found in SR28: ${missing.map((entry) => `${entry.key} (${entry.ndbNo})`).join(', ')}`)
}

// Nutrients
const nutrientInfo = new Map<number, NutrientInfo & { nutrientNumber: number }>()
const valuesByFood = new Map<string, Map<number, number>>()
const lines = readGzip('sr28_food_nutrient_fdc_shape.csv.gz').split(/\r?\n/)
const header = parseCsvLine(lines[0] ?? '')
const column = (name: string) => {
  const index = header.indexOf(name)
  if (index < 0) fail(`column "${name}" missing from sr28_food_nutrient_fdc_shape.csv.gz`)
  return index
}
const [ndbCol, idCol, numberCol, nameCol, unitCol, valueCol] = [
  column('ndbNo'),
  column('nutrientId'),
  column('nutrientNumber'),
  column('nutrientName'),
  column('unitName'),
  column('value_per_100g'),
]
for (const line of lines.slice(1)) {
  if (!line) continue
  const fields = parseCsvLine(line)
  const ndbNo = fields[ndbCol] ?? ''
  if (!wanted.has(ndbNo)) continue
  const nutrientId = Number(fields[idCol])
  const value = Number(fields[valueCol])
  if (!Number.isFinite(nutrientId) || !Number.isFinite(value)) fail(`bad nutrient line: ${line}`)
  let values = valuesByFood.get(ndbNo)
  if (!values) valuesByFood.set(ndbNo, (values = new Map()))
  values.set(nutrientId, value)
  if (!nutrientInfo.has(nutrientId)) {
    nutrientInfo.set(nutrientId, {
      nutrientId,
      nutrientName: fields[nameCol] ?? '',
      unitName: fields[unitCol] ?? '',
      nutrientNumber: Number(fields[numberCol]),
    })
  }
}

const ingredients: IngredientRecord[] = catalogue.map((entry) => {
  const food = foods.get(entry.ndbNo)!
  const values = valuesByFood.get(entry.ndbNo)
  if (!values) fail(`no nutrients for ${entry.key} (${entry.ndbNo})`)
  for (const id of ALWAYS_KEPT) {
    if (!values.has(id)) fail(`${entry.key} (${entry.ndbNo}) has no value for nutrient ${id}`)
  }
  const nutrients: [number, number][] = [...values]
    .map(([id, value]): [number, number] => [id, round(value)])
    .filter(([id, value]) => value !== 0 || ALWAYS_KEPT.has(id))
    .sort(([a], [b]) => nutrientInfo.get(a)!.nutrientNumber - nutrientInfo.get(b)!.nutrientNumber)
  const portions: IngredientPortion[] = [
    ...Object.entries(entry.portions ?? {}).map(([unit, grams]) => ({ amount: 1, unit, grams: grams! })),
    ...food.portions
      .filter((portion) => !/^(oz|lb)\b/i.test(portion.unit.trim()))
      .map((portion) => ({ amount: portion.amount, unit: portion.unit.trim(), grams: portion.gramWeight })),
  ]
  return {
    key: entry.key,
    ndbNo: entry.ndbNo,
    name: entry.name,
    group: entry.group,
    ...(entry.pieceGrams === undefined ? {} : { pieceGrams: entry.pieceGrams }),
    nutrients,
    portions,
  }
})

const usedNutrients = new Set(ingredients.flatMap((ingredient) => ingredient.nutrients.map(([id]) => id)))
const nutrients: NutrientInfo[] = [...nutrientInfo.values()]
  .filter((info) => usedNutrients.has(info.nutrientId))
  .sort((a, b) => a.nutrientNumber - b.nutrientNumber)
  .map(({ nutrientId, nutrientName, unitName }) => ({ nutrientId, nutrientName, unitName }))

const table: IngredientTable = {
  source:
    'USDA National Nutrient Database for Standard Reference, Release 28 (public domain); values per 100 g, ' +
    'trimmed by apps/api/scripts/build-ingredients.ts',
  nutrients,
  ingredients,
}

// One nutrient or ingredient per line keeps the file small and its diffs readable.
const json = [
  '{',
  `"source": ${JSON.stringify(table.source)},`,
  '"nutrients": [',
  table.nutrients.map((nutrient) => JSON.stringify(nutrient)).join(',\n'),
  '],',
  '"ingredients": [',
  table.ingredients.map((ingredient) => JSON.stringify(ingredient)).join(',\n'),
  ']',
  '}',
].join('\n')
writeFileSync(outFile, `${json}\n`)
console.log(
  `build-ingredients: wrote ${ingredients.length} ingredients and ${nutrients.length} nutrients to ` +
    `${path.relative(repoRoot, outFile)} (${(Buffer.byteLength(json) / 1024).toFixed(0)} KiB)`,
)
