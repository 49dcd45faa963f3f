import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import { type UnitSystem, isUnitId, unitById } from '@sufra/core'
import { type Locale, type MessageId, messages } from '@sufra/i18n'
import { amountLines } from '../../../packages/widgets/src/shopping-list/list-items'
import { launchBrowserForTests, screenshotDir, siteUrl } from './browser'

const { open } = launchBrowserForTests()

const visible = (locator: Locator) => locator.waitFor({ state: 'visible' }).then(() => true)

type Line = { amount: number | null; unitId: string | null; details: { _id: string } | null }
type RecipeDetail = {
  _id: string
  title: { en: string; ar: string }
  ingredients: Array<Line & { nameClean: { en: string; ar: string } }>
}
type Quantity = { amount: number | null; unit: string }
type ListItem = {
  _id: string
  ingredientId: string | null
  name: { en: string; ar: string }
  quantities: Quantity[]
  recipes: Array<{ _id: string }>
  checked: boolean
}
type ShoppingList = { _id: string; listName: { en: string; ar: string }; list: ListItem[] }

async function read<T>(url: string): Promise<T> {
  const answer = await fetch(`${siteUrl()}/api/v1${url}`)
  return ((await answer.json()) as { data: T }).data
}

/** A mass or volume amount that metric and US units write differently (not a spoon, not a count). */
const convertible = (line: Line) =>
  line.amount !== null &&
  line.amount > 0 &&
  isUnitId(line.unitId) &&
  ['mass', 'volume'].includes(unitById[line.unitId].kind) &&
  !['tsp', 'tbsp'].includes(line.unitId)

/**
 * Two seeded recipes that share a catalogue ingredient written once in each, in the same unit, with
 * a mass or volume amount: their amounts add up on one list, and the units toggle rewrites them.
 */
async function twoRecipesSharing() {
  const summaries = await read<Array<{ _id: string }>>('/recipe?page=1&limit=30')
  const details = await Promise.all(summaries.map((summary) => read<RecipeDetail>(`/recipe/${summary._id}`)))
  const once = (recipe: RecipeDetail, id: string) =>
    recipe.ingredients.filter((line) => line.details?._id === id).length === 1
  for (const [index, first] of details.entries()) {
    for (const second of details.slice(index + 1)) {
      for (const line of first.ingredients) {
        const id = line.details?._id
        if (!id || !convertible(line) || !once(first, id) || !once(second, id)) continue
        const other = second.ingredients.find((candidate) => candidate.details?._id === id)!
        if (other.unitId === line.unitId && convertible(other)) {
          return { first, second, ingredientId: id, name: line.nameClean, sum: line.amount! + other.amount! }
        }
      }
    }
  }
  throw new Error('No two seeded recipes share an ingredient in the same unit')
}

/** What the typed line reads as, in each language (the name the list shows is the server's). */
const typed = { en: '2 packets birthday candles', ar: '٢ علبة شموع عيد ميلاد' } as const
const listNames = { en: 'Weekend cooking', ar: 'طبخ نهاية الأسبوع' } as const

describe.each(['en', 'ar'] as const)('shopping lists journey in %s', (lang: Locale) => {
  const m = (id: MessageId) => messages[lang][id]
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(screenshotDir, `shopping-lists-${lang}-${name}.png`), fullPage: true })

  it(
    'adds two recipes sharing ingredients to one list (the second to the existing list), sees the amounts merged, adds a typed item, ticks two items that a second browser sees ticked, prints the PDF and switches to US units',
    { timeout: 300_000 },
    async () => {
      const { first, second, ingredientId, name, sum } = await twoRecipesSharing()
      const listName = listNames[lang]
      const page = await open(`/${lang}/explore`)
      const email = `shopper.${lang}.${Date.now()}@example.test`
      const password = 'a-long-password-1'

      // ── Sign in (through the API: the accounts journey covers the modal) ──
      const signup = await page.request.post(`${siteUrl()}/api/v1/user/signup`, {
        data: {
          firstName: lang === 'ar' ? 'هالة' : 'Hala',
          lastName: lang === 'ar' ? 'منصور' : 'Mansour',
          email,
          password,
          confirmPassword: password,
          language: lang === 'ar' ? 'arabic' : 'english',
        },
      })
      expect(signup.status()).toBe(201)

      // ── The first recipe: every ingredient on a new list ──────────────────
      const addAll = async (recipe: RecipeDetail) => {
        await page.goto(`${siteUrl()}/${lang}/recipe/${recipe._id}`)
        await visible(page.getByRole('heading', { level: 1, name: recipe.title[lang] || recipe.title.en }))
        // The tick boxes answer once the page is hydrated, as a person sees them enabled.
        await expect
          .poll(() => page.getByRole('checkbox', { name: m('addToList.selectAll') }).isEnabled(), {
            timeout: 30_000,
          })
          .toBe(true)
        await page.getByText(m('addToList.selectAll'), { exact: true }).click()
        await expect
          .poll(() => page.getByRole('checkbox', { name: m('addToList.selectAll') }).isChecked())
          .toBe(true)
        await page.getByRole('button', { name: m('addToList.button') }).click()
        const dialog = page.getByRole('dialog', { name: m('addToList.dialog.title') })
        await visible(dialog.getByRole('radio', { name: m('addToList.newList') }))
        return dialog
      }
      let dialog = await addAll(first)
      await dialog.getByLabel(m('addToList.listName'), { exact: false }).first().fill(listName)
      const created = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/v1/list/create') && response.request().method() === 'POST',
      )
      await dialog.getByRole('button', { name: m('addToList.create') }).click()
      const createdAnswer = await created
      expect(createdAnswer.status()).toBe(201)
      const listId = ((await createdAnswer.json()) as { data: ShoppingList }).data._id
      expect(await visible(page.getByText(m('addToList.created'), { exact: true }).first())).toBe(true)
      await dialog.waitFor({ state: 'hidden' })

      // ── The second recipe: onto the list just made (chosen in the dialog) ──
      dialog = await addAll(second)
      const existing = dialog.getByRole('radio', { name: new RegExp(listName) })
      await visible(existing)
      await dialog
        .locator('[data-part="list"]')
        .filter({ hasText: listName })
        .locator('[data-part="item-control"]')
        .click()
      await expect.poll(() => existing.isChecked()).toBe(true)
      // A list of one's own needs no name: the field goes.
      await expect.poll(() => dialog.getByLabel(m('addToList.listName'), { exact: false }).count()).toBe(0)
      await shot(page, 'add-to-existing')
      const added = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/v1/list/${listId}/items`) && response.request().method() === 'POST',
      )
      await dialog.getByRole('button', { name: m('addToList.add') }).click()
      expect((await added).status()).toBe(200)
      expect(
        await visible(
          page
            .getByText(m('addToList.added').replace('{name}', `\u2068${listName}\u2069`), { exact: true })
            .first(),
        ),
      ).toBe(true)

      // ── The list: the shared ingredient once, its amounts added up ─────────
      const readList = async () =>
        (
          (await (await page.request.get(`${siteUrl()}/api/v1/list/${listId}`)).json()) as {
            data: ShoppingList
          }
        ).data
      let list = await readList()
      const shared = list.list.find((item) => item.ingredientId === ingredientId)!
      expect(list.list.filter((item) => item.ingredientId === ingredientId)).toHaveLength(1)
      expect(shared.quantities).toHaveLength(1)
      expect(shared.quantities[0]!.amount).toBeCloseTo(sum, 6)
      expect(shared.recipes.map((recipe) => recipe._id).sort()).toEqual([first._id, second._id].sort())

      await page.goto(`${siteUrl()}/${lang}/lists/${listId}`)
      const row = (id: string) => page.locator(`[data-part="item"][data-item-id="${id}"]`)
      const amountsOf = (id: string) =>
        row(id)
          .locator('[data-part="amount"]')
          .allTextContents()
          .then((texts) => texts.map((text) => text.trim()))
      const shown = (system: UnitSystem) => amountLines(shared.quantities, system, lang)
      await visible(row(shared._id))
      expect(await row(shared._id).locator('[data-part="item-name"]').textContent()).toBe(
        name[lang] || name.en,
      )
      await expect.poll(() => amountsOf(shared._id)).toEqual(shown('metric'))
      // Both recipes are named on it.
      for (const recipe of [first, second]) {
        expect(
          await visible(row(shared._id).getByRole('link', { name: recipe.title[lang] || recipe.title.en })),
        ).toBe(true)
      }
      await shot(page, 'merged')

      // ── A typed item ───────────────────────────────────────────────────────
      await page.getByRole('button', { name: m('shoppingList.addItems'), exact: true }).click()
      const field = page.getByLabel(m('shoppingList.addItems.label'), { exact: false }).first()
      await field.fill(typed[lang])
      await visible(page.locator('[data-part="preview"]'))
      const typedAnswer = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/v1/list/${listId}/items`) && response.request().method() === 'POST',
      )
      await page.getByRole('button', { name: m('shoppingList.addItems.submit'), exact: true }).click()
      expect((await typedAnswer).status()).toBe(200)
      const before = new Set(list.list.map((item) => item._id))
      list = await readList()
      const typedItem = list.list.find((item) => !before.has(item._id))!
      expect(typedItem).toBeDefined()
      await visible(row(typedItem._id))
      expect(await row(typedItem._id).locator('[data-part="item-name"]').textContent()).toBe(
        typedItem.name[lang] || typedItem.name.en,
      )
      await shot(page, 'typed')

      // ── Tick two items ─────────────────────────────────────────────────────
      const ticked = [shared._id, typedItem._id]
      for (const id of ticked) {
        const done = page.waitForResponse(
          (response) =>
            response.url().endsWith(`/api/v1/list/${listId}/items/${id}`) &&
            response.request().method() === 'PATCH',
        )
        // As a person does: on the box (the input itself is visually hidden under it).
        await row(id).locator('[data-scope="checkbox"][data-part="control"]').click()
        expect((await done).status()).toBe(200)
        await expect.poll(() => row(id).getAttribute('data-checked')).toBe('')
      }
      await shot(page, 'ticked')

      // ── Another browser (the laptop) as the same person: ticked there too ──
      const laptop = await page
        .context()
        .browser()!
        .newContext({ viewport: { width: 1280, height: 900 } })
      const login = await laptop.request.post(`${siteUrl()}/api/v1/user/login`, { data: { email, password } })
      expect(login.status()).toBe(200)
      const other = await laptop.newPage()
      await other.goto(`${siteUrl()}/${lang}/lists/${listId}`)
      await other.reload()
      for (const id of list.list.map((item) => item._id)) {
        const otherRow = other.locator(`[data-part="item"][data-item-id="${id}"]`)
        await visible(otherRow)
        expect(await otherRow.getByRole('checkbox').isChecked()).toBe(ticked.includes(id))
      }
      await laptop.close()

      // ── Print the PDF and read it ──────────────────────────────────────────
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: m('shoppingList.print'), exact: true }).click(),
      ])
      expect(download.suggestedFilename()).toMatch(/\.pdf$/)
      const pdfPath = path.join(screenshotDir, `shopping-lists-${lang}.pdf`)
      await download.saveAs(pdfPath)
      expect(readFileSync(pdfPath).subarray(0, 4).toString()).toBe('%PDF')
      const pdfText = execFileSync('pdftotext', ['-layout', pdfPath, '-']).toString().replace(/\s+/g, ' ')
      if (lang === 'en') {
        expect(pdfText).toContain(listName)
        expect(pdfText).toContain(name.en)
        expect(pdfText).toContain(first.title.en)
      } else {
        // Arabic comes out of pdftotext word by word; each word of the names is there.
        for (const word of [...listName.split(' '), ...(name.ar || name.en).split(' ')])
          expect(pdfText).toContain(word)
        // The first page as a picture, for a person to look at (shaped, right to left).
        execFileSync('pdftoppm', [
          '-png',
          '-r',
          '80',
          '-f',
          '1',
          '-l',
          '1',
          pdfPath,
          path.join(screenshotDir, 'shopping-lists-ar-pdf'),
        ])
      }

      // ── US units: the amounts are rewritten ───────────────────────────────
      const saved = page.waitForResponse(
        (response) => response.url().endsWith('/api/v1/user/units') && response.request().method() === 'PUT',
      )
      await page.locator('[data-scope="unit-system-toggle"] [data-units="us"]').first().click()
      expect((await saved).status()).toBe(200)
      expect(shown('us')).not.toEqual(shown('metric'))
      await expect.poll(() => amountsOf(shared._id)).toEqual(shown('us'))
      // Remembered for the person: after a reload, still US.
      await page.reload()
      await expect.poll(() => amountsOf(shared._id), { timeout: 30_000 }).toEqual(shown('us'))
      await shot(page, 'us-units')
    },
  )
})
