/**
 * Server rendering of the site's pages: the site's server build (`apps/site/dist-server/entry-server.js`,
 * written by `pnpm --filter @sufra/site build` beside `dist/`) renders a page with the reads it shows
 * first, answered in-process by this server's own API routes (`app.inject`, the same handlers,
 * checks and serialisation as over the network, without a socket). The HTML goes into the built
 * index.html with the page's language and direction, the reads for the browser to start from, and
 * preload links for the page's code.
 */
import { existsSync } from 'node:fs'
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { serializeJsonLd } from '@sufra/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ServerRenderInput, ServerRenderResult } from '../../../site/src/entry-server'

export type { ServerRenderResult }
export type RenderPage = (input: ServerRenderInput) => Promise<ServerRenderResult>

type ManifestChunk = { file: string; imports?: string[] }

/** The site's server renderer beside `siteDir` (`../dist-server/entry-server.js`), if it was built. */
export async function loadServerRenderer(siteDir: string): Promise<RenderPage | undefined> {
  const entry = path.join(siteDir, '..', 'dist-server', 'entry-server.js')
  if (!existsSync(entry)) return undefined
  const module = (await import(pathToFileURL(entry).href)) as { render: RenderPage }
  return module.render
}

/** A fetch that answers the API's calls through `app.inject`, as the page's visitor (their cookie). */
export function inProcessFetch(app: FastifyInstance, pageRequest: FastifyRequest) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url)
    const headers: Record<string, string> = Object.fromEntries(request.headers)
    if (pageRequest.headers.cookie) headers.cookie = pageRequest.headers.cookie
    if (pageRequest.headers['user-agent']) headers['user-agent'] = pageRequest.headers['user-agent']
    headers['accept-encoding'] = 'identity'
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      payload: body,
      remoteAddress: pageRequest.ip,
    })
    const responseHeaders = new Headers()
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(one))
    }
    const hasBody = answer.statusCode !== 204 && answer.statusCode !== 304
    return new Response(hasBody ? new Uint8Array(answer.rawPayload) : null, {
      status: answer.statusCode,
      headers: responseHeaders,
    })
  }
}

/**
 * The code a page needs beyond the entry (which index.html loads): the files of its chunks and of
 * what they import, from the build's manifest, as `<link rel="modulepreload">`s.
 */
export function preloadLinks(
  manifest: Record<string, ManifestChunk>,
  chunks: readonly string[],
  html: string,
) {
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  chunks.forEach(visit)
  return [...files]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
    .join('\n    ')
}

/** The built site's manifest (`dist/.vite/manifest.json`), read once. */
export function siteManifest(siteDir: string) {
  let manifest: Promise<Record<string, ManifestChunk>> | undefined
  return () =>
    (manifest ??= readFile(path.join(siteDir, '.vite', 'manifest.json'), 'utf8').then(
      (text) => JSON.parse(text) as Record<string, ManifestChunk>,
      () => ({}),
    ))
}

/**
 * The faces a page in each language draws its text with (fontsource's files, named by the build with
 * a hash): Inter's Latin face for English; Noto Sans Arabic's Arabic and Latin faces for Arabic
 * (digits and Latin words on an Arabic page use the latter), in the body text's weight (400; the 700
 * headings' face follows when the CSS asks for it). Preloaded so text appears in its face
 * at once; the other language's faces are left to the browser, which fetches them only if used.
 */
const PAGE_FONTS: Record<'en' | 'ar', RegExp[]> = {
  en: [/^inter-latin-wght-normal-[\w-]+\.woff2$/],
  ar: [
    /^noto-sans-arabic-arabic-400-normal-[\w-]+\.woff2$/,
    /^noto-sans-arabic-latin-400-normal-[\w-]+\.woff2$/,
  ],
}

/** `<link rel="preload" as="font">` for a page language's faces, from the built assets (listed once). */
export function fontPreloads(siteDir: string) {
  let files: Promise<string[]> | undefined
  return async (lang: 'en' | 'ar') => {
    files ??= readdir(path.join(siteDir, 'assets')).catch(() => [])
    const names = await files
    return PAGE_FONTS[lang]
      .flatMap((pattern) => names.filter((name) => pattern.test(name)).slice(0, 1))
      .map((name) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${name}" />`)
  }
}

/** `template` (index.html, head already filled) with the rendered page, its state and its preloads. */
export function pageHtml(template: string, page: { html: string; state: unknown }, preloads: string): string {
  const root = /<div id="root"><\/div>/
  if (!root.test(template)) throw new Error('index.html has no empty <div id="root"></div>')
  // Function replacements, so `$&` in page text is not read as a pattern. serializeJsonLd escapes
  // <, > and &, so nothing in the state can end its script element.
  return template
    .replace(/<\/head>/i, () => (preloads ? `  ${preloads}\n  </head>` : '</head>'))
    .replace(
      root,
      () =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="sufra-state">${serializeJsonLd(page.state)}</script>`,
    )
}

/**
 * `html` with `nonce` on each of its `<script>` elements (the built entry, the page's state, JSON-LD),
 * the nonce of the answer's Content-Security-Policy. Every `<script` in a page is a tag the server
 * wrote: text and attribute values never hold a raw `<` (React and escapeHtml escape it in both, and
 * serializeJsonLd inside scripts).
 */
export function withScriptNonce(html: string, nonce: string): string {
  return html.replace(/<script\b(?![^>]*\bnonce=)/gi, () => `<script nonce="${nonce}"`)
}
