import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from 'playwright'
import { describe, expect, inject, it } from 'vitest'
import { type Locale, type MessageId, messages } from '@sufra/i18n'
import { launchBrowserForTests, screenshotDir, siteUrl } from './browser'

const { open } = launchBrowserForTests()

const visible = (locator: Locator) => locator.waitFor({ state: 'visible' }).then(() => true)

const sharedFixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/data/import-fixtures-cc',
)

/**
 * The page each journey imports, served on 127.0.0.1 by the e2e set-up: in English an openly licensed
 * page from ../shared (schema.org JSON-LD), in Arabic a page we wrote (microdata, Eastern Arabic digits).
 */
const pages = {
  en: {
    path: '/cc/google-recipe-example.html',
    title: 'Party Coffee Cake',
    ingredient: /flour/,
    step: 'Preheat the oven to 350 degrees F. Grease and flour a 9x9 inch pan.',
  },
  ar: {
    path: '/own/arabic-recipe-page.html',
    title: 'مجدّرة بالبرغل',
    ingredient: /عدس بني/,
    step: 'اسلق العدس في الماء عشرين دقيقة حتى يطرى قليلاً.',
  },
} as const

describe.skipIf(!existsSync(sharedFixtures))('import journey', () => {
  it.each(['en', 'ar'] as const)(
    '%s: pastes a page address, watches the import, reviews the recipe in the form, publishes it and finds it on the profile with its source',
    { timeout: 180_000 },
    async (lang: Locale) => {
      const m = (id: MessageId) => messages[lang][id]
      const source = pages[lang]
      const shot = (page: Page, name: string) =>
        page.screenshot({ path: path.join(screenshotDir, `import-${lang}-${name}.png`), fullPage: false })
      const page = await open(`/${lang}/explore`)
      const signup = await page.request.post(`${siteUrl()}/api/v1/user/signup`, {
        data: {
          firstName: lang === 'ar' ? 'سلمى' : 'Salma',
          lastName: lang === 'ar' ? 'حداد' : 'Haddad',
          email: `importer.${lang}.${Date.now()}@example.test`,
          password: 'a-long-password-1',
          confirmPassword: 'a-long-password-1',
          language: lang === 'ar' ? 'arabic' : 'english',
        },
      })
      expect(signup.status()).toBe(201)
      await page.goto(`${siteUrl()}/${lang}/user/profile`)

      // ── Paste the address and watch the import ───────────────────────────
      // The page server holds this address until the test has seen the progress.
      const pagesUrl = inject('recipePagesUrl')
      const token = `${lang}-${Date.now()}`
      const address = `${pagesUrl}/held/${token}${source.path}`
      const field = page.getByRole('textbox', { name: m('importRecipe.label') })
      await field.fill(address)
      await page.getByRole('button', { name: m('importRecipe.submit') }).click()
      // While the server reads the page, the form says so and waits.
      await visible(page.locator('[data-scope=import-recipe] [data-part=progress][data-busy]'))
      await visible(page.getByRole('progressbar'))
      expect(await field.getAttribute('readonly')).not.toBeNull()
      await shot(page, 'progress')
      expect((await fetch(`${pagesUrl}/release/${token}`)).status).toBe(204)

      // ── Review it in the form ────────────────────────────────────────────
      await expect
        .poll(() => new URL(page.url()).pathname, { timeout: 60_000 })
        .toMatch(new RegExp(`^/${lang}/recipe/edit/[0-9a-f-]{36}$`))
      expect(new URL(page.url()).searchParams.get('review')).toBe('import')
      const titleField = page.getByLabel(m('recipeForm.field.title'), { exact: false }).first()
      await expect.poll(() => titleField.inputValue(), { timeout: 30_000 }).toBe(source.title)
      const notice = page.locator('[data-part=review-notice]')
      await visible(notice)
      expect(await notice.getByRole('link').getAttribute('href')).toBe(address)
      const names = await page
        .getByRole('textbox', { name: m('recipeForm.field.name') })
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
      expect(names.some((name) => source.ingredient.test(name))).toBe(true)
      await visible(page.getByRole('textbox', { name: m('recipeForm.field.step') }).last())
      await shot(page, 'review')

      // ── Publish the reviewed version ─────────────────────────────────────
      await page.getByRole('button', { name: m('recipeForm.save') }).click()
      await visible(page.getByText(m('recipeForm.saved'), { exact: true }).first())
      await visible(page.getByRole('heading', { level: 1, name: source.title }))
      await visible(page.getByText(source.step, { exact: true }).first())
      // The page's own picture was fetched, checked and stored with the recipe.
      const pictures = await page
        .locator('img[src*="/uploads/"]')
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth))
      expect(pictures.some((width) => width > 0)).toBe(true)
      await shot(page, 'published')

      // ── On the profile, with a link to where it came from ────────────────
      await page.goto(`${siteUrl()}/${lang}/user/profile`)
      const card = page.locator('[data-scope=recipe-card]').filter({ hasText: source.title }).first()
      await visible(card)
      expect(await card.locator(`a[href="${address}"]`).count()).toBeGreaterThan(0)
      await shot(page, 'profile')
    },
  )
})
