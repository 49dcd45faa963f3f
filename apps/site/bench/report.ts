/**
 * What the site's benchmarks share: the JavaScript budget of issue "Fast pages" and the report each one
 * writes to apps/site/bench-results/<name>.{json,md} (ignored by git; printed too).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** 150 KB (gzip) of JavaScript before a page can show. */
export const JS_BUDGET_BYTES = 150 * 1024

export const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const resultsDir = path.join(siteDir, 'bench-results')

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** A Markdown table: a header row, then one row per entry; `numeric` marks the columns aligned right. */
export function markdownTable(header: string[], rows: string[][], numeric: boolean[] = []): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, index) => (numeric[index] ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n')
}

/** Writes bench-results/<name>.json (the figures) and <name>.md (a title and the Markdown body). */
export function writeReport(name: string, report: { title: string; markdown: string; data: unknown }) {
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(path.join(resultsDir, `${name}.json`), `${JSON.stringify(report.data, null, 2)}\n`)
  writeFileSync(path.join(resultsDir, `${name}.md`), `# ${report.title}\n\n${report.markdown}\n`)
  return { json: path.join(resultsDir, `${name}.json`), markdown: path.join(resultsDir, `${name}.md`) }
}
