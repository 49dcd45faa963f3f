/**
 * `pnpm --filter @sufra/api bench:ingredients`: accuracy of the free-text ingredient-line parser
 * (`parseFreeIngredientLine`, used by URL import) on the New York Times' labelled ingredient lines,
 * next to the recipe form's "quantity unit name" parser (`parseIngredientLine`) as a baseline.
 *
 * The data is read from `../shared/data/ingredient-parsing/` beside the repository (Apache-2.0, see
 * its README; it is never copied into the repository). Without it the run prints
 * "skipped: ../shared/data/ingredient-parsing not found" and exits 0.
 *
 * Per labelled line, three fields are compared:
 * - quantity: equal to the label within 0.01 (the labels keep two decimals, truncated: 2/3 is 0.66);
 *   a label of 0 means the line has no amount, and only null (or 0) matches it. The test labels keep
 *   one number for a range (`range_end` is always 0 there) and pick either end (`2 to 3 cloves` is
 *   labelled 2 or 3), so for a range either end matches; the low end alone is reported too;
 * - unit: the same catalogue unit. The label's unit word (`teaspoon`, `ounce`, `clove`, `splash`) is
 *   read with the catalogue's English spellings (`normalizeUnit`), so a word the catalogue files under
 *   another unit (`splash` → `dash`, `envelope` → `sachet`) matches that unit, and a word outside the
 *   catalogue (`branch`, `twist`) never matches. An empty label means no unit; the labels treat sizes
 *   and `to taste` as comments, so our `small`, `medium`, `large`, `to taste` and `as needed` count as
 *   no unit;
 * - name: equal to the label's name once both are lower-cased and their whitespace collapsed.
 *
 * Rows without an input line are skipped and counted. Figures go to the console and to
 * bench-results/ingredient-parsing.{json,md}, with a sample of mismatches per field and a measure of
 * the labels' own consistency: among lines that occur more than once, how many carry a label other
 * than the most common label for the same line. No parser that reads a line the same way every
 * time can score above that on those lines.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type UnitId, normalizeUnit, parseFreeIngredientLine, parseIngredientLine } from '@sufra/core'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const repoRoot = path.resolve(packageDir, '../..')
const dataDir = path.resolve(repoRoot, '../shared/data/ingredient-parsing')
const resultsDir = path.join(packageDir, 'bench-results')
const MISMATCH_SAMPLES = 25

interface DataFile {
  file: string
  label: string
  /** Column holding the line and the one holding the labelled name. */
  input: string
  name: string
}

const files: DataFile[] = [
  { file: 'nyt-testing_labels_MilanParikh.csv', label: 'NYT test labels', input: 'input', name: 'name' },
  {
    file: 'nyt-ingredients-snapshot-2015.first1000_cook-import.csv',
    label: 'NYT 2015 snapshot (first 999)',
    input: 'prompt',
    name: 'completion',
  },
]

type Field = 'quantity' | 'unit' | 'name'
const fields: Field[] = ['quantity', 'unit', 'name']
type Score = Field | 'quantity (low end only)' | 'all'

interface Reading {
  quantity: number | null
  quantityMax?: number | null
  unitId: UnitId | null
  name: string
}

interface Parser {
  id: string
  label: string
  read: (line: string) => Reading
}

const parsers: Parser[] = [
  {
    id: 'free',
    label: 'parseFreeIngredientLine',
    read: (line) => parseFreeIngredientLine(line, 'en'),
  },
  {
    id: 'form',
    label: 'parseIngredientLine (form, baseline)',
    read: (line) => {
      const parsed = parseIngredientLine(line, 'en')
      return parsed
        ? { quantity: parsed.amount, unitId: parsed.unitId, name: parsed.name }
        : { quantity: null, unitId: null, name: line }
    },
  },
]

/** RFC 4180 CSV: quoted fields, doubled quotes, line breaks inside quotes. */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += char
  }
  if (field || row.length) rows.push([...row, field])
  const [header, ...body] = rows
  if (!header) return []
  return body
    .filter((cells) => cells.some((cell) => cell !== ''))
    .map((cells) => Object.fromEntries(header.map((column, index) => [column, cells[index] ?? ''])))
}

/** Units the NYT labels do not treat as units (sizes and open amounts are comments there). */
const NOT_NYT_UNITS: ReadonlySet<UnitId> = new Set<UnitId>([
  'small',
  'medium',
  'large',
  'to taste',
  'as needed',
])

const normalName = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim()

interface Expected {
  quantity: number | null
  /** The catalogue unit, `?word` for a word outside the catalogue, null for none. */
  unit: string | null
  name: string
}

function expectedOf(row: Record<string, string>, file: DataFile): Expected {
  const quantity = Number(row.qty || 0)
  const word = row.unit?.trim() ?? ''
  return {
    quantity: quantity === 0 ? null : quantity,
    unit: word ? (normalizeUnit(word, 'en') ?? `?${word}`) : null,
    name: row[file.name] ?? '',
  }
}

const sameAmount = (value: number | null | undefined, expected: number) =>
  value !== null && value !== undefined && Math.abs(value - expected) <= 0.01 + 1e-9

function matches(field: Field | 'quantity (low end only)', reading: Reading, expected: Expected): boolean {
  if (field === 'quantity' || field === 'quantity (low end only)') {
    if (expected.quantity === null) return reading.quantity === null || reading.quantity === 0
    if (sameAmount(reading.quantity, expected.quantity)) return true
    return field === 'quantity' && sameAmount(reading.quantityMax, expected.quantity)
  }
  if (field === 'unit') {
    const ours = reading.unitId !== null && !NOT_NYT_UNITS.has(reading.unitId) ? reading.unitId : null
    return ours === expected.unit
  }
  return normalName(reading.name) === normalName(expected.name)
}

interface Mismatch {
  input: string
  expected: string
  got: string
}

interface FileResult {
  file: string
  label: string
  rows: number
  skippedEmpty: number
  scored: number
  /** Among rows whose line occurs more than once: how many disagree with the line's most common label. */
  consistency: {
    repeatedRows: number
    disagreeing: Record<Field, number>
    ceiling: Record<Field, number>
    /** parseFreeIngredientLine's accuracy on the same rows. */
    free: Record<Field, number>
  }
  parsers: Record<
    string,
    {
      correct: Record<Score, number>
      accuracy: Record<Score, number>
      mismatches?: Record<Field, Mismatch[]>
    }
  >
}

const labelKey: Record<Field, (expected: Expected) => string> = {
  quantity: (expected) => String(expected.quantity === null ? 0 : Math.round(expected.quantity * 100)),
  unit: (expected) => expected.unit ?? '',
  name: (expected) => normalName(expected.name),
}

function consistencyOf(rows: readonly Record<string, string>[], file: DataFile): FileResult['consistency'] {
  const free = parsers.find((parser) => parser.id === 'free')!
  const byLine = new Map<string, Expected[]>()
  for (const row of rows) {
    const line = normalName(row[file.input]!)
    byLine.set(line, [...(byLine.get(line) ?? []), expectedOf(row, file)])
  }
  const repeated = [...byLine.values()].filter((labels) => labels.length > 1)
  const repeatedRows = repeated.reduce((sum, labels) => sum + labels.length, 0)
  const disagreeing = { quantity: 0, unit: 0, name: 0 }
  for (const labels of repeated) {
    for (const field of fields) {
      const counts = new Map<string, number>()
      for (const label of labels)
        counts.set(labelKey[field](label), (counts.get(labelKey[field](label)) ?? 0) + 1)
      disagreeing[field] += labels.length - Math.max(...counts.values())
    }
  }
  const ceiling = Object.fromEntries(
    fields.map((field) => [field, repeatedRows ? 1 - disagreeing[field] / repeatedRows : 1]),
  ) as Record<Field, number>
  const correct = { quantity: 0, unit: 0, name: 0 }
  for (const [line, labels] of byLine) {
    if (labels.length < 2) continue
    const reading = free.read(line)
    for (const label of labels)
      for (const field of fields) if (matches(field, reading, label)) correct[field]++
  }
  const ours = Object.fromEntries(
    fields.map((field) => [field, repeatedRows ? correct[field] / repeatedRows : 1]),
  ) as Record<Field, number>
  return { repeatedRows, disagreeing, ceiling, free: ours }
}

const show = (field: Field, value: number | string | null) =>
  value === null ? '(none)' : field === 'name' ? JSON.stringify(value) : String(value)

function shownReading(field: Field, reading: Reading): string {
  if (field === 'quantity')
    return show(field, reading.quantity === null ? null : Number(reading.quantity.toFixed(3)))
  if (field === 'unit') return show(field, reading.unitId)
  return show(field, reading.name)
}

/** A deterministic, spread-out sample: every k-th mismatch. */
function sample<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items]
  const step = items.length / count
  return Array.from({ length: count }, (_, index) => items[Math.floor(index * step)]!)
}

function runFile(file: DataFile): FileResult {
  const rows = parseCsv(readFileSync(path.join(dataDir, file.file), 'utf8'))
  const scoredRows = rows.filter((row) => (row[file.input] ?? '').trim() !== '')
  const result: FileResult = {
    file: file.file,
    label: file.label,
    rows: rows.length,
    skippedEmpty: rows.length - scoredRows.length,
    scored: scoredRows.length,
    consistency: consistencyOf(scoredRows, file),
    parsers: {},
  }
  for (const parser of parsers) {
    const correct: Record<Score, number> = {
      quantity: 0,
      'quantity (low end only)': 0,
      unit: 0,
      name: 0,
      all: 0,
    }
    const mismatches: Record<Field, Mismatch[]> = { quantity: [], unit: [], name: [] }
    for (const row of scoredRows) {
      const input = row[file.input]!
      const expected = expectedOf(row, file)
      const reading = parser.read(input)
      let all = true
      for (const field of fields) {
        if (matches(field, reading, expected)) correct[field]++
        else {
          all = false
          mismatches[field].push({
            input,
            expected: field === 'unit' ? show(field, row.unit || null) : show(field, expected[field]),
            got: shownReading(field, reading),
          })
        }
      }
      if (matches('quantity (low end only)', reading, expected)) correct['quantity (low end only)']++
      if (all) correct.all++
    }
    const accuracy = Object.fromEntries(
      Object.entries(correct).map(([field, count]) => [field, count / scoredRows.length]),
    ) as Record<Score, number>
    result.parsers[parser.id] = {
      correct,
      accuracy,
      ...(parser.id === 'free'
        ? {
            mismatches: Object.fromEntries(
              fields.map((field) => [field, sample(mismatches[field], MISMATCH_SAMPLES)]),
            ) as Record<Field, Mismatch[]>,
          }
        : {}),
    }
  }
  return result
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`

function markdown(results: FileResult[], goals: Record<Field, number>): string {
  const lines = [
    '# Ingredient-line parsing accuracy (NYT labelled lines)',
    '',
    `Run ${new Date().toISOString()}. Goals on the NYT test rows: quantity ≥ ${percent(goals.quantity)}, unit ≥ ${percent(goals.unit)}, name ≥ ${percent(goals.name)}.`,
    '',
    '| file | parser | rows scored | quantity | unit | name | all three | quantity, low end only |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ]
  for (const result of results) {
    for (const parser of parsers) {
      const { accuracy } = result.parsers[parser.id]!
      lines.push(
        `| ${result.label} | ${parser.label} | ${result.scored} | ${percent(accuracy.quantity)} | ${percent(accuracy.unit)} | ${percent(accuracy.name)} | ${percent(accuracy.all)} | ${percent(accuracy['quantity (low end only)'])} |`,
      )
    }
  }
  lines.push('', 'Rows with an empty input line are skipped:')
  for (const result of results) lines.push(`- ${result.label}: ${result.skippedEmpty} of ${result.rows}`)
  lines.push(
    '',
    '## How consistent the labels are',
    '',
    'Among lines that occur more than once in a file, the share of rows whose label differs from the most common label for the same line. A parser that reads a line the same way every time scores at most the ceiling on those rows.',
    '',
    '| file | repeated rows | quantity: disagree / ceiling / ours | unit: disagree / ceiling / ours | name: disagree / ceiling / ours |',
    '| --- | ---: | ---: | ---: | ---: |',
  )
  for (const { label, consistency } of results) {
    const cell = (field: Field) =>
      `${consistency.disagreeing[field]} / ${percent(consistency.ceiling[field])} / ${percent(consistency.free[field])}`
    lines.push(
      `| ${label} | ${consistency.repeatedRows} | ${cell('quantity')} | ${cell('unit')} | ${cell('name')} |`,
    )
  }
  for (const result of results) {
    const mismatches = result.parsers.free!.mismatches!
    lines.push('', `## Sample of mismatches: ${result.label}`)
    for (const field of fields) {
      lines.push('', `### ${field}`, '', '| input | label | parsed |', '| --- | --- | --- |')
      for (const mismatch of mismatches[field]) {
        const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')
        lines.push(`| ${cell(mismatch.input)} | ${cell(mismatch.expected)} | ${cell(mismatch.got)} |`)
      }
    }
  }
  return `${lines.join('\n')}\n`
}

function main() {
  if (!existsSync(dataDir)) {
    console.log('skipped: ../shared/data/ingredient-parsing not found')
    return
  }
  const present = files.filter((file) => existsSync(path.join(dataDir, file.file)))
  for (const file of files) {
    if (!present.includes(file)) console.log(`skipped: ${file.file} not found in ${dataDir}`)
  }
  const results = present.map(runFile)
  const goals: Record<Field, number> = { quantity: 0.95, unit: 0.95, name: 0.85 }

  const table = results.flatMap((result) =>
    parsers.map((parser) => {
      const { accuracy } = result.parsers[parser.id]!
      return {
        file: result.label,
        parser: parser.label,
        scored: result.scored,
        'skipped (empty)': result.skippedEmpty,
        quantity: percent(accuracy.quantity),
        unit: percent(accuracy.unit),
        name: percent(accuracy.name),
        'all three': percent(accuracy.all),
        'qty (low end)': percent(accuracy['quantity (low end only)']),
      }
    }),
  )
  console.table(table)
  console.log(
    'Label consistency (rows whose line repeats; ceiling = share agreeing with the majority label):',
  )
  console.table(
    results.map(({ label, consistency }) => ({
      file: label,
      'repeated rows': consistency.repeatedRows,
      'quantity ceiling / ours': `${percent(consistency.ceiling.quantity)} / ${percent(consistency.free.quantity)}`,
      'unit ceiling / ours': `${percent(consistency.ceiling.unit)} / ${percent(consistency.free.unit)}`,
      'name ceiling / ours': `${percent(consistency.ceiling.name)} / ${percent(consistency.free.name)}`,
    })),
  )

  mkdirSync(resultsDir, { recursive: true })
  const report = {
    ranAt: new Date().toISOString(),
    dataDir: path.relative(repoRoot, dataDir),
    goals,
    results,
  }
  writeFileSync(path.join(resultsDir, 'ingredient-parsing.json'), `${JSON.stringify(report, null, 2)}\n`)
  writeFileSync(path.join(resultsDir, 'ingredient-parsing.md'), markdown(results, goals))
  console.log(`Report: ${path.relative(repoRoot, path.join(resultsDir, 'ingredient-parsing.md'))} and .json`)
}

main()
