/**
 * Browse and follow (issue 15), as a visitor who signs up would: from explore to all categories, a
 * category, a recipe, its creator; following them (pulse, count + 1), seeing it on /creators and
 * unfollowing there after the confirmation; an ingredient chip to its recipes and its nutrition; the
 * feed loading more as they scroll until it ends. In English and in Arabic, on the demo content.
 */
import path from 'node:path'
import type { Locator, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import { toWesternDigits } from '@sufra/core'
import { type Locale, type MessageId, messages } from '@sufra/i18n'
import { launchBrowserForTests, screenshotDir, siteUrl } from './browser'

const { open } = launchBrowserForTests()

const visible = (locator: Locator) => locator.waitFor({ state: 'visible' }).then(() => true)
/** The first number in a text, Arabic-Indic digits read as Latin ones ("١٠ متابِعين" → 10). */
const numberIn = (text: string | null) => Number(/\d+/.exec(toWesternDigits(text ?? ''))?.[0] ?? NaN)

describe.each(['en', 'ar'] as const)('browse and follow in %s', (lang: Locale) => {
  const m = (id: MessageId) => messages[lang][id]
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(screenshotDir, `browse-${lang}-${name}.png`), fullPage: false })

  it(
    'goes from explore to a category, a recipe and its creator, follows and unfollows them, reads an ingredient, and scrolls the feed to its end',
    { timeout: 300_000 },
    async () => {
      const page = await open(`/${lang}/explore`)
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))

      // Signed in from the start (the accounts journey covers the sign-in modal).
      const signup = await page.request.post(`${siteUrl()}/api/v1/user/signup`, {
        data: {
          firstName: lang === 'ar' ? 'سلمى' : 'Salma',
          lastName: lang === 'ar' ? 'حداد' : 'Haddad',
          email: `browser.${lang}.${Date.now()}@example.test`,
          password: 'a-long-password-1',
          confirmPassword: 'a-long-password-1',
          language: lang === 'ar' ? 'arabic' : 'english',
        },
      })
      expect(signup.status()).toBe(201)
      await page.goto(`${siteUrl()}/${lang}/explore`)

      // ── Explore → View All categories → a category ───────────────────────
      await page
        .getByTestId('popular-categories')
        .getByRole('link', { name: m('explore.viewAll') })
        .click()
      await page.waitForURL(`${siteUrl()}/${lang}/categories`)
      const allCategories = page.getByRole('region', { name: m('pages.categories.all') })
      const categoryLink = allCategories.getByRole('link').first()
      const categoryName = (await categoryLink.textContent())!.trim()
      await categoryLink.click()
      await page.waitForURL(new RegExp(`/${lang}/category/[a-z0-9-]+$`))
      await visible(page.getByRole('heading', { level: 1, name: categoryName }))
      await shot(page, 'category')

      // ── A recipe of the category → its creator ───────────────────────────
      const firstCard = page.locator('[data-scope=recipe-grid][data-part=root] > li').first()
      const recipeTitle = (await firstCard.getByRole('heading').first().textContent())!.trim()
      await firstCard.getByRole('link', { name: recipeTitle }).first().click()
      await visible(page.getByRole('heading', { level: 1, name: recipeTitle }))
      await page.locator('[data-scope=creator-block] a[data-part=link]').first().click()
      await page.waitForURL(new RegExp(`/${lang}/creators/[0-9a-f-]+$`))
      const creatorId = page.url().split('/').pop()!
      const header = page.locator('[data-scope=profile-header][data-part=root]')
      await visible(header)
      const creatorName = (await header.getByRole('heading', { level: 1 }).textContent())!.trim()

      // ── Follow: the 2 s pulse, and the follower count + 1 after success ──
      const followers = page.locator('[data-part=stats] [data-stat="profile.followers"]')
      const before = numberIn(await followers.textContent())
      const follow = page.locator('[data-scope=follow-button][data-part=root]')
      await follow.click()
      await expect.poll(() => follow.getAttribute('data-pulse')).toBe('')
      await expect.poll(async () => numberIn(await followers.textContent())).toBe(before + 1)
      await expect.poll(() => follow.getAttribute('data-following')).toBe('')
      await expect.poll(() => follow.getAttribute('data-pulse'), { timeout: 10_000 }).toBeNull()
      await shot(page, 'creator-followed')

      // ── /creators shows them followed; unfollow asks first ───────────────
      await page.goto(`${siteUrl()}/${lang}/creators`)
      const card = page.locator(`[data-scope=creator-card][data-creator-id="${creatorId}"]`)
      await visible(card.getByRole('heading', { name: creatorName }))
      const cardButton = card.locator('[data-scope=follow-button][data-part=root]')
      await expect.poll(() => cardButton.getAttribute('data-following')).toBe('')
      await cardButton.click()
      const dialog = page.getByRole('alertdialog', { name: m('follow.confirm.title') })
      await visible(dialog)
      await dialog.getByRole('button', { name: m('follow.confirm.action') }).click()
      await expect.poll(() => cardButton.getAttribute('data-following')).toBeNull()
      // The server agrees: a fresh page shows them not followed.
      await page.reload()
      await visible(card.getByRole('heading', { name: creatorName }))
      await expect.poll(() => cardButton.getAttribute('data-following')).toBeNull()
      await shot(page, 'creators')

      // ── An ingredient chip → its recipes → its nutrition ─────────────────
      await page.goto(`${siteUrl()}/${lang}/explore`)
      const chip = page.getByTestId('popular-ingredients').locator('a[href*="/ingredient/"]').first()
      await chip.click()
      await page.waitForURL(new RegExp(`/${lang}/ingredient/[a-z0-9-]+$`))
      await visible(page.locator('[data-scope=recipe-grid][data-part=root] > li').first())
      await page.getByRole('link', { name: m('pages.ingredient.nutrition') }).click()
      await page.waitForURL(new RegExp(`/${lang}/ingredient/details/[a-z0-9-]+/[0-9a-f-]+$`))
      const table = page.getByRole('table')
      await visible(table)
      expect(await table.getByRole('row').count()).toBeGreaterThan(3)
      await shot(page, 'ingredient-detail')

      // ── The feed loads 10 at a time as they scroll, and stops at the end ─
      await page.goto(`${siteUrl()}/${lang}/feed`)
      const feed = page.getByTestId('feed-recipes')
      const feedCards = feed.locator('[data-scope=recipe-grid][data-part=root] > li')
      await expect.poll(() => feedCards.count(), { timeout: 30_000 }).toBe(10)
      const end = feed.getByText(m('ui.infiniteScroll.end'))
      // Each scroll to the bottom brings the next page, until one comes back short.
      for (let pages = 1; !(await end.isVisible()); pages++) {
        expect(pages, 'the feed never ended').toBeLessThan(30)
        await feedCards.last().scrollIntoViewIfNeeded()
        await page.mouse.wheel(0, 4000)
        await expect
          .poll(async () => (await end.isVisible()) || (await feedCards.count()) >= (pages + 1) * 10, {
            timeout: 30_000,
          })
          .toBe(true)
      }
      const total = await feedCards.count()
      expect(total).toBeGreaterThan(10)
      const ids = await feedCards
        .locator('a[href*="/recipe/"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname))
      // No recipe twice (several links per card point at the same recipe).
      expect(new Set(ids).size).toBe(total)
      await shot(page, 'feed-end')

      expect(errors).toEqual([])
    },
  )
})
