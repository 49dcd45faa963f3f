/**
 * `pnpm bench:bundle`: the JavaScript each page needs before it can show (the entry, the page's own
 * chunk and everything they import statically), raw, gzip and Brotli, read from the build's manifest
 * (`dist/.vite/manifest.json`; build first). Printed beside the 150 KB (gzip) budget of issue "Fast
 * pages" and written to bench-results/bundle-sizes.{json,md}. Sizes, not times: the same on any machine.
 */
import path from 'node:path'
import { initialJsPerPage } from './initial-js'
import { JS_BUDGET_BYTES, kb, markdownTable, siteDir, writeReport } from './report'

const rows = initialJsPerPage(path.join(siteDir, 'dist')).map((row) => ({
  ...row,
  withinBudget: row.gzip <= JS_BUDGET_BYTES,
}))

const table = markdownTable(
  ['page (entry + its chunk + Arabic messages)', 'chunks', 'raw', 'gzip', 'brotli', 'gzip budget 150 KB'],
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
