/**
 * Search end to end (issue 14), as a visitor would: two searches from the header's panel (one spelled
 * loosely: `kibbe`, `كبه`), the panel's history in order and after a reload, a popular ingredient chip
 * to `/search`, a cuisine and a cooking time added in the filter panel, the address shared into a new
 * page showing the same results, a filter chip removed, Back walking to the earlier search, and the
 * results scrolled to "No more results". In English and in Arabic, on the demo content.
 */
import path from 'node:path'
import type { Locator, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import { SEARCH_HISTORY_KEY } from '@sufra/core'
import { type Locale, type MessageId, messages } from '@sufra/i18n'
import { launchBrowserForTests, screenshotDir, siteUrl } from './browser'

const { open } = launchBrowserForTests()

const visible = (locator: Locator) => locator.waitFor({ state: 'visible' }).then(() => true)

/** What each language's visitor types: a loose spelling of a dish the demo has, and an ingredient. */
const typed = {
  en: { dish: 'kibbe', dishTitle: /Kibbeh/, ingredient: 'lentils', ingredientTitle: /Lentil/ },
  ar: { dish: 'الكبه', dishTitle: /كبة/, ingredient: 'عدس', ingredientTitle: /عدس/ },
} as const

describe.each(['en', 'ar'] as const)('search in %s', (lang: Locale) => {
  const m = (id: MessageId) => messages[lang][id]
  /** A picture of the page once its transitions (the panel's fade and slide) have finished. */
  const shot = async (page: Page, name: string) => {
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    )
    await page.screenshot({ path: path.join(screenshotDir, `search-${lang}-${name}.png`), fullPage: false })
  }

  const panel = (page: Page) => page.getByRole('dialog', { name: m('searchPanel.title') })
  const cards = (page: Page) => page.locator('[data-scope=recipe-grid][data-part=root] > li')
  const cardTitles = async (page: Page) =>
    (await cards(page).getByRole('heading').allTextContents()).map((title) => title.trim())
  const results = (page: Page) =>
    page.locator('[data-scope=search-page][data-part=body] > [data-part=results]')
  const count = (page: Page) => results(page).locator('[data-part=count]')
  /** Settled: the results on screen answer the search in the address, and their count is shown. */
  const settled = async (page: Page) => {
    await expect
      .poll(
        async () =>
          (await results(page).getAttribute('data-search')) === new URL(page.url()).searchParams.toString(),
      )
      .toBe(true)
    await expect.poll(async () => ((await count(page).textContent()) ?? '').trim()).not.toBe('')
  }

  async function searchFromHeader(page: Page, text: string) {
    await page.getByRole('button', { name: m('searchPanel.open') }).click()
    await visible(panel(page))
    await panel(page)
      .getByRole('searchbox', { name: m('searchPanel.field') })
      .fill(text)
    await panel(page)
      .getByRole('searchbox', { name: m('searchPanel.field') })
      .press('Enter')
    await panel(page).waitFor({ state: 'hidden' })
    await page.waitForURL(
      (url) => url.pathname === `/${lang}/search` && url.searchParams.get('keyword') === text,
    )
    await settled(page)
  }

  it(
    'searches from the header, keeps the history, filters by chips, shares the address, goes back and scrolls to the end',
    { timeout: 300_000 },
    async () => {
      const page = await open(`/${lang}/explore`)
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      const words = typed[lang]

      // ── Two searches from the header panel; loose spellings still find the dishes ──
      await searchFromHeader(page, words.dish)
      await visible(page.getByRole('heading', { level: 1, name: new RegExp(words.dish) }))
      expect((await cardTitles(page)).slice(0, 5).some((title) => words.dishTitle.test(title))).toBe(true)
      await shot(page, 'keyword')
      await searchFromHeader(page, words.ingredient)
      expect((await cardTitles(page)).slice(0, 5).some((title) => words.ingredientTitle.test(title))).toBe(
        true,
      )

      // ── The history holds both, most recent first on screen and last in storage; a reload keeps it ──
      const stored = () => page.evaluate((key) => window.localStorage.getItem(key), SEARCH_HISTORY_KEY)
      expect(JSON.parse((await stored()) ?? '[]')).toEqual([words.dish, words.ingredient])
      await page.reload()
      await settled(page)
      await page.getByRole('button', { name: m('searchPanel.open') }).click()
      const history = panel(page).getByRole('region', { name: m('searchPanel.history.title') })
      await visible(history)
      await expect
        .poll(async () =>
          (await history.locator('[data-part=history-list] a').allTextContents()).map((entry) =>
            entry.trim(),
          ),
        )
        .toEqual([words.ingredient, words.dish])
      await shot(page, 'panel')

      // ── A popular ingredient chip → /search with that ingredient ──
      const popularIngredients = panel(page).getByRole('region', { name: m('searchPanel.ingredients.title') })
      const chip = popularIngredients.locator('[data-part=chips] a').first()
      await visible(chip)
      const ingredientName = (await chip.textContent())!.trim()
      await chip.click()
      await panel(page).waitFor({ state: 'hidden' })
      await page.waitForURL(
        (url) => url.pathname === `/${lang}/search` && url.searchParams.has('ingredients'),
      )
      const ingredientSlug = new URL(page.url()).searchParams.get('ingredients')!
      await settled(page)
      const chosen = results(page).getByRole('list', { name: m('searchPage.chosen') })
      await visible(chosen.getByText(ingredientName))
      expect(await cards(page).count()).toBeGreaterThan(0)

      // ── Add a cuisine and a cooking time in the filter panel ──
      const cuisines = page.locator('fieldset[data-filter=cuisines]')
      const cuisine = cuisines.locator('[data-part=item]').first()
      await visible(cuisine)
      const cuisineName = (await cuisine.textContent())!.trim()
      await cuisine.getByText(cuisineName, { exact: true }).click()
      await page.waitForURL((url) => url.searchParams.has('cuisines'))
      await settled(page)
      await page
        .locator('[data-filter=cookTime]')
        .getByText(m('searchPage.filters.cookTime.60'), { exact: true })
        .click()
      await page.waitForURL((url) => url.searchParams.get('cookTime') === '60')
      await settled(page)
      const filtered = new URL(page.url())
      expect(filtered.searchParams.get('ingredients')).toBe(ingredientSlug)
      const filteredTitles = await cardTitles(page)
      const filteredCount = (await count(page).textContent())!.trim()
      await visible(chosen.getByText(cuisineName))
      await visible(chosen.getByText(m('searchPage.filters.cookTime.60')))
      await shot(page, 'filtered')

      // ── The address is the search: a new page opened on it shows the same results ──
      const shared = await open(filtered.pathname + filtered.search)
      await settled(shared)
      expect((await count(shared).textContent())!.trim()).toBe(filteredCount)
      await expect.poll(() => cardTitles(shared)).toEqual(filteredTitles)
      expect(await shared.getByRole('checkbox', { name: cuisineName }).isChecked()).toBe(true)
      expect(await shared.getByRole('radio', { name: m('searchPage.filters.cookTime.60') }).isChecked()).toBe(
        true,
      )
      await shared.context().close()

      // ── Remove the cuisine chip; Back brings it back ──
      await chosen.getByRole('button', { name: new RegExp(cuisineName) }).click()
      await page.waitForURL(
        (url) => !url.searchParams.has('cuisines') && url.searchParams.get('cookTime') === '60',
      )
      await settled(page)
      await expect.poll(() => cuisines.getByRole('checkbox', { name: cuisineName }).isChecked()).toBe(false)
      await page.goBack()
      await page.waitForURL((url) => url.searchParams.has('cuisines'))
      await settled(page)
      await expect.poll(() => cardTitles(page)).toEqual(filteredTitles)

      // ── Only the ingredient again, then scroll until the results end ──
      await page.goto(`${siteUrl()}/${lang}/search?ingredients=${encodeURIComponent(ingredientSlug)}`)
      await settled(page)
      const end = page.getByText(m('searchPage.noMoreResults'))
      let seen = 0
      while (!(await end.isVisible())) {
        const shown = await cards(page).count()
        expect(shown, 'each scroll to the end loads more, until the end message').toBeGreaterThan(seen)
        seen = shown
        await cards(page).last().scrollIntoViewIfNeeded()
        await page.mouse.wheel(0, 2000)
        // Wait for the next page's cards or the end, whichever the reader would see next.
        await expect
          .poll(async () => (await end.isVisible()) || (await cards(page).count()) > seen, {
            timeout: 30_000,
          })
          .toBe(true)
      }
      const titles = await cardTitles(page)
      expect(new Set(titles).size, 'no recipe shown twice').toBe(titles.length)
      await end.scrollIntoViewIfNeeded()
      await shot(page, 'end')

      expect(errors).toEqual([])
    },
  )
})
