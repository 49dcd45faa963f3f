import path from 'node:path'
import type { Locator, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import { screenshotDir, siteUrl, launchBrowserForTests } from './browser'

const { open } = launchBrowserForTests()

/** Waits until <html lang dir> reads e.g. "ar rtl" (the redirect and the language root run after load). */
async function htmlLangDir(page: Page) {
  const read = () => page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir}`)
  await page.getByRole('main').waitFor()
  return read()
}

/** Visible within Playwright's wait (the splash shows until the session check answers). */
const visible = (locator: Locator) => locator.waitFor({ state: 'visible' }).then(() => true)

describe('language prefix and direction', () => {
  it('sends / to /en when no preference is stored', async () => {
    const page = await open('/')
    await page.waitForURL(`${siteUrl()}/en`)
    expect(await htmlLangDir(page)).toBe('en ltr')
  })

  it('sends an unprefixed path to the stored language (isArabic = "true")', async () => {
    const page = await open('/explore?x=1', { storage: { isArabic: 'true' } })
    await page.waitForURL(`${siteUrl()}/ar/explore?x=1`)
    expect(await htmlLangDir(page)).toBe('ar rtl')
    expect(await visible(page.getByRole('heading', { level: 1, name: 'اكتشف وصفات جديدة' }))).toBe(true)
  })

  it('treats any stored value other than the text "true" as English', async () => {
    const page = await open('/saved', { storage: { isArabic: 'TRUE' } })
    // /en/saved needs sign-in, so the guard then sends the visitor home.
    await page.waitForURL(`${siteUrl()}/en`)
  })

  it('puts a path with an unknown first segment under the current language, where it is not found', async () => {
    const page = await open('/fr/recipes')
    await page.waitForURL(`${siteUrl()}/en/fr/recipes`)
    expect(await visible(page.getByRole('heading', { name: 'Oops! Page Not Found' }))).toBe(true)
  })

  it('switching language saves isArabic and reloads the same page under the other prefix', async () => {
    const page = await open('/en/categories')
    await page.evaluate(() => Object.assign(window, { beforeReload: true }))
    await page.getByRole('button', { name: 'Switch the site to Arabic' }).click()
    await page.waitForURL(`${siteUrl()}/ar/categories`)
    expect(await page.evaluate(() => localStorage.getItem('isArabic'))).toBe('true')
    // A full page load clears window state; a client-side navigation would keep it.
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false)
    expect(await htmlLangDir(page)).toBe('ar rtl')
    await page.getByRole('button', { name: 'تبديل الموقع إلى الإنجليزية' }).click()
    await page.waitForURL(`${siteUrl()}/en/categories`)
    expect(await page.evaluate(() => localStorage.getItem('isArabic'))).toBe('false')
  })
})

describe('layout shell', () => {
  it('mirrors the top bar in Arabic: the logo sits at the inline start', async () => {
    for (const [lang, logoLabel] of [
      ['en', 'Sufra — home'],
      ['ar', 'سفرة — الصفحة الرئيسية'],
    ] as const) {
      const page = await open(`/${lang}/explore`)
      const logo = await page.getByRole('banner').getByRole('link', { name: logoLabel }).boundingBox()
      expect(logo).not.toBeNull()
      if (lang === 'en') expect(logo!.x).toBeLessThan(200)
      else expect(logo!.x + logo!.width).toBeGreaterThan(1280 - 200)
    }
  })

  it('shows the top-bar links, the Login button and the footer with the version text', async () => {
    const page = await open('/en/explore')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const [name, href] of [
      ['Home', '/en/feed'],
      ['Explore', '/en/explore'],
      ['Saved', '/en/saved'],
      ['Planner', '/en/planner'],
      ['Lists', '/en/lists'],
    ]) {
      await expect(nav.getByRole('link', { name }).getAttribute('href')).resolves.toBe(href)
    }
    await expect(nav.getByRole('link', { name: 'Explore' }).getAttribute('aria-current')).resolves.toBe(
      'page',
    )
    expect(await visible(page.getByRole('button', { name: 'Login' }))).toBe(true)
    const footer = page.getByRole('contentinfo')
    expect(await visible(footer.getByText('Dev_Version 1.1.0'))).toBe(true)
    await expect(footer.getByRole('link', { name: 'Categories' }).getAttribute('href')).resolves.toBe(
      '/en/categories',
    )
    await expect(footer.getByRole('link', { name: 'Blogs' }).getAttribute('rel')).resolves.toBe(
      'noopener noreferrer',
    )

    const arabic = await open('/ar/explore')
    expect(await visible(arabic.getByRole('contentinfo').getByText('نسخة_التطوير 1.1.0'))).toBe(true)
  })

  it('uses the self-hosted Arabic face for Arabic pages', async () => {
    const page = await open('/ar/explore')
    // The page's heading is there once explore's code has arrived (before that, the splash).
    const heading = page.getByRole('heading', { level: 1 }).first()
    await heading.waitFor()
    await page.evaluate(() => document.fonts.ready)
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
    )
    expect(loaded.some((family) => family.includes('Noto Sans Arabic'))).toBe(true)
    const fontFamily = await heading.evaluate((element) => getComputedStyle(element).fontFamily)
    expect(fontFamily.startsWith('"Noto Sans Arabic"')).toBe(true)
  })

  it('Login opens the auth modal; a failed email login shows the server message as a root error', async () => {
    const page = await open('/en/explore')
    await page.getByRole('button', { name: 'Login' }).click()
    const dialog = page.getByRole('dialog')
    expect(await visible(dialog.getByRole('heading', { name: 'Welcome' }))).toBe(true)
    await expect(
      dialog.getByRole('link', { name: 'Continue with Google' }).getAttribute('href'),
    ).resolves.toBe('/api/v1/user/auth/google?returnTo=%2Fen%2Fexplore')
    await dialog.getByRole('button', { name: 'Continue with Email' }).click()
    await dialog.getByRole('textbox', { name: /Email/ }).fill('cook@example.com')
    await dialog
      .getByLabel(/^Password/)
      .first()
      .fill('a-long-password')
    await dialog.getByRole('button', { name: 'Login', exact: true }).click()
    // The server's message (the same for an unknown email and a wrong password) is the form's root
    // error: a server message takes precedence over the spec's 'Login failed'.
    expect(
      await visible(dialog.getByRole('alert').filter({ hasText: 'The email or password is incorrect.' })),
    ).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Login' }).click()
    expect(await visible(page.getByRole('dialog').getByRole('heading', { name: 'Welcome' }))).toBe(true)
  })

  it('redirects a visitor away from sign-in routes to the home route', async () => {
    for (const route of [
      '/en/feed',
      '/en/planner',
      '/en/lists/4',
      '/en/user/profile',
      '/en/user/1/settings/delete',
    ]) {
      const page = await open(route)
      await page.waitForURL(`${siteUrl()}/en`)
    }
  })

  it('404 page: Go Home goes to the language home, Go Back returns', async () => {
    const page = await open('/en/categories')
    await page.getByRole('banner').getByRole('link', { name: 'Explore' }).click()
    // Explore's code loads on first visit; the address changes once the page is there.
    await page.waitForURL(`${siteUrl()}/en/explore`)
    await page.goto(`${siteUrl()}/en/no/such/page`)
    expect(await visible(page.getByRole('heading', { name: 'Oops! Page Not Found' }))).toBe(true)
    await page.getByRole('button', { name: 'Go Back' }).click()
    await page.waitForURL(`${siteUrl()}/en/explore`)
    await page.goBack()
    await page.goto(`${siteUrl()}/en/no/such/page`)
    await page.getByRole('button', { name: 'Go Home' }).click()
    await page.waitForURL(`${siteUrl()}/en`)
  })

  it('mobile side menu slides in from the inline start and lists Home, Explore, Planner, Lists', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const page = await open(`/${lang}/explore`, { width: 375, height: 800 })
      await page.getByRole('button', { name: lang === 'en' ? 'Open menu' : 'فتح القائمة' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      // Measure where the 300 ms slide comes to rest: wait for its animations to finish.
      await dialog.evaluate((element) =>
        Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
      )
      const box = await dialog.boundingBox()
      if (lang === 'en') expect(box!.x).toBeLessThanOrEqual(1)
      else expect(box!.x + box!.width).toBeGreaterThanOrEqual(374)
      const names = await dialog.getByRole('link').allTextContents()
      expect(names).toEqual(
        lang === 'en'
          ? ['Home', 'Explore', 'Planner', 'Lists']
          : ['الرئيسية', 'استكشف', 'مخطط الوجبات', 'القوائم'],
      )
      await page.screenshot({ path: path.join(screenshotDir, `side-menu-${lang}-375.png`) })
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
    }
  })

  it('takes screenshots of the shell at 375 px and 1280 px in both languages', async () => {
    for (const lang of ['en', 'ar'])
      for (const width of [375, 1280]) {
        const page = await open(`/${lang}/explore`, { width, height: width < 500 ? 800 : 900 })
        await page.getByRole('heading', { level: 1 }).first().waitFor()
        await page.evaluate(() => document.fonts.ready)
        const file = path.join(screenshotDir, `shell-${lang}-${width}.png`)
        await page.screenshot({ path: file, fullPage: true })
        expect(await htmlLangDir(page)).toBe(lang === 'ar' ? 'ar rtl' : 'en ltr')
      }
    // Four full explore pages (every picture and font in each): the time of four tests.
  }, 120_000)
})
