import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Browser, type Page, chromium } from 'playwright'
import { afterAll, beforeAll, inject } from 'vitest'
import { chromiumLaunchOptions } from '../../../.ci/chromium'

export const siteUrl = () => inject('siteUrl')

/** The next mail the server sent to `to`, caught by the test SMTP server (waits up to 15 s). */
export async function nextMail(to: string): Promise<{ subject: string; text: string }> {
  const response = await fetch(`${inject('controlUrl')}/mail?to=${encodeURIComponent(to)}`)
  const body = (await response.json()) as { subject: string; text: string; message?: string }
  if (!response.ok) throw new Error(body.message)
  return body
}

/** Who signs in at the local OpenID Connect provider ("Google") next. */
export async function setNextGoogleUser(claims: {
  sub: string
  email: string
  email_verified: boolean
  given_name: string
  family_name: string
}) {
  await fetch(`${inject('controlUrl')}/google-user`, { method: 'POST', body: JSON.stringify(claims) })
}

/** Screenshots land here for people to look at (CI keeps them as artifacts); nothing asserts on pixels. */
export const screenshotDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test-results/site',
)

/** One headless Debian Chromium per test file. */
export function launchBrowserForTests() {
  let browser: Browser
  beforeAll(async () => {
    browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true })
    await mkdir(screenshotDir, { recursive: true })
  })
  afterAll(async () => {
    await browser?.close()
  })
  return {
    async open(
      pathname: string,
      options: {
        width?: number
        height?: number
        storage?: Record<string, string>
        /** False: the page as a reader (or crawler) without JavaScript gets it. */
        scripts?: boolean
        /** Runs before the page loads (to listen from the start). */
        beforeLoad?: (page: Page) => void
        /** When the page counts as opened (default `load`). */
        waitUntil?: 'load' | 'domcontentloaded'
      } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
        javaScriptEnabled: options.scripts ?? true,
      })
      if (options.storage) {
        await context.addInitScript((entries) => {
          for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value)
        }, options.storage)
      }
      const page = await context.newPage()
      options.beforeLoad?.(page)
      await page.goto(siteUrl() + pathname, { waitUntil: options.waitUntil ?? 'load' })
      return page
    },
  }
}
