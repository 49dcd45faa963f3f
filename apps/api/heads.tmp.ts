import { readFileSync } from 'node:fs'
import { parseDocument } from 'htmlparser2'
import { findAll } from 'domutils'
import { collapse, nodesText } from './src/modules/recipe-import/extract/text'
for (const f of process.argv.slice(2)) {
  const doc = parseDocument(readFileSync(`/work/shared/data/recipe-import-corpus/${f}.testhtml`, 'utf8'))
  const hs = findAll((e) => /^(h[1-6]|strong|b|dt|legend|summary)$/.test(e.name) || /(title|heading|header)/i.test(e.attribs.class ?? ''), doc)
  const texts = hs.map((h) => collapse(nodesText([h]))).filter((t) => t && t.length < 40)
  console.log('==', f, JSON.stringify([...new Set(texts)].slice(0, 40)))
}
