import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A partner's food blog for the embed kit's e2e and bench, served from a second loopback host
 * (127.0.0.2: another site than Sufra's 127.0.0.1, so Sufra's cookies are third-party here), with
 * the hostile CSS and the strict Content-Security-Policy of issue 13: scripts, reads and pictures only
 * from the page itself and from Sufra, no inline scripts or styles.
 *
 * `GET /blog?sufra=<origin>&lang=en|ar&card=<id>&recipe=<id>&servings=N&planner=1&lists=1&list=<id>&theme=1`
 * answers a blog post with the elements asked for (`card` → <sufra-recipe-card>, `recipe` → <sufra-recipe>,
 * `planner` → <sufra-planner>, `lists` → <sufra-shopping-list>, with `list-id` when `list` is given); without
 * `lang` the page is English and the elements take the page's language. `/hostile.css` is the CSS.
 */
export const HOSTILE_CSS = `* { all: revert }
div { font-size: 40px !important }
img { display: none }
p { color: #c00; line-height: 3 }
button { background: #0f0 !important; font-family: serif !important }
:root { --colors-brand-solid: #0f0; --sufra-unrelated: 1px }
`

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The blog post's HTML for the query of `url` (exported for the bench, which serves it the same way). */
export function partnerPage(url: URL): { html: string; sufraOrigin: string } {
  const sufraOrigin = new URL(url.searchParams.get('sufra') ?? 'http://127.0.0.1').origin
  const lang = url.searchParams.get('lang') === 'ar' ? 'ar' : 'en'
  const card = url.searchParams.get('card')
  const recipe = url.searchParams.get('recipe')
  const servings = url.searchParams.get('servings')
  const planner = url.searchParams.get('planner')
  const lists = url.searchParams.get('lists')
  const listId = url.searchParams.get('list')
  // Partner theming: the custom properties the embed documents, on the elements.
  const theme = url.searchParams.get('theme')
    ? ' style="--sufra-brand: #6d28d9; --sufra-brand-contrast: #ffffff; --sufra-radius: 2px; --sufra-font-family: Georgia, serif"'
    : ''
  const elements = [
    card ? `<sufra-recipe-card recipe-id="${escape(card)}"${theme}></sufra-recipe-card>` : '',
    recipe
      ? `<sufra-recipe recipe-id="${escape(recipe)}"${servings ? ` servings="${escape(servings)}"` : ''}${theme}></sufra-recipe>`
      : '',
    planner ? `<sufra-planner${theme}></sufra-planner>` : '',
    lists
      ? `<sufra-shopping-list${listId ? ` list-id="${escape(listId)}"` : ''}${theme}></sufra-shopping-list>`
      : '',
  ].join('\n')
  const title = lang === 'ar' ? 'مدونة الطبخ' : 'A cooking blog'
  const html = `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/hostile.css">
<script async src="${escape(sufraOrigin)}/v1/embed.js"></script>
</head>
<body>
<h1>${title}</h1>
<p id="before">${lang === 'ar' ? 'وصفة جربتها هذا الأسبوع:' : 'A recipe I cooked this week:'}</p>
<button type="button" id="before-widget">${lang === 'ar' ? 'قبل' : 'Before'}</button>
${elements}
<button type="button" id="after-widget">${lang === 'ar' ? 'بعد' : 'After'}</button>
</body>
</html>`
  return { html, sufraOrigin }
}

/** The partner page's Content-Security-Policy: only itself and Sufra, nothing inline. */
export function partnerCsp(sufraOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${sufraOrigin}`,
    `connect-src 'self' ${sufraOrigin}`,
    `img-src 'self' ${sufraOrigin} data:`,
    "style-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Starts the blog on `host` (default 127.0.0.2) and a free port; `origin` is what Sufra must allow. */
export async function startPartnerBlog(host = '127.0.0.2') {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${host}`)
    if (url.pathname === '/hostile.css') {
      response.writeHead(200, { 'content-type': 'text/css; charset=utf-8' })
      response.end(HOSTILE_CSS)
      return
    }
    if (url.pathname === '/favicon.ico') {
      // A blog has its icon; without one Chromium logs a 404 that is not the widget's.
      response.writeHead(204).end()
      return
    }
    if (url.pathname === '/blog') {
      const { html, sufraOrigin } = partnerPage(url)
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': partnerCsp(sufraOrigin),
        'cache-control': 'no-store',
      })
      response.end(html)
      return
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://${host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
