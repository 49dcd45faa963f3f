import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Browser, type Page, chromium } from 'playwright'
import { afterAll, beforeAll, inject } from 'vitest'
import { chromiumLaunchOptions } from '../../../.ci/chromium'

export const siteUrl = () => inject('siteUrl')

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
      options: { width?: number; height?: number; storage?: Record<string, string> } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
      })
      if (options.storage) {
        await context.addInitScript((entries) => {
          for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value)
        }, options.storage)
      }
      const page = await context.newPage()
      await page.goto(siteUrl() + pathname)
      return page
    },
  }
}
