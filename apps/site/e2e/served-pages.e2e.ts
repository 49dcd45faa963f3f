import path from 'node:path'
import type { Page } from 'playwright'
import { beforeAll, describe, expect, it } from 'vitest'
import { launchBrowserForTests, screenshotDir, siteUrl } from './browser'

const { open } = launchBrowserForTests()

type Text = { en: string; ar: string }
type Recipe = {
  _id: string
  title: Text
  ingredients: { nameClean: Text }[]
  instructions: { step: Text }[]
}

/**
 * A recipe from the middle of explore's first page, as the API gives it: the other journeys, running
 * beside this file, like and comment on the first ones and add recipes at the top, and this one stays
 * on the first page and unchanged meanwhile.
 */
let recipe: Recipe
beforeAll(async () => {
  const list = (await (await fetch(`${siteUrl()}/api/v1/recipe?page=1&limit=30`)).json()) as {
    data: { _id: string }[]
  }
  const detail = (await (await fetch(`${siteUrl()}/api/v1/recipe/${list.data[10]!._id}`)).json()) as {
    data: Recipe
  }
  recipe = detail.data
})

/** Console errors and uncaught exceptions of a page, from now on (hydration mismatches land here). */
function collectErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    // Pictures from other sites (a video's thumbnail) cannot load here: not the page's own errors.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource: net::'))
      errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Hydrated: React has taken over the served HTML (hydrateRoot marks its container). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root')
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'))
  })
}

/** The body's text without tags, as a reader without scripts (or a crawler) gets it. */
function visibleText(html: string) {
  const body = html.slice(html.indexOf('<body'))
  return body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
}

describe('served pages', () => {
  it('sends the Arabic recipe page with its title, ingredients and steps in the HTML, right to left, compressed', async () => {
    const response = await fetch(`${siteUrl()}/ar/recipe/${recipe._id}`, {
      headers: { 'accept-encoding': 'br' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('br')
    const html = await response.text()
    expect(html).toMatch(/<html lang="ar" dir="rtl">/)
    const text = visibleText(html)
    expect(text).toContain(recipe.title.ar)
    for (const ingredient of recipe.ingredients) expect(text).toContain(ingredient.nameClean.ar)
    for (const instruction of recipe.instructions) expect(text).toContain(instruction.step.ar)
  })

  it('answers 404 with the not-found page for an address that is not there', async () => {
    const response = await fetch(`${siteUrl()}/en/no-such-page`)
    expect(response.status).toBe(404)
    expect(visibleText(await response.text())).toContain('Oops! Page Not Found')
  })

  it('answers 404 for a creator, category, ingredient or recipe the address names but that is not there', async () => {
    const unknownId = '00000000-0000-4000-8000-000000000000'
    for (const pathname of [
      `/en/creators/${unknownId}`,
      '/en/creators/not-an-id',
      '/ar/category/no-such-category',
      '/en/ingredient/no-such-ingredient',
      `/en/ingredient/details/garlic/${unknownId}`,
      `/ar/recipe/${unknownId}`,
    ]) {
      const response = await fetch(`${siteUrl()}${pathname}`)
      expect(response.status, pathname).toBe(404)
    }
  })

  it('serves the browse pages with their content, in the page language', async () => {
    const categories = await (await fetch(`${siteUrl()}/ar/categories`)).text()
    expect(categories).toMatch(/<html[^>]* dir="rtl"/)
    expect(visibleText(categories)).toContain('فطور')
    const creators = (await (await fetch(`${siteUrl()}/api/v1/user/get-all`)).json()) as {
      data: { firstName: { en: string } }[]
    }
    const page = visibleText(await (await fetch(`${siteUrl()}/en/creators`)).text())
    for (const creator of creators.data.slice(0, 3)) expect(page).toContain(creator.firstName.en)
  })

  it('serves a search with its results, chosen filters and count in the HTML, and hydrates it without a console error', async () => {
    type Answer = {
      data: { mainRecipe: { title: Text }[]; similarRecipes: { title: Text }[] }
    }
    const query = `cuisines=${encodeURIComponent('["levantine"]')}&limit=30&page=1`
    const answer = (await (await fetch(`${siteUrl()}/api/v1/search/query?${query}`)).json()) as Answer
    expect(answer, JSON.stringify(answer).slice(0, 300)).toHaveProperty('data.mainRecipe')
    const recipes = [...answer.data.mainRecipe, ...answer.data.similarRecipes]
    expect(recipes.length).toBeGreaterThan(0)

    const response = await fetch(`${siteUrl()}/ar/search?cuisines=levantine`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<html lang="ar" dir="rtl">/)
    const text = visibleText(html)
    // The chosen cuisine (ticked in the panel and as a chip) and the first page of cards.
    expect(text).toContain('شامي')
    for (const found of recipes.slice(0, 5)) expect(text).toContain(found.title.ar)
    expect(html.match(/data-recipe-id=/g)).toHaveLength(recipes.length)

    let errors: string[] = []
    const page = await open('/en/search?cuisines=levantine', {
      beforeLoad: (loading) => (errors = collectErrors(loading)),
    })
    await hydrated(page)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('serves a search link the API cannot read (400) as the search page with a polite sentence', async () => {
    const html = await (await fetch(`${siteUrl()}/en/search?ingredients=${'a'.repeat(2100)}`)).text()
    expect(visibleText(html)).toContain('This search could not be run')
  })

  for (const locale of ['en', 'ar'] as const) {
    it(`hydrates explore and the recipe page without a console error (${locale})`, async () => {
      for (const pathname of [`/${locale}/explore`, `/${locale}/recipe/${recipe._id}`]) {
        let errors: string[] = []
        const page = await open(pathname, { beforeLoad: (loading) => (errors = collectErrors(loading)) })
        await hydrated(page)
        // The page answers a click only once hydrated: the recipe's steps move on.
        if (pathname.includes('/recipe/')) {
          const next = page.getByRole('button', { name: locale === 'en' ? 'Next step' : 'الخطوة التالية' })
          await next.click()
          const progress = locale === 'en' ? /^Step 2 of/ : /^الخطوة 2 من/
          await page.getByRole('group', { name: progress }).waitFor()
        } else {
          await page.getByRole('heading', { level: 1 }).waitFor()
        }
        expect(errors, pathname).toEqual([])
        await page.context().close()
      }
    })
  }

  it('keeps to its Content-Security-Policy: no violation on explore, a recipe, lists, the planner and the embed pages', async () => {
    // Violations as the page sees them (securitypolicyviolation) and as Chromium logs them.
    const violations: string[] = []
    const context = (await open('/en/explore')).context()
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const seen = ((window as { cspViolations?: string[] }).cspViolations ??= [])
        seen.push(`${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    const page = await context.newPage()
    page.on('console', (message) => {
      if (/Content Security Policy|Permissions-Policy|Permissions policy/i.test(message.text()))
        violations.push(message.text())
    })
    // Signed in (the session cookie in this context), so lists and the planner show their own pages.
    const email = `csp-${Date.now()}@example.com`
    const signup = await page.request.post(`${siteUrl()}/api/v1/user/signup`, {
      headers: { origin: siteUrl() },
      data: {
        firstName: 'Rania',
        lastName: 'Saleh',
        email,
        password: 'tamarind orbit lantern 42',
        confirmPassword: 'tamarind orbit lantern 42',
      },
    })
    expect(signup.status(), await signup.text()).toBe(201)
    for (const pathname of [
      '/en/explore',
      `/ar/recipe/${recipe._id}`,
      '/en/lists',
      '/ar/planner',
      '/en/embed',
      `/en/embed/sign-in?origin=${encodeURIComponent('https://blog.example')}`,
    ]) {
      const response = await page.goto(siteUrl() + pathname)
      const policy = response!.headers()['content-security-policy'] ?? ''
      expect(policy, pathname).toMatch(/script-src 'self' 'nonce-[^']+'/)
      expect(policy, pathname).toContain("frame-ancestors 'none'")
      // Each script element of the served HTML carries the answer's nonce.
      const nonce = /'nonce-([^']+)'/.exec(policy)![1]
      const scripts = (await response!.text()).match(/<script\b[^>]*>/g) ?? []
      expect(scripts.length, pathname).toBeGreaterThan(0)
      expect(
        scripts.filter((script) => !script.includes(` nonce="${nonce}"`)),
        pathname,
      ).toEqual([])
      await hydrated(page)
      // Its pictures, fonts, lazy code and (on the embed page) widgets have loaded too.
      await page.waitForLoadState('networkidle')
      violations.push(
        ...(await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations ?? [])),
      )
      expect(violations, pathname).toEqual([])
    }
    await context.close()
  })

  it('follows a link from explore to a recipe before any script runs, on the server-rendered pages', async () => {
    // Without scripts the browser loads every picture at once (no lazy loading): the page is there
    // once its HTML is.
    const page = await open('/en/explore', { scripts: false, waitUntil: 'domcontentloaded' })
    await page.getByRole('link', { name: recipe.title.en }).first().click()
    await page.waitForURL(`${siteUrl()}/en/recipe/${recipe._id}`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(recipe.title.en)
    await page.screenshot({ path: path.join(screenshotDir, 'served-recipe-without-scripts-en.png') })
    await page.context().close()
  })

  it('follows the same link inside the hydrated app, without loading a new document (Arabic)', async () => {
    const page = await open('/ar/explore')
    await hydrated(page)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    const link = page.getByRole('link', { name: recipe.title.ar }).first()
    // The grid hydrates as the reader scrolls near it; before that its links load the page anew.
    await link.scrollIntoViewIfNeeded()
    await page.locator('section[data-hydrated]').filter({ has: link }).waitFor()
    await link.click()
    await page.waitForURL(`${siteUrl()}/ar/recipe/${recipe._id}`)
    await page.getByRole('heading', { level: 1, name: recipe.title.ar }).waitFor()
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    await page.screenshot({ path: path.join(screenshotDir, 'served-recipe-after-navigation-ar.png') })
    await page.context().close()
  })
})
