import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { parseDocument } from 'htmlparser2'
import { findAll } from 'domutils'
import { collapse, nodesText } from './src/modules/recipe-import/extract/text'
import { extractRecipe } from './src/modules/recipe-import/extract'
const dir = '/work/shared/data/recipe-import-corpus'
const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase()
const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => norm(x) === norm(b[i]!))
let pages = 0, html = 0, ld = 0, both = 0, htmlOnly = 0, ldOnly = 0
for (const host of readdirSync(dir)) for (const f of readdirSync(path.join(dir, host))) {
  if (!f.endsWith('.testhtml')) continue
  const src = readFileSync(path.join(dir, host, f), 'utf8')
  if (!src.includes('wprm-recipe-ingredient')) continue
  const exp = JSON.parse(readFileSync(path.join(dir, host, f.replace('.testhtml', '.json')), 'utf8'))
  const doc = parseDocument(src)
  const lis = findAll((e) => e.name === 'li' && (e.attribs.class ?? '').split(/\s+/).includes('wprm-recipe-ingredient'), doc)
  const texts = lis.map((li) => collapse(nodesText([li]))).filter(Boolean)
  const r = extractRecipe(src, exp.canonical_url)
  const expIng = typeof exp.ingredients === 'string' ? exp.ingredients.split('\n') : exp.ingredients
  pages++
  const h = same(texts, expIng), l = same(r?.ingredients ?? [], expIng)
  if (h) html++; if (l) ld++; if (h && l) both++; if (h && !l) htmlOnly++; if (l && !h) { ldOnly++; console.log('LDONLY', host, f, texts.slice(0,3), expIng.slice(0,3)) }
  if (!h && !l) console.log('NEITHER', host, f, JSON.stringify(texts.slice(0,2)), JSON.stringify(expIng.slice(0,2)))
}
console.log({ pages, html, ld, both, htmlOnly, ldOnly })
