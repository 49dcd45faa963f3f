import { type Browser, type Page, chromium } from 'playwright'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { chromiumLaunchOptions } from '../../../.ci/chromium'
import { siteUrl } from './browser'

/*
 * What the journeys on the partner's blog (partner-blog.ts, another site: 127.0.0.2) share: a Chromium
 * that blocks third-party cookies, the blog's address, the elements' states and the requests to Sufra.
 */

/** One Chromium per test file with third-party cookies blocked (nothing may lean on Sufra's cookie). */
export function launchPartnerBrowser(): () => Browser {
  let browser: Browser
  beforeAll(async () => {
    browser = await chromium.launch({
      ...chromiumLaunchOptions,
      args: [...chromiumLaunchOptions.args, '--test-third-party-cookie-phaseout'],
      headless: true,
    })
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => browser
}

/** The partner's blog post embedding Sufra with `query` (lang, card, recipe, servings, lists, planner …). */
export function blogUrl(query: Record<string, string>) {
  return `${inject('partnerBlogUrl')}/blog?${new URLSearchParams({ sufra: siteUrl(), ...query })}`
}

/** The loader's state of an element: loading, painted, interactive or failed. */
const stateOf = (page: Page, tag: string) =>
  page.evaluate((name) => document.querySelector(name)?.getAttribute('data-sufra-state') ?? null, tag)

export async function waitForState(page: Page, tag: string, states: string[]) {
  await expect
    .poll(() => stateOf(page, tag), { timeout: 30_000 })
    .toSatisfy((state) => states.includes(state!))
}

export type SentRequest = { url: string; method: string; headers: Record<string, string> }

/** Every request `page` makes to Sufra from now on, with the headers the browser really sent. */
export function requestsToSufra(page: Page): SentRequest[] {
  const sent: SentRequest[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(siteUrl()))
      void request
        .allHeaders()
        .then((headers) => sent.push({ url: request.url(), method: request.method(), headers }))
  })
  return sent
}
