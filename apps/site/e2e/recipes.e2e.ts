import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import { toWesternDigits } from '@sufra/core'
import { type Locale, type MessageId, messages } from '@sufra/i18n'
import { launchBrowserForTests, screenshotDir, siteUrl } from './browser'

const { open } = launchBrowserForTests()

const visible = (locator: Locator) => locator.waitFor({ state: 'visible' }).then(() => true)
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Digits only, Arabic-Indic digits read as Latin ones ("٢٬١٥٠" → "2150"). */
const digitsOf = (text: string) => toWesternDigits(text).replace(/\D/g, '')

/** A real PNG drawn by the page's canvas (a plate on a coloured table). */
async function drawPicture(page: Page, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas')
    canvas.width = 640
    canvas.height = 480
    const context = canvas.getContext('2d')!
    context.fillStyle = fill
    context.fillRect(0, 0, 640, 480)
    context.fillStyle = '#fef3c7'
    context.beginPath()
    context.arc(320, 240, 150, 0, Math.PI * 2)
    context.fill()
    return canvas.toDataURL('image/png')
  }, colour)
  return Buffer.from(dataUrl.split(',')[1]!, 'base64')
}

/** What the cook types into the form, in the form's language. */
const recipes = {
  en: {
    title: 'Weeknight Lentil Soup',
    edited: 'Weeknight Red Lentil Soup',
    // Markup in user text must stay text: on the page, in the served head and JSON-LD, in the PDF.
    description:
      'A warming soup of red lentils, cumin and lemon. <img src=x onerror="window.__pwned=1"> Ready in half an hour.',
    ingredients: [
      { quantity: '1', unit: 'cup', name: 'red lentils' },
      { quantity: '1', unit: 'piece', name: 'onion' },
      { quantity: '2', unit: 'tablespoon', name: 'olive oil' },
    ],
    steps: ['Soften the onion in the oil.', 'Add the lentils and water and simmer until soft.'],
    comment: 'Made this tonight, lovely with extra lemon. <img src=x onerror="window.__pwned=1">',
    reply: 'Thank you! Try it with a pinch of chilli too.',
  },
  ar: {
    title: 'شوربة العدس السريعة',
    edited: 'شوربة العدس الأحمر السريعة',
    description: 'شوربة دافئة من العدس الأحمر والكمون والليمون، جاهزة في نصف ساعة.',
    ingredients: [
      { quantity: '1', unit: 'كوب', name: 'عدس أحمر' },
      { quantity: '1', unit: 'حبة', name: 'بصل' },
      { quantity: '2', unit: 'ملعقة كبيرة', name: 'زيت زيتون' },
    ],
    steps: ['اطهُ البصل في الزيت حتى يذبل.', 'أضف العدس والماء واتركه على نار هادئة حتى ينضج.'],
    comment: 'طبختها الليلة، لذيذة مع ليمون إضافي. <img src=x onerror="window.__pwned=1">',
    reply: 'شكرًا لك! جرّبها مع رشة فلفل حار أيضًا.',
  },
} as const

describe.each(['en', 'ar'] as const)('recipes journey in %s', (lang: Locale) => {
  const m = (id: MessageId) => messages[lang][id]
  const text = recipes[lang]
  const email = `cook.${lang}.${Date.now()}@example.test`
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(screenshotDir, `recipes-${lang}-${name}.png`), fullPage: false })

  it(
    'browses explore, opens a recipe, changes servings, likes, saves, comments and replies, creates a recipe with pictures, edits it, downloads its PDF and deletes it',
    { timeout: 300_000 },
    async () => {
      const page = await open(`/${lang}/explore`)
      const toast = (id: MessageId) => visible(page.getByText(m(id), { exact: true }).first())

      // ── Explore: the carousels and the infinite grid ─────────────────────
      await visible(page.getByRole('heading', { name: m('explore.categories') }))
      const feed = () => page.getByRole('region', { name: m('explore.recipes') })
      const cards = feed().locator('[data-scope=recipe-grid][data-part=root] > li')
      await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(30)
      await shot(page, 'explore')
      await cards.last().scrollIntoViewIfNeeded()
      await page.mouse.wheel(0, 4000)
      await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(60)

      // ── Sign in (through the API: the accounts journey covers the modal) ──
      const signup = await page.request.post(`${siteUrl()}/api/v1/user/signup`, {
        data: {
          firstName: lang === 'ar' ? 'ريم' : 'Reem',
          lastName: lang === 'ar' ? 'يوسف' : 'Youssef',
          email,
          password: 'a-long-password-1',
          confirmPassword: 'a-long-password-1',
          language: lang === 'ar' ? 'arabic' : 'english',
        },
      })
      expect(signup.status()).toBe(201)
      await page.goto(`${siteUrl()}/${lang}/explore`)

      // ── Open a recipe from the grid ──────────────────────────────────────
      const firstCard = feed().locator('[data-scope=recipe-grid][data-part=root] > li').first()
      const cardTitle = firstCard.getByRole('heading').first()
      const title = (await cardTitle.textContent())!.trim()
      await firstCard.getByRole('link', { name: title }).first().click()
      await visible(page.getByRole('heading', { level: 1, name: title }))
      const recipeUrl = page.url()
      await shot(page, 'detail')

      // ── Servings: the amounts scale with the servings ────────────────────
      const adjuster = page.getByRole('group', { name: m('ingredients.servings') })
      const servingsShown = async () =>
        Number(digitsOf((await adjuster.locator('output > span[aria-hidden]').textContent()) ?? ''))
      const before = await servingsShown()
      const amounts = page.locator('[data-part=ingredient] [data-part=quantity]')
      const firstAmount = await amounts.first().textContent()
      await adjuster.getByRole('button', { name: m('ingredients.servings.increase') }).click()
      await adjuster.getByRole('button', { name: m('ingredients.servings.increase') }).click()
      expect(await servingsShown()).toBe(before + 2)
      await expect.poll(() => amounts.first().textContent()).not.toBe(firstAmount)

      // ── Like and save ────────────────────────────────────────────────────
      const like = page.getByRole('button', { name: m('recipeDetail.like') })
      await expect.poll(() => like.getAttribute('aria-pressed')).toBe('false')
      await like.click()
      await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true')
      const save = page.getByRole('button', { name: m('recipeDetail.save') })
      await save.click()
      expect(await toast('recipeCard.saveSucceeded')).toBe(true)
      await page.reload()
      await expect
        .poll(() => page.getByRole('button', { name: m('recipeDetail.like') }).getAttribute('aria-pressed'))
        .toBe('true')

      // ── Comment and reply ────────────────────────────────────────────────
      // The comments load as the reader scrolls down to them; the box takes text once they have.
      await page.locator('[data-scope=comment-thread][data-part=root]').scrollIntoViewIfNeeded()
      await page.getByLabel(m('comments.composer.label')).fill(text.comment)
      await page.getByRole('button', { name: m('comments.post'), exact: true }).click()
      const comment = page.getByText(text.comment, { exact: true })
      await visible(comment)
      await expect.poll(() => page.getByLabel(m('comments.composer.label')).inputValue()).toBe('')
      // The new comment is on top, and has no replies yet: its own Reply is the first in its item.
      const commentItem = page.locator('li[data-comment-id]').first()
      await expect
        .poll(() => commentItem.locator('[data-part=comment-text]').first().textContent())
        .toBe(text.comment)
      await commentItem
        .getByRole('button', { name: m('comments.reply'), exact: true })
        .first()
        .click()
      await commentItem.getByRole('textbox').fill(text.reply)
      await commentItem.getByRole('button', { name: m('comments.reply.submit') }).click()
      await visible(commentItem.getByText(text.reply, { exact: true }))
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
      await shot(page, 'comments')

      // The saved page lists it.
      await page.goto(`${siteUrl()}/${lang}/saved`)
      await visible(page.getByRole('link', { name: title }).first())

      // ── Create a recipe with pictures ────────────────────────────────────
      await page.goto(`${siteUrl()}/${lang}/recipe/create`)
      await page.getByLabel(m('recipeForm.field.title'), { exact: false }).first().fill(text.title)
      await page
        .getByLabel(m('recipeForm.field.description'), { exact: false })
        .first()
        .fill(text.description)
      await page
        .locator('input[type=file]')
        .first()
        .setInputFiles({
          name: 'soup.png',
          mimeType: 'image/png',
          buffer: await drawPicture(page, '#b45309'),
        })
      await page
        .locator('input[type=file]')
        .nth(1)
        .setInputFiles({
          name: 'bowl.png',
          mimeType: 'image/png',
          buffer: await drawPicture(page, '#15803d'),
        })
      for (const [index, ingredient] of text.ingredients.entries()) {
        if (index > 0) await page.getByRole('button', { name: m('recipeForm.ingredient.add') }).click()
        const row = page.getByRole('group', { name: new RegExp(escape(String(index + 1))) }).filter({
          has: page.getByLabel(m('recipeForm.field.quantity')),
        })
        await row
          .getByRole('textbox', { name: m('recipeForm.field.quantity') })
          .or(row.getByRole('spinbutton', { name: m('recipeForm.field.quantity') }))
          .fill(ingredient.quantity)
        await row.getByRole('combobox', { name: m('recipeForm.field.unit') }).click()
        await page.getByRole('option', { name: ingredient.unit, exact: true }).first().click()
        await row.getByRole('textbox', { name: m('recipeForm.field.name') }).fill(ingredient.name)
      }
      for (const [index, step] of text.steps.entries()) {
        if (index > 0) await page.getByRole('button', { name: m('recipeForm.step.add') }).click()
        await page
          .getByRole('textbox', { name: m('recipeForm.field.step') })
          .nth(index)
          .fill(step)
      }
      await page
        .getByRole('textbox', { name: m('recipeForm.field.time') })
        .or(page.getByRole('spinbutton', { name: m('recipeForm.field.time') }))
        .first()
        .fill('30')
      await page
        .getByRole('textbox', { name: m('recipeForm.field.servings') })
        .or(page.getByRole('spinbutton', { name: m('recipeForm.field.servings') }))
        .first()
        .fill('4')
      await shot(page, 'form')
      await page.getByRole('button', { name: m('recipeForm.save') }).click()
      expect(await toast('recipeForm.saved')).toBe(true)
      await visible(page.getByRole('heading', { level: 1, name: text.title }))
      const createdUrl = page.url()
      expect(createdUrl).toMatch(new RegExp(`/${lang}/recipe/[0-9a-f-]{36}$`))
      const recipeId = createdUrl.split('/').pop()!
      // Loaded afresh, the page comes with the head the server filled in: still only text.
      await page.reload()
      await visible(page.getByText(text.description, { exact: true }).first())
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
      const served = await (await page.request.get(createdUrl)).text()
      expect(served).toContain('application/ld+json')
      expect(served).not.toContain('<img src=x')
      // The pictures are served from /uploads/ and load.
      const pictures = await page
        .locator('img[src*="/uploads/"]')
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth))
      expect(pictures.length).toBeGreaterThan(0)
      expect(pictures.every((width) => width > 0)).toBe(true)
      // An uploaded picture comes in narrower copies for small screens, and they load too.
      const srcset = await page
        .locator('[data-scope=media-gallery] img[srcset]')
        .first()
        .getAttribute('srcset')
      const narrow = srcset!.split(',')[0]!.trim().split(' ')[0]!
      expect(narrow).toMatch(/\/uploads\/w\/480\/[\w-]+\.webp$/)
      const copy = await page.request.get(new URL(narrow, page.url()).href)
      expect([copy.status(), copy.headers()['content-type']]).toEqual([200, 'image/webp'])
      await shot(page, 'created')

      // ── Edit it ──────────────────────────────────────────────────────────
      await page.getByRole('link', { name: m('recipeDetail.edit') }).click()
      const titleField = page.getByLabel(m('recipeForm.field.title'), { exact: false }).first()
      await expect.poll(() => titleField.inputValue()).toBe(text.title)
      await titleField.fill(text.edited)
      await page.getByRole('button', { name: m('recipeForm.save') }).click()
      expect(await toast('recipeForm.saved')).toBe(true)
      await visible(page.getByRole('heading', { level: 1, name: text.edited }))

      // ── Download its PDF ─────────────────────────────────────────────────
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: m('recipeDetail.pdf') }).click(),
      ])
      expect(download.suggestedFilename()).toMatch(/\.pdf$/)
      const pdfPath = path.join(screenshotDir, `recipes-${lang}.pdf`)
      await download.saveAs(pdfPath)
      expect(readFileSync(pdfPath).subarray(0, 4).toString()).toBe('%PDF')
      const pdfText = execFileSync('pdftotext', ['-layout', pdfPath, '-']).toString()
      expect(pdfText.replace(/\s+/g, ' ')).toContain(lang === 'ar' ? 'العدس' : text.edited)
      // The markup in the English description is printed as the text it is.
      if (lang === 'en') expect(pdfText.replace(/\s+/g, ' ')).toContain('<img src=x onerror=')

      // ── Delete it ────────────────────────────────────────────────────────
      await page.getByRole('button', { name: m('recipeDetail.delete') }).click()
      await page
        .getByRole('alertdialog')
        .or(page.getByRole('dialog'))
        .getByRole('button', { name: m('recipeDetail.delete.confirm'), exact: true })
        .click()
      expect(await toast('recipeDetail.delete.done')).toBe(true)
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/${lang}/user/profile`)
      const gone = await page.request.get(`${siteUrl()}/api/v1/recipe/${recipeId}`)
      expect(gone.status()).toBe(404)

      // The recipe we liked still shows the like after all that.
      await page.goto(recipeUrl)
      await visible(page.getByRole('heading', { level: 1, name: title }))
    },
  )
})
