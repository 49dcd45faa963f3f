/**
 * `pnpm bench:bundle`: the JavaScript each page needs before it can show (the entry, the page's own
 * chunk and everything they import statically), raw, gzip and Brotli, read from the build's manifest
 * (`dist/.vite/manifest.json`; build first). Printed beside the 150 KB (gzip) budget of issue "Fast
 * pages" and written to bench-results/bundle-sizes.{json,md}. Sizes, not times: the same on any machine.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { JS_BUDGET_BYTES, kb, markdownTable, siteDir, writeReport } from './report'

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }

const distDir = path.join(siteDir, 'dist')

const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>

/** A chunk and every chunk it imports statically (what the browser fetches before running it). */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen)
  return seen
}

function measure(keys: string[]) {
  const chunks = new Set<string>()
  for (const key of keys) staticClosure(key, chunks)
  let raw = 0
  let gzip = 0
  let brotli = 0
  for (const key of chunks) {
    const bytes = readFileSync(path.join(distDir, manifest[key]!.file))
    raw += bytes.length
    gzip += gzipSync(bytes, { level: 9 }).length
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
  }
  return { chunks: chunks.size, raw, gzip, brotli, withinBudget: gzip <= JS_BUDGET_BYTES }
}

const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)
if (!entry)
  throw new Error('The manifest names no entry: build the site first (pnpm --filter @sufra/site build).')

const rows = [
  { page: 'shell (entry)', ...measure([entry]) },
  ...Object.keys(manifest)
    .filter((key) => manifest[key]!.isDynamicEntry)
    .map((key) => ({ page: key.replace(/^.*src\//, ''), ...measure([entry, key]) })),
]

const table = markdownTable(
  ['page (entry + its chunk)', 'chunks', 'raw', 'gzip', 'brotli', 'gzip budget 150 KB'],
  rows.map((row) => [
    row.page,
    String(row.chunks),
    kb(row.raw),
    kb(row.gzip),
    kb(row.brotli),
    row.withinBudget ? 'within' : '**over**',
  ]),
  [false, true, true, true, true, false],
)

console.log(table)
writeReport('bundle-sizes', { title: 'Initial JavaScript per page', markdown: table, data: rows })
