import { readFileSync } from 'node:fs'
import { extractRecipe } from './src/modules/recipe-import/extract'
const f = process.argv[2]!
const exp = JSON.parse(readFileSync(`/work/shared/data/recipe-import-corpus/${f}.json`, 'utf8'))
const r = extractRecipe(readFileSync(`/work/shared/data/recipe-import-corpus/${f}.testhtml`, 'utf8'), exp.canonical_url)
console.log(JSON.stringify(r, null, 1).slice(0, 3000))
