import path from 'node:path'
import { type Locator, type Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import { type Locale, type MessageId, catalogueTranslator, messages } from '@sufra/i18n'
import { screenshotDir, siteUrl } from './browser'
import { blogUrl, launchPartnerBrowser, requestsToSufra, waitForState } from './partner-page'

/**
 * Issue 16: the meal planner, in English and Arabic. A person plans three recipes into two days with
 * the mouse and one with the keyboard only, moves one between slots, adds a meal type, reloads and
 * finds the plan, and sees the nutrition rings change; a past day refuses a change with the spec's
 * alert. Then `<sufra-planner>` on the partner's blog (another site, third-party cookies blocked):
 * signed in through Sufra's window, the person's plan is there and a change is saved with the token.
 */
const browser = launchPartnerBrowser()

const visible = (locator: Locator) => locator.waitFor({ state: 'visible' }).then(() => true)
const PASSWORD = 'a-long-password-1'

interface Recipe {
  _id: string
  title: { en: string; ar: string }
}

/** Three popular recipes with a title in both languages (the source slider shows them). */
async function pickRecipes(): Promise<Recipe[]> {
  const answer = await fetch(`${siteUrl()}/api/v1/recipe/popular`)
  const { data } = (await answer.json()) as { data: Recipe[] }
  return data.filter((recipe) => recipe.title.en && recipe.title.ar).slice(0, 3)
}

/** A new account signed in on `page` (its cookie), with `recipes` saved (the slider's first tab). */
async function signUpAndSave(page: Page, lang: Locale, recipes: Recipe[]) {
  const email = `planner.${lang}.${Date.now()}@example.test`
  const signup = await page.request.post(`${siteUrl()}/api/v1/user/signup`, {
    data: {
      firstName: lang === 'ar' ? 'هدى' : 'Huda',
      lastName: lang === 'ar' ? 'سالم' : 'Salem',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      language: lang === 'ar' ? 'arabic' : 'english',
    },
    headers: { origin: siteUrl() },
  })
  expect(signup.status()).toBe(201)
  // Saved oldest first, so the slider (most recently saved first) lists them in reverse.
  for (const recipe of recipes) {
    const saved = await page.request.post(`${siteUrl()}/api/v1/recipe-user/save/${recipe._id}`, {
      headers: { origin: siteUrl() },
    })
    expect(saved.status(), await saved.text()).toBe(200)
  }
  return email
}

/** yyyy-MM-dd of the browser's today moved by `days` (the board's days are the browser's). */
function browserDay(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const day = new Date()
    day.setDate(day.getDate() + offset)
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`
  }, days)
}

/**
 * Drags `from` onto `to` with the mouse: the drag events Chromium fires for a mouse drag (dragstart on
 * the card, dragenter/dragover/drop on the slot, dragend on the card), each at the element's centre and
 * sharing one DataTransfer, as the PlannerBoard stories do. (Playwright's mouse starts no native drag
 * on react-aria's draggables here: the dragstart fires and no drop target ever hears of it.)
 */
async function dragWithMouse(from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded()
  await from.hover()
  const target = await to.elementHandle()
  await from.evaluate(async (card, slot) => {
    const data = new DataTransfer()
    card.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }))
    const steps = [
      [card, 'dragstart'],
      [slot, 'dragenter'],
      [slot, 'dragover'],
      [slot, 'drop'],
      [card, 'dragend'],
    ] as const
    for (const [element, type] of steps) {
      const box = element.getBoundingClientRect()
      element.dispatchEvent(
        new DragEvent(type, {
          bubbles: true,
          cancelable: true,
          composed: true,
          dataTransfer: data,
          clientX: box.x + box.width / 2,
          clientY: box.y + box.height / 2,
        }),
      )
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
  }, target!)
}

describe.each(['en', 'ar'] as const)('the meal planner in %s', (lang: Locale) => {
  const m = (id: MessageId) => messages[lang][id]
  // The page's own formatting of a message (numbers in the page's digits).
  const format = catalogueTranslator(lang, messages[lang])
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(screenshotDir, `planner-${lang}-${name}.png`), fullPage: true })
  const meal = (name: 'Breakfast' | 'Lunch' | 'Snacks' | 'Dinner') => m(`planner.meal.${name}` as MessageId)

  it(
    'plans three recipes into two days with the mouse and one with the keyboard, moves one, adds a meal type, keeps the plan after a reload with the rings changed, and refuses a change to a past day',
    { timeout: 300_000 },
    async () => {
      const recipes = await pickRecipes()
      expect(recipes).toHaveLength(3)
      const titles = recipes.map((recipe) => recipe.title[lang])
      const context = await browser().newContext({ viewport: { width: 1280, height: 1000 } })
      const page = await context.newPage()
      const pageErrors: string[] = []
      page.on('pageerror', (error) => pageErrors.push(error.message))
      await page.goto(`${siteUrl()}/${lang}/explore`)
      await signUpAndSave(page, lang, recipes)

      await page.goto(`${siteUrl()}/${lang}/planner`)
      const board = page.locator('[data-scope=planner-board][data-part=root]')
      await visible(board.getByRole('heading', { level: 3, name: new RegExp(meal('Breakfast')) }))
      await visible(page.getByRole('heading', { level: 1, name: m('pages.planner.title') }))

      // Next week: every day of it is still to come, whatever day today is.
      await board.getByRole('button', { name: m('planner.week.next') }).click()
      const saturday = await board
        .locator('[data-part=days] button[data-date]')
        .first()
        .getAttribute('data-date')
      const sunday = await board
        .locator('[data-part=days] button[data-date]')
        .nth(1)
        .getAttribute('data-date')
      const dayTab = (date: string) => board.locator(`[data-part=days] button[data-date="${date}"]`)
      await dayTab(saturday!).click()
      await expect.poll(() => dayTab(saturday!).getAttribute('aria-pressed')).toBe('true')

      const source = board.locator('[data-part=recipe-source]')
      /** A recipe's card in the source slider (its draggable part). */
      const card = (index: number) => source.locator(`[role=button][data-recipe="${recipes[index]!._id}"]`)
      const slot = (name: string, number: number) =>
        board
          .locator('[data-drop-slot]')
          .and(page.getByLabel(format('planner.slot.empty', { meal: name, number }), { exact: true }))
      const filledSlot = (name: string, number: number, title: string) =>
        board.getByLabel(format('planner.slot.filled', { meal: name, number, recipe: title }), {
          exact: true,
        })
      const rings = board.locator('[data-part=goals] [data-part=rings]')
      await visible(card(0))
      const ringsBefore = await rings.textContent()

      /** Waits for the auto-save of the day the board shows (its POST answered 200). */
      const saved = () =>
        page.waitForResponse(
          (response) =>
            /\/api\/v1\/meal-planner\/(create|week)$/.test(response.url()) &&
            response.request().method() === 'POST',
        )

      // ── The mouse: two recipes into Saturday ─────────────────────────────
      let save = saved()
      await dragWithMouse(card(0), slot(meal('Breakfast'), 1))
      expect((await save).status()).toBe(200)
      await visible(filledSlot(meal('Breakfast'), 1, titles[0]!))
      save = saved()
      await dragWithMouse(card(1), slot(meal('Lunch'), 1))
      expect((await save).status()).toBe(200)
      await visible(filledSlot(meal('Lunch'), 1, titles[1]!))
      // The rings now count Saturday's two recipes.
      await expect.poll(() => rings.textContent()).not.toBe(ringsBefore)

      // ── Move one between slots: Lunch → Dinner ──────────────────────────
      save = saved()
      await dragWithMouse(
        filledSlot(meal('Lunch'), 1, titles[1]!).getByRole('button', { name: titles[1]!, exact: true }),
        slot(meal('Dinner'), 1),
      )
      expect((await save).status()).toBe(200)
      await visible(filledSlot(meal('Dinner'), 1, titles[1]!))
      await visible(slot(meal('Lunch'), 1))

      // ── Sunday: one with the mouse, one with the keyboard only ──────────
      await dayTab(sunday!).click()
      save = saved()
      await dragWithMouse(card(2), slot(meal('Lunch'), 1))
      expect((await save).status()).toBe(200)
      await visible(filledSlot(meal('Lunch'), 1, titles[2]!))

      await card(0).focus()
      await page.keyboard.press('Enter')
      const target = format('planner.slot.empty', { meal: meal('Snacks'), number: 1 })
      for (let step = 0; step < 40; step++) {
        const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')
        if (focused === target) break
        await page.keyboard.press('Tab')
      }
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(target)
      save = saved()
      await page.keyboard.press('Enter')
      expect((await save).status()).toBe(200)
      await visible(filledSlot(meal('Snacks'), 1, titles[0]!))
      // Announced for screen readers in the page's language.
      await expect
        .poll(() => board.locator('[data-part=announcer]').textContent())
        .toBe(format('planner.announce.placed', { recipe: titles[0]!, meal: meal('Snacks'), number: 1 }))

      // ── A meal type of the person's own ──────────────────────────────────
      const ownMeal = lang === 'ar' ? 'سحور' : 'Suhoor'
      await board.getByRole('button', { name: m('planner.addMealType') }).click()
      const dialog = page.getByRole('dialog', { name: m('planner.addMealType.title') })
      await dialog.getByLabel(m('planner.addMealType.name')).fill(`  ${ownMeal}  `)
      save = saved()
      await dialog.getByRole('button', { name: m('planner.addMealType.submit') }).click()
      expect((await save).status()).toBe(200)
      await visible(board.getByRole('heading', { level: 3, name: new RegExp(ownMeal) }))
      await shot(page, 'planned')

      // ── Reload: the plan is there ────────────────────────────────────────
      await page.reload()
      await board.getByRole('button', { name: m('planner.week.next') }).click()
      await dayTab(saturday!).click()
      await visible(filledSlot(meal('Breakfast'), 1, titles[0]!))
      await visible(filledSlot(meal('Dinner'), 1, titles[1]!))
      await expect.poll(() => rings.textContent()).not.toBe(ringsBefore)
      await dayTab(sunday!).click()
      await visible(filledSlot(meal('Lunch'), 1, titles[2]!))
      await visible(filledSlot(meal('Snacks'), 1, titles[0]!))
      await visible(board.getByRole('heading', { level: 3, name: new RegExp(ownMeal) }))

      // ── A past day refuses a change, with the spec's alert ───────────────
      await board.getByRole('button', { name: m('planner.week.previous') }).click()
      await board.getByRole('button', { name: m('planner.week.previous') }).click()
      await dayTab(await browserDay(page, -7)).click()
      await visible(board.locator('[data-part=read-only]'))
      const writes: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/meal-planner/') && request.method() === 'POST')
          writes.push(request.url())
      })
      await dragWithMouse(card(2), board.locator('[data-drop-slot]').first())
      await visible(page.getByText(m('planner.expired'), { exact: true }).first())
      expect(writes).toEqual([])
      await shot(page, 'expired')
      expect(pageErrors).toEqual([])
      await context.close()
    },
  )

  it(
    '<sufra-planner> on a partner blog: signed in through Sufra’s window, shows the person’s plan and saves a change with the token',
    { timeout: 240_000 },
    async () => {
      const recipes = await pickRecipes()
      // The person exists on Sufra with a recipe saved (made through Sufra's own origin).
      const setup = await browser().newContext()
      const sufra = await setup.newPage()
      await sufra.goto(`${siteUrl()}/${lang}/explore`)
      const email = await signUpAndSave(sufra, lang, recipes.slice(0, 1))
      await setup.close()

      const context = await browser().newContext({ viewport: { width: 1280, height: 1000 } })
      const page = await context.newPage()
      const pageErrors: string[] = []
      page.on('pageerror', (error) => pageErrors.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error') pageErrors.push(`${message.text()} (${message.location().url})`)
      })
      const toSufra = requestsToSufra(page)
      await page.goto(blogUrl({ lang, planner: '1' }))
      const element = page.locator('sufra-planner')
      await waitForState(page, 'sufra-planner', ['interactive'])

      // Signed out: the invitation; Sign in opens Sufra's window.
      await visible(element.getByText(m('host.signIn.planner'), { exact: true }))
      const popupOpened = page.waitForEvent('popup')
      await element.getByRole('button', { name: m('embed.planner.signIn'), exact: true }).click()
      const popup = await popupOpened
      await popup.waitForLoadState()
      expect(new URL(popup.url()).origin).toBe(siteUrl())
      await popup.getByRole('button', { name: m('auth.initial.email') }).click({ timeout: 60_000 })
      await popup.getByLabel(m('auth.field.email'), { exact: false }).first().fill(email)
      await popup.getByLabel(m('auth.field.password'), { exact: false }).first().fill(PASSWORD)
      await popup.getByRole('button', { name: m('auth.login.submit'), exact: true }).click()
      await popup.waitForEvent('close', { timeout: 30_000 })

      // The board, with the person's saved recipe in the slider; plan it into next Saturday.
      const board = element.locator('[data-scope=planner-board][data-part=root]')
      await board.getByRole('button', { name: m('planner.week.next') }).click()
      const saturday = (await board
        .locator('[data-part=days] button[data-date]')
        .first()
        .getAttribute('data-date'))!
      await board.locator(`[data-part=days] button[data-date="${saturday}"]`).click()
      const card = board.locator(`[data-part=recipe-source] [role=button][data-recipe="${recipes[0]!._id}"]`)
      await visible(card)
      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/v1/meal-planner/create') && response.request().method() === 'POST',
      )
      await dragWithMouse(
        card,
        board.getByLabel(format('planner.slot.empty', { meal: m('planner.meal.Breakfast'), number: 1 }), {
          exact: true,
        }),
      )
      expect((await saved).status()).toBe(200)
      await page.screenshot({ path: path.join(screenshotDir, `planner-${lang}-partner.png`), fullPage: true })

      // Sufra has the plan, for that person.
      const login = await fetch(`${siteUrl()}/api/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      })
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!
      const day = (await (
        await fetch(`${siteUrl()}/api/v1/meal-planner/${saturday}`, { headers: { cookie } })
      ).json()) as {
        data: { mealPlan: Record<string, ({ _id: string } | null)[]> }
      }
      expect(day.data.mealPlan.Breakfast?.[0]?._id).toBe(recipes[0]!._id)

      // No cookie left the partner page for Sufra; the writes carried the token.
      expect(toSufra.filter((request) => 'cookie' in request.headers)).toEqual([])
      const writes = toSufra.filter((request) => request.method !== 'GET' && request.method !== 'OPTIONS')
      expect(writes.length).toBeGreaterThan(0)
      for (const write of writes) expect(write.headers.authorization).toMatch(/^Bearer /)
      expect(pageErrors).toEqual([])
      await context.close()
    },
  )
})
