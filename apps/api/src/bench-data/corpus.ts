/**
 * The English text pool for load-test recipes: titles, ingredient lines, direction steps and intro
 * sentences taken from the public-domain recipe collection in ../shared/data/recipes-public-domain
 * (Unlicense), to be recombined at random. Without that folder a small built-in pool is used.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { normalizeUnit, type UnitId } from '@sufra/core'
import { fallbackDescriptions, fallbackIngredientLines, fallbackSteps, fallbackTitles } from './vocabulary'

export interface IngredientLine {
  amount: number | null
  unit: UnitId | ''
  name: string
  note: string
}

export interface Corpus {
  /** Where the text came from, for the bench's report. */
  source: 'public-domain-recipes' | 'built-in'
  titles: string[]
  ingredientLines: IngredientLine[]
  steps: string[]
  descriptions: string[]
}

export interface RecipeDocument {
  title: string
  intro: string[]
  ingredients: string[]
  directions: string[]
}

/** Markdown links, emphasis and inline HTML reduced to their text. */
function plainText(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Title, intro sentences, ingredient lines and direction steps of one recipe page. */
export function parseRecipeMarkdown(markdown: string): RecipeDocument | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(markdown)
  if (!match) return undefined
  const frontMatter = match[1] ?? ''
  const body = match[2] ?? ''
  const title = /^title:\s*["']?(.*?)["']?\s*$/m.exec(frontMatter)?.[1]?.trim()
  if (!title) return undefined

  const intro: string[] = []
  const ingredients: string[] = []
  const directions: string[] = []
  let section: 'intro' | 'ingredients' | 'directions' | 'other' = 'intro'
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim()
    if (line.startsWith('## ')) {
      const heading = line.slice(3).trim().toLowerCase()
      section = heading.startsWith('ingredient')
        ? 'ingredients'
        : heading.startsWith('direction')
          ? 'directions'
          : 'other'
      continue
    }
    if (!line || line.startsWith('#')) continue
    if (section === 'intro' && !line.startsWith('-') && !line.startsWith('!') && !line.startsWith('<')) {
      intro.push(...plainText(line).split(/(?<=[.!?])\s+(?=[A-Z])/))
    } else if (section === 'ingredients' && /^[-*]\s+/.test(line)) {
      ingredients.push(plainText(line.replace(/^[-*]\s+/, '')))
    } else if (section === 'directions' && /^(\d+[.)]|[-*])\s+/.test(line)) {
      directions.push(plainText(line.replace(/^(\d+[.)]|[-*])\s+/, '')))
    }
  }
  return { title: plainText(title), intro, ingredients, directions }
}

const VULGAR_FRACTIONS: Record<string, number> = {
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅛': 0.125,
}

function parseNumber(text: string): number | undefined {
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(text)
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3])
  const fraction = /^(\d+)\/(\d+)$/.exec(text)
  if (fraction) return Number(fraction[2]) === 0 ? undefined : Number(fraction[1]) / Number(fraction[2])
  const vulgar = /^(\d*)\s*([½¼¾⅓⅔⅛])$/.exec(text)
  if (vulgar) return Number(vulgar[1] || 0) + (VULGAR_FRACTIONS[vulgar[2] ?? ''] ?? 0)
  const decimal = Number(text.replace(',', '.'))
  return Number.isFinite(decimal) ? decimal : undefined
}

/**
 * "1 1/2 cups (300 g) chickpeas, drained" → amount 1.5, unit cup, name "chickpeas", note "drained".
 * Good enough for test data: the first number (or range start), a known unit word, the rest split at
 * the first comma.
 */
export function parseIngredientLine(text: string): IngredientLine | undefined {
  let rest = text.trim()
  let amount: number | null = null
  const quantity =
    /^(\d+\s+\d+\/\d+|\d+\/\d+|\d*\s*[½¼¾⅓⅔⅛]|\d+(?:[.,]\d+)?)(?:\s*(?:-|–|to)\s*[\d./½¼¾]+)?\s*/.exec(rest)
  if (quantity?.[1]) {
    amount = parseNumber(quantity[1].trim()) ?? null
    rest = rest.slice(quantity[0].length)
  }
  let unit: UnitId | '' = ''
  if (amount !== null) {
    const word = /^([A-Za-z]+\.?(?:\s+oz)?)\b\.?\s*/.exec(rest)
    const found = word?.[1] ? normalizeUnit(word[1], 'en') : undefined
    if (word && found) {
      unit = found
      rest = rest
        .slice(word[0].length)
        .replace(/^\([^)]*\)\s*/, '')
        .replace(/^of\s+/, '')
    }
  }
  const comma = rest.indexOf(',')
  let name = (comma >= 0 ? rest.slice(0, comma) : rest).trim()
  let note = comma >= 0 ? rest.slice(comma + 1).trim() : ''
  const aside = /^(.*?)\s*\(([^)]*)\)$/.exec(name)
  if (aside?.[1]) {
    name = aside[1]
    note = note || (aside[2] ?? '')
  }
  name = name.replace(/[.;:]+$/, '')
  if (!name || name.length > 60 || /[[\]<>]/.test(name)) return undefined
  return { amount, unit, name, note: note.length <= 80 ? note : '' }
}

/** Builds the pools from parsed recipe pages, keeping only pieces that read well out of context. */
export function buildCorpus(documents: RecipeDocument[], source: Corpus['source']): Corpus {
  const titles = new Set<string>()
  const lines = new Map<string, IngredientLine>()
  const steps = new Set<string>()
  const descriptions = new Set<string>()
  for (const document of documents) {
    if (
      document.title.length >= 3 &&
      document.title.length <= 70 &&
      /^[\p{L}\p{N} '&,-]+$/u.test(document.title)
    ) {
      titles.add(document.title)
    }
    for (const text of document.ingredients) {
      const line = parseIngredientLine(text)
      if (line) lines.set(text, line)
    }
    for (const step of document.directions) if (step.length >= 15 && step.length <= 320) steps.add(step)
    for (const sentence of document.intro) {
      const readable = /^[A-Z]/.test(sentence) && /[.!]$/.test(sentence) && !/https?:|\//.test(sentence)
      if (readable && sentence.length >= 30 && sentence.length <= 200) {
        descriptions.add(sentence)
      }
    }
  }
  return {
    source,
    titles: [...titles],
    ingredientLines: [...lines.values()],
    steps: [...steps],
    descriptions: [...descriptions],
  }
}

export function builtInCorpus(): Corpus {
  return buildCorpus(
    [
      {
        title: fallbackTitles[0]!,
        intro: fallbackDescriptions,
        ingredients: fallbackIngredientLines,
        directions: fallbackSteps,
      },
      ...fallbackTitles.slice(1).map((title) => ({ title, intro: [], ingredients: [], directions: [] })),
    ],
    'built-in',
  )
}

/** ../shared/data/recipes-public-domain/content, next to the repository's folder. */
export const defaultCorpusDir = fileURLToPath(
  new URL('../../../../../shared/data/recipes-public-domain/content', import.meta.url),
)

/** The public-domain corpus when its folder exists (and yields enough text), else the built-in pool. */
export function loadCorpus(dir = process.env.RECIPE_CORPUS_DIR ?? defaultCorpusDir): Corpus {
  if (!existsSync(dir)) return builtInCorpus()
  const documents = readdirSync(dir)
    .filter((name) => name.endsWith('.md') && !name.startsWith('_'))
    .sort()
    .flatMap((name) => parseRecipeMarkdown(readFileSync(path.join(dir, name), 'utf8')) ?? [])
  const corpus = buildCorpus(documents, 'public-domain-recipes')
  const enough =
    corpus.titles.length >= 10 && corpus.ingredientLines.length >= 50 && corpus.steps.length >= 30
  return enough ? corpus : builtInCorpus()
}
