import { type EmbedElementEntry, embedElements, fillPath, readPath } from '../elements/registry'
import type { EmbedInteractiveModule } from '../elements/mount'
import { partnerJsonLd } from './json-ld'
import { type EmbedLang, chooseLang } from './lang'

/*
 * embed.js: the one script a partner adds (a classic script, no framework, ≤ 2 KB gzipped). It defines
 * an element per registry entry; each paints a sized placeholder in its shadow root, reads its
 * server-rendered HTML and CSS when it comes within 600 px of the viewport, and loads its interactive
 * module on the first pointer, focus or key in it, or when the browser is idle. Nothing it does may
 * throw into the partner's page: every step is caught and ends, at worst, in a polite fallback.
 */

// Filled in by vite.loader.config.ts: the hashed file of each interactive entry, and the loader's
// sentences from @sufra/i18n (embedLoader.*).
declare const __SUFRA_ENTRIES__: Record<string, string>
declare const __SUFRA_TEXT__: Record<
  EmbedLang,
  { loading: string; failed: string; open: string; newTab: string }
>

type Data = { html: string; css: string; jsonLd?: Record<string, unknown> }

const script = (document.currentScript ??
  document.querySelector('script[src*="/v1/embed.js"]')) as HTMLScriptElement | null
const origin = new URL(script?.src ?? '/', location.href).origin

const sheet = (css: string) => {
  const made = new CSSStyleSheet()
  made.replaceSync(css)
  return made
}

// The loader's own states only ([data-sufra-state]): the rendered widget brings its own stylesheet.
// Made on first use, inside the element's try: a browser without constructed sheets throws there.
let loaderSheet: CSSStyleSheet | undefined
const loaderCss = () =>
  (loaderSheet ??= sheet(
    ':host{display:block}[data-sufra-state]{all:initial;display:block;box-sizing:border-box;font:15px/1.5 system-ui,"Segoe UI",Roboto,"Noto Sans Arabic",Tahoma,sans-serif;color:#29241f;border-radius:var(--sufra-radius,8px)}' +
      '[data-sufra-state=loading]{background:#f4f1ec}' +
      '[data-sufra-state=failed]{padding:12px 16px;border:1px solid #d6cfc4;background:#fff}' +
      '[data-sufra-state] a{color:#1a5842;text-decoration:underline}.v{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}',
  ))

/** An empty container as the server renders it: `<div data-sufra-root lang dir>`. */
function container(lang: EmbedLang, state?: string) {
  const root = document.createElement('div')
  root.setAttribute('data-sufra-root', '')
  root.lang = lang
  root.dir = lang === 'ar' ? 'rtl' : 'ltr'
  if (state) root.setAttribute('data-sufra-state', state)
  return root
}

const near =
  'IntersectionObserver' in window
    ? new IntersectionObserver(
        (entries, observer) => {
          for (const entry of entries) {
            if (entry.isIntersecting) {
              observer.unobserve(entry.target)
              starts.get(entry.target)?.()
            }
          }
        },
        { rootMargin: '600px' },
      )
    : null
const starts = new WeakMap<Element, () => void>()

function show(element: HTMLElement, entry: EmbedElementEntry) {
  const lang = chooseLang(element.getAttribute('lang'), document.documentElement.lang)
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' })
  const text = __SUFRA_TEXT__[lang]
  const attribute = (name: string) => element.getAttribute(name)
  shadow.adoptedStyleSheets = [loaderCss()]
  const waiting = container(lang, 'loading')
  waiting.setAttribute('aria-busy', 'true')
  // Set through the CSSOM, which a strict style-src allows (a style attribute it would not).
  waiting.style.minBlockSize = `${entry.placeholderHeight}px`
  waiting.innerHTML = `<span class=v>${text.loading}</span>`
  shadow.replaceChildren(waiting)

  const fail = () => {
    const box = container(lang, 'failed')
    const page = fillPath(entry.link, attribute) ?? ''
    box.innerHTML = `<p>${text.failed} <a href="${origin}/${lang}${page}" target=_blank rel=noopener>${text.open}<span class=v> ${text.newTab}</span></a></p>`
    shadow.replaceChildren(box)
  }

  const load = async () => {
    let data: Data | undefined
    if (entry.read) {
      const path = readPath(entry, attribute, lang)
      if (!path) return fail()
      const abort = new AbortController()
      const timer = setTimeout(() => abort.abort(), 10_000)
      try {
        const answer = await fetch(`${origin}/api/v1${path}`, {
          credentials: 'omit',
          signal: abort.signal,
          headers: { accept: 'application/json' },
        })
        data = answer.ok ? ((await answer.json()) as { data: Data }).data : undefined
      } finally {
        clearTimeout(timer)
      }
      if (typeof data?.html !== 'string') return fail()
      shadow.adoptedStyleSheets = [loaderCss(), sheet(data.css)]
      shadow.innerHTML = data.html
      if (entry.jsonLd && data.jsonLd) placeJsonLd(data.jsonLd, attribute('recipe-id')!)
    }
    const root = (shadow.querySelector('[data-sufra-root]') as HTMLElement | null) ?? waiting
    const servings = Number(attribute('servings'))
    let started = false
    const interact = () => {
      if (started) return
      started = true
      for (const type of events) element.removeEventListener(type, interact)
      import(/* @vite-ignore */ `${origin}/v1/embed/assets/${__SUFRA_ENTRIES__[entry.entry]}`)
        .then((module: EmbedInteractiveModule) =>
          module.mount({
            shadowRoot: shadow,
            container: root,
            data,
            lang,
            sufraOrigin: origin,
            servings: Number.isInteger(servings) && servings > 0 && servings <= 100 ? servings : undefined,
            host: element,
          }),
        )
        // The painted HTML stays readable, its links working; a widget without it says so politely.
        .catch(() => (data ? undefined : fail()))
    }
    if (!entry.read) return interact()
    for (const type of events) element.addEventListener(type, interact)
    if ('requestIdleCallback' in window) requestIdleCallback(interact, { timeout: 8000 })
    else setTimeout(interact, 3000)
  }

  starts.set(element, () => load().catch(fail))
  if (near) near.observe(element)
  else starts.get(element)!()
}

const events = ['pointerdown', 'focusin', 'keydown'] as const

/** The recipe's JSON-LD in the partner's head, once per recipe id, pointing at the partner's page. */
function placeJsonLd(jsonLd: Record<string, unknown>, id: string) {
  for (const existing of document.head.querySelectorAll<HTMLScriptElement>('script[data-sufra-recipe]')) {
    if (existing.dataset.sufraRecipe === id) return
  }
  const tag = document.createElement('script')
  tag.type = 'application/ld+json'
  tag.dataset.sufraRecipe = id
  tag.textContent = JSON.stringify(partnerJsonLd(jsonLd, location.href, origin))
  document.head.append(tag)
}

for (const entry of embedElements as readonly EmbedElementEntry[]) {
  try {
    // The script added twice (or another copy of the kit) keeps the first definition.
    if (customElements.get(entry.tag)) continue
    customElements.define(
      entry.tag,
      class extends HTMLElement {
        connectedCallback() {
          // Moved within the page: keep what it shows.
          if (starts.has(this)) return
          try {
            show(this, entry)
          } catch {
            // A browser without shadow DOM or constructed stylesheets keeps the partner's page as it was.
          }
        }
      },
    )
  } catch {
    // As above: never an error in the partner's console.
  }
}
