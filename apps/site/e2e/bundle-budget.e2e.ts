/**
 * The bundle budget: the production build that the e2e setup made (as `pnpm start` serves) may not
 * ship more initial JavaScript per page than its ceiling (bench/js-budgets.ts). A size, not a time.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { initialJsPerPage } from '../bench/initial-js'
import { INITIAL_JS_CEILINGS, JS_BUDGET_BYTES, LAZY_LIBRARY_CEILINGS } from '../bench/js-budgets'

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist')
const measured = initialJsPerPage(distDir)
// Libraries a part loads on use (the password rule's dictionaries) have ceilings of their own.
const pages = measured.filter((page) => !(page.page in LAZY_LIBRARY_CEILINGS))

describe('initial JavaScript per page', () => {
  it('has a ceiling for every page of the build, none above the old single bundle', () => {
    expect(pages.map((page) => page.page).sort()).toEqual(Object.keys(INITIAL_JS_CEILINGS).sort())
    // The site was one 366 KB (gzip) script before it was split; no page goes back there.
    for (const ceiling of Object.values(INITIAL_JS_CEILINGS)) expect(ceiling).toBeLessThan(366 * 1024)
    expect(JS_BUDGET_BYTES).toBe(150 * 1024)
  })

  for (const [part, ceiling] of Object.entries(LAZY_LIBRARY_CEILINGS)) {
    it(`${part} (loaded on use, with the entry): at most ${(ceiling / 1024).toFixed(0)} KB gzip`, () => {
      const library = measured.find((candidate) => candidate.page === part)
      expect(library, `${part} is not a lazy chunk of the build`).toBeDefined()
      expect(library!.gzip).toBeLessThanOrEqual(ceiling)
    })
  }

  for (const [page, ceiling] of Object.entries(INITIAL_JS_CEILINGS)) {
    it(`${page}: at most ${(ceiling / 1024).toFixed(0)} KB gzip`, () => {
      const measured = pages.find((candidate) => candidate.page === page)
      expect(measured, `${page} is not in the build`).toBeDefined()
      expect(measured!.gzip).toBeLessThanOrEqual(ceiling)
    })
  }
})
