import path from 'node:path'
import { type Locator, type Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import { type Locale, type MessageId, messages } from '@sufra/i18n'
import { screenshotDir, siteUrl } from './browser'
import { blogUrl, launchPartnerBrowser, requestsToSufra, waitForState } from './partner-page'

/**
 * Issue 13: a partner's blog on another site (127.0.0.2, see partner-blog.ts: hostile CSS, a strict CSP)
 * embeds Sufra's card and recipe with one script tag. Chromium runs with third-party cookies blocked, so
 * nothing here may lean on Sufra's cookie inside the partner's page: sign-in goes through the popup on
 * Sufra's own origin and writes carry the token it hands back.
 */

const browser = launchPartnerBrowser()

const visible = (locator: Locator) => locator.waitFor({ state: 'visible' }).then(() => true)

/** A seeded recipe with a picture and ingredients that can go on a list. */
async function pickRecipe(): Promise<{ id: string; title: { en: string; ar: string } }> {
  const answer = await fetch(`${siteUrl()}/api/v1/recipe/popular`)
  const { data } = (await answer.json()) as { data: Array<{ _id: string; thumbnail: unknown }> }
  const summary = data.find((recipe) => recipe.thumbnail !== null)!
  const detail = (await (await fetch(`${siteUrl()}/api/v1/recipe/${summary._id}`)).json()) as {
    data: { _id: string; title: { en: string; ar: string } }
  }
  return { id: detail.data._id, title: detail.data.title }
}

describe.each(['en', 'ar'] as const)('a partner blog embedding Sufra in %s', (lang: Locale) => {
  const m = (id: MessageId) => messages[lang][id]
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(screenshotDir, `embed-${lang}-${name}.png`), fullPage: true })

  it(
    'paints the card and the recipe untouched by the host CSS, puts the JSON-LD in the host page, signs a visitor in through the popup, saves the recipe, adds its ingredients to a list and ticks an item of it in <sufra-shopping-list>, with no cookie sent from the partner page',
    { timeout: 240_000 },
    async () => {
      const recipe = await pickRecipe()
      const title = recipe.title[lang] || recipe.title.en
      const context = await browser().newContext({ viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      const pageErrors: string[] = []
      page.on('pageerror', (error) => pageErrors.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error') pageErrors.push(`${message.text()} (${message.location().url})`)
      })
      // Every request the partner page makes to Sufra, with the headers the browser really sent.
      const toSufra = requestsToSufra(page)

      await page.goto(blogUrl({ lang, card: recipe.id, recipe: recipe.id, servings: '4' }))
      await waitForState(page, 'sufra-recipe-card', ['painted', 'interactive'])
      await waitForState(page, 'sufra-recipe', ['painted', 'interactive'])

      // ── Painted, in the page's language, untouched by the host's CSS ─────
      const card = page.locator('sufra-recipe-card')
      const full = page.locator('sufra-recipe')
      expect(await visible(card.getByRole('heading', { name: title }))).toBe(true)
      expect(await visible(full.getByRole('heading', { name: title, level: 2 }))).toBe(true)
      const inside = await page.evaluate(() => {
        const root = document.querySelector('sufra-recipe')!.shadowRoot!
        const div = root.querySelector('div')!
        const img = root.querySelector('img')!
        const article = root.querySelector('article')!
        return {
          divFontSize: getComputedStyle(div).fontSize,
          imgDisplay: getComputedStyle(img).display,
          dir: getComputedStyle(article).direction,
          hostStyleSheets: document.styleSheets.length,
          hostBrand: getComputedStyle(document.documentElement)
            .getPropertyValue('--colors-brand-solid')
            .trim(),
          hostParagraph: getComputedStyle(document.querySelector('#before')!).color,
        }
      })
      expect(inside.divFontSize).not.toBe('40px')
      expect(inside.imgDisplay).not.toBe('none')
      expect(inside.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr')
      // The widget adds nothing to the host's styles: one sheet (the partner's), its variables unchanged.
      expect(inside.hostStyleSheets).toBe(1)
      expect(inside.hostBrand).toBe('#0f0')
      expect(inside.hostParagraph).toBe('rgb(204, 0, 0)')

      // ── Search engines: the recipe's JSON-LD in the host document ────────
      const jsonLd = await page.evaluate(() =>
        [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
          JSON.parse(script.textContent ?? 'null'),
        ),
      )
      expect(jsonLd).toHaveLength(1)
      const structured = jsonLd[0] as Record<string, unknown>
      expect(structured['@context']).toMatch(/schema\.org/)
      expect(structured['@type']).toBe('Recipe')
      expect(structured.name).toBe(title)
      expect(structured.image).toBeTruthy()
      expect((structured.recipeIngredient as unknown[]).length).toBeGreaterThan(0)
      expect((structured.recipeInstructions as unknown[]).length).toBeGreaterThan(0)
      // The partner's page is the canonical page; Sufra is credited.
      expect(structured.url).toBe(page.url())
      expect(JSON.stringify(structured)).toContain(`${siteUrl()}/`)
      await shot(page, 'painted')

      // ── Keyboard: focus moves into the widget and out of it ──────────────
      await page.locator('#before-widget').focus()
      let reachedWidget = false
      for (let step = 0; step < 60; step++) {
        await page.keyboard.press('Tab')
        const where = await page.evaluate(
          () => document.activeElement?.id || document.activeElement?.localName,
        )
        if (where === 'sufra-recipe-card' || where === 'sufra-recipe') reachedWidget = true
        if (where === 'after-widget') break
      }
      expect(reachedWidget).toBe(true)
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('after-widget')

      // ── A visitor saves: sign-in in a popup on Sufra's origin ────────────
      const email = `partner.reader.${lang}.${Date.now()}@example.test`
      const password = 'a-long-password-1'
      const signup = await fetch(`${siteUrl()}/api/v1/user/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: lang === 'ar' ? 'سلمى' : 'Salma',
          lastName: lang === 'ar' ? 'حداد' : 'Haddad',
          email,
          password,
          confirmPassword: password,
          language: lang === 'ar' ? 'arabic' : 'english',
        }),
      })
      expect(signup.status).toBe(201)

      const save = full.getByRole('button', { name: m('recipeDetail.save'), exact: true })
      const popupOpened = page.waitForEvent('popup')
      await save.click()
      const popup = await popupOpened
      expect(new URL(popup.url()).origin).toBe(siteUrl())
      await popup.getByRole('button', { name: m('auth.initial.email') }).click()
      await popup.getByLabel(m('auth.field.email'), { exact: false }).first().fill(email)
      await popup.getByLabel(m('auth.field.password'), { exact: false }).first().fill(password)
      await popup.getByRole('button', { name: m('auth.login.submit'), exact: true }).click()
      await popup.waitForEvent('close', { timeout: 30_000 })
      // Back on the partner page: the save the visitor asked for is done.
      await expect.poll(() => save.getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('true')

      // ── Add the ingredients to a shopping list ───────────────────────────
      // As a reader does: on the box's label (the input itself is visually hidden under its control).
      await full.getByText(m('addToList.selectAll'), { exact: true }).click()
      await expect
        .poll(() => full.getByRole('checkbox', { name: m('addToList.selectAll') }).isChecked())
        .toBe(true)
      await full.getByRole('button', { name: m('addToList.button') }).click()
      const dialog = full.getByRole('dialog')
      await dialog.getByLabel(m('addToList.listName'), { exact: false }).first().fill(`Partner ${lang}`)
      const created = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/v1/list/create') && response.request().method() === 'POST',
      )
      await dialog.getByRole('button', { name: m('addToList.create') }).click()
      const createdAnswer = await created
      expect(createdAnswer.status()).toBe(201)
      const listId = ((await createdAnswer.json()) as { data: { _id: string } }).data._id
      await dialog.waitFor({ state: 'hidden' })
      await shot(page, 'signed-in')

      // ── <sufra-shopping-list>: the person's lists on the partner page, an item ticked there ──
      await page.goto(blogUrl({ lang, lists: '1' }))
      await waitForState(page, 'sufra-shopping-list', ['interactive'])
      const lists = page.locator('sufra-shopping-list')
      // The sidebar: All Lists, then the person's one list, once (one Create made one list).
      const entryIds = () =>
        lists
          .locator('[data-part="entry"]')
          .evaluateAll((entries) => entries.map((entry) => entry.getAttribute('data-list-id')))
      await expect.poll(entryIds, { timeout: 30_000 }).toEqual(['all-lists', listId])
      await lists.locator(`[data-part="entry"][data-list-id="${listId}"]`).click()
      const firstItem = lists.locator(`[data-part="item"][data-item-id]`).first()
      await visible(firstItem)
      const itemId = (await firstItem.getAttribute('data-item-id'))!
      const ticked = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/v1/list/${listId}/items/${itemId}`) &&
          response.request().method() === 'PATCH',
      )
      // As a reader does: on the box (the input itself is visually hidden under it).
      await firstItem.locator('[data-scope="checkbox"][data-part="control"]').click()
      expect((await ticked).status()).toBe(200)
      await expect
        .poll(() =>
          lists.locator(`[data-part="item"][data-item-id="${itemId}"]`).getAttribute('data-checked'),
        )
        .toBe('')
      await shot(page, 'shopping-list')

      // ── Sufra saw the save, for that person ──────────────────────────────
      const login = await fetch(`${siteUrl()}/api/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!
      const saved = (await (
        await fetch(`${siteUrl()}/api/v1/recipe-user/state/${recipe.id}`, { headers: { cookie } })
      ).json()) as { data: { savedByMe: boolean } }
      expect(saved.data.savedByMe).toBe(true)
      // ... and the item ticked on the partner page.
      const list = (await (
        await fetch(`${siteUrl()}/api/v1/list/${listId}`, { headers: { cookie } })
      ).json()) as { data: { list: Array<{ _id: string; checked: boolean }> } }
      expect(list.data.list.find((item) => item._id === itemId)?.checked).toBe(true)

      // ── No cookie ever left the partner page for Sufra; writes carried the token ──
      expect(toSufra.length).toBeGreaterThan(0)
      expect(toSufra.filter((request) => 'cookie' in request.headers)).toEqual([])
      // One list made by one Create.
      expect(
        toSufra.filter((request) => request.method === 'POST' && request.url.endsWith('/api/v1/list/create')),
      ).toHaveLength(1)
      const writes = toSufra.filter((request) => request.method !== 'GET' && request.method !== 'OPTIONS')
      expect(writes.length).toBeGreaterThan(0)
      for (const write of writes) expect(write.headers.authorization).toMatch(/^Bearer /)
      expect(pageErrors).toEqual([])
      await context.close()
    },
  )

  it('shows a polite fallback with a link to Sufra when the recipe is unknown or Sufra cannot be reached, and nothing breaks the host page', async () => {
    const context = await browser().newContext({ viewport: { width: 1024, height: 800 } })
    const page = await context.newPage()
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))

    await page.goto(blogUrl({ lang, recipe: '000000000000000000000000' }))
    await waitForState(page, 'sufra-recipe', ['failed'])
    const fallbackLink = page.locator('sufra-recipe').getByRole('link')
    expect(await fallbackLink.getAttribute('href')).toContain(siteUrl())

    // Sufra's reads fail (a network failure): the card falls back too.
    await page.route(`${siteUrl()}/api/v1/embed/**`, (route) => route.abort('failed'))
    await page.goto(blogUrl({ lang, card: (await pickRecipe()).id }))
    await waitForState(page, 'sufra-recipe-card', ['failed'])
    expect(await page.locator('#after-widget').isVisible()).toBe(true)
    await page.screenshot({ path: path.join(screenshotDir, `embed-${lang}-fallback.png`) })
    expect(pageErrors).toEqual([])
    await context.close()
  })
})
